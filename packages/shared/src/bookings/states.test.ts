import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, BookingTransitionError, assertTransition, canTransition } from './states';

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
