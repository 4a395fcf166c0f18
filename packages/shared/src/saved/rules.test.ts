import { describe, expect, it } from 'vitest';
import { priceDropOf, watchDecision, type WatchState } from './rules';

const item = (over: Partial<WatchState> = {}): WatchState => ({
  saved_minor: 129_900,
  current_minor: 129_900,
  state: 'available',
  drop_notified_minor: null,
  sold_out_notified: false,
  ...over,
});

describe('priceDropOf', () => {
  it('is the saved price → the current one when lower and still bookable', () => {
    expect(priceDropOf(129_900, 99_900, 'available')).toEqual({ from_minor: 129_900, to_minor: 99_900 });
    expect(priceDropOf(129_900, 99_900, 'sold_out')).toEqual({ from_minor: 129_900, to_minor: 99_900 });
  });
  it('is nothing at the same or a higher price, without a price, or once a trip left', () => {
    expect(priceDropOf(129_900, 129_900, 'available')).toBeNull();
    expect(priceDropOf(129_900, 139_900, 'available')).toBeNull();
    expect(priceDropOf(129_900, null, 'unavailable')).toBeNull();
    expect(priceDropOf(3_600_000, 3_000_000, 'departed')).toBeNull();
    expect(priceDropOf(3_600_000, 3_000_000, 'cancelled')).toBeNull();
  });
});

describe('watchDecision', () => {
  it('announces a first drop, then nothing while the price stays there', () => {
    expect(watchDecision(item({ current_minor: 99_900 })).announce_drop).toBe(99_900);
    expect(
      watchDecision(item({ current_minor: 99_900, drop_notified_minor: 99_900 })).announce_drop,
    ).toBeNull();
  });
  it('announces a further fall as a new drop, not a partial rise', () => {
    expect(watchDecision(item({ current_minor: 89_900, drop_notified_minor: 99_900 })).announce_drop).toBe(
      89_900,
    );
    const rise = watchDecision(item({ current_minor: 109_900, drop_notified_minor: 99_900 }));
    expect(rise.announce_drop).toBeNull();
    expect(rise.reset_drop).toBe(false);
  });
  it('forgets an announced drop once the price is back, so the next drop is news', () => {
    expect(watchDecision(item({ current_minor: 129_900, drop_notified_minor: 99_900 })).reset_drop).toBe(
      true,
    );
    expect(watchDecision(item({ current_minor: 99_900 })).announce_drop).toBe(99_900);
  });
  it('announces a sell-out once and forgets it when seats come back', () => {
    expect(watchDecision(item({ state: 'sold_out' })).announce_sold_out).toBe(true);
    expect(watchDecision(item({ state: 'sold_out', sold_out_notified: true })).announce_sold_out).toBe(false);
    expect(watchDecision(item({ state: 'available', sold_out_notified: true })).reset_sold_out).toBe(true);
    // A trip that left after selling out keeps its mark: nothing more to say.
    expect(watchDecision(item({ state: 'departed', sold_out_notified: true })).reset_sold_out).toBe(false);
  });
  it('says nothing about the price of a sold-out, departed or unpublished listing', () => {
    expect(watchDecision(item({ state: 'sold_out', current_minor: 99_900 })).announce_drop).toBeNull();
    expect(watchDecision(item({ state: 'departed', current_minor: 99_900 })).announce_drop).toBeNull();
    expect(watchDecision(item({ state: 'unavailable', current_minor: null })).announce_drop).toBeNull();
  });
});
