import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, BookingTransitionError, assertTransition, canTransition } from './states';
import { netPaidCents } from './amounts';

describe('booking states', () => {
  it('allows exactly the listed transitions', () => {
    const allowed = new Set([
      'pending_payment>confirmed',
      'pending_payment>expired',
      'pending_payment>cancelled',
      'confirmed>completed',
      'confirmed>cancelled',
    ]);
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });
  it('throws a typed error for a refused transition', () => {
    expect(() => assertTransition('cancelled', 'confirmed')).toThrow(BookingTransitionError);
    expect(() => assertTransition('expired', 'confirmed')).toThrow('expired');
    expect(() => assertTransition('pending_payment', 'confirmed')).not.toThrow();
  });
});

describe('netPaidCents', () => {
  it('is what was paid less what was refunded', () => {
    expect(netPaidCents({ paid_cents: 150_000, refunded_cents: 75_000 })).toBe(75_000);
    expect(netPaidCents({ paid_cents: 0, refunded_cents: 0 })).toBe(0);
  });
});
