import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUND_BANDS } from './constants';
import { percentOf } from '../money';
import { transportRefundQuote, transportRefundSchedule, validateRefundBands } from './refunds';

const departureAt = new Date('2026-12-24T06:00:00+03:00');
const HOUR = 3_600_000;
const before = (ms: number) => new Date(departureAt.getTime() - ms);
const quote = (
  cancelledAt: Date,
  extra: { noShow?: boolean; cancelledBy?: 'traveler' | 'transporter' } = {},
) => transportRefundQuote({ amountTzs: 45_000, departureAt, cancelledAt, ...extra });

describe('transportRefundQuote at every band edge (defaults: ≥ 24 h 90 %, 6–24 h 50 %, < 6 h 0 %)', () => {
  it('gives 90 % a week before and at exactly 24 h', () => {
    expect(quote(before(7 * 24 * HOUR))).toEqual({
      percent: 90,
      refundTzs: 40_500,
      band: { kind: 'band', index: 0, min_hours_before: 24 },
    });
    expect(quote(before(24 * HOUR)).percent).toBe(90);
  });
  it('gives 50 % from 24 h − 1 ms down to exactly 6 h', () => {
    expect(quote(before(24 * HOUR - 1))).toEqual({
      percent: 50,
      refundTzs: 22_500,
      band: { kind: 'band', index: 1, min_hours_before: 6 },
    });
    expect(quote(before(6 * HOUR)).percent).toBe(50);
  });
  it('gives nothing from 6 h − 1 ms until departure', () => {
    expect(quote(before(6 * HOUR - 1))).toEqual({
      percent: 0,
      refundTzs: 0,
      band: { kind: 'band', index: 2, min_hours_before: 0 },
    });
    expect(quote(before(1)).percent).toBe(0);
  });
  it('gives nothing at or after departure', () => {
    expect(quote(departureAt)).toEqual({ percent: 0, refundTzs: 0, band: { kind: 'departed' } });
    expect(quote(before(-HOUR)).band).toEqual({ kind: 'departed' });
  });
  it('gives a no-show nothing, however early it is recorded', () => {
    expect(quote(before(48 * HOUR), { noShow: true })).toEqual({
      percent: 0,
      refundTzs: 0,
      band: { kind: 'no_show' },
    });
  });
  it('gives everything back when the transporter cancels, even after departure', () => {
    const all = { percent: 100, refundTzs: 45_000, band: { kind: 'transporter_cancelled' } };
    expect(quote(before(HOUR), { cancelledBy: 'transporter' })).toEqual(all);
    expect(quote(before(-HOUR), { cancelledBy: 'transporter', noShow: true })).toEqual(all);
  });
  it('uses a transporter’s own bands', () => {
    const bands = [
      { min_hours_before: 72, percent: 100 },
      { min_hours_before: 30, percent: 80 },
      { min_hours_before: 0, percent: 10 },
    ];
    const q = (ms: number) =>
      transportRefundQuote({ amountTzs: 45_000, departureAt, cancelledAt: before(ms), bands });
    expect(q(72 * HOUR).refundTzs).toBe(45_000);
    expect(q(72 * HOUR - 1).refundTzs).toBe(36_000);
    expect(q(30 * HOUR - 1).refundTzs).toBe(4_500);
  });
});

describe('percentOf (whole TZS)', () => {
  it('rounds half up to whole shillings', () => {
    expect(percentOf(25_001, 50)).toBe(12_501); // 12 500.5
    expect(percentOf(25_003, 90)).toBe(22_503); // 22 502.7
    expect(percentOf(25_001, 90)).toBe(22_501); // 22 500.9
    expect(percentOf(11, 10)).toBe(1); // 1.1
    expect(percentOf(15, 10)).toBe(2); // 1.5
    expect(percentOf(45_000, 0)).toBe(0);
    expect(percentOf(45_000, 100)).toBe(45_000);
  });
});

describe('transportRefundSchedule', () => {
  it('turns the bands into instants for one departure', () => {
    expect(transportRefundSchedule(departureAt)).toEqual([
      { cancel_by: new Date('2026-12-23T06:00:00+03:00'), min_hours_before: 24, percent: 90 },
      { cancel_by: new Date('2026-12-24T00:00:00+03:00'), min_hours_before: 6, percent: 50 },
      { cancel_by: departureAt, min_hours_before: 0, percent: 0 },
    ]);
  });
});

describe('validateRefundBands', () => {
  const keys = (bands: { min_hours_before: number; percent: number }[]) =>
    validateRefundBands(bands).map((p) => p.key);
  it('accepts the defaults and a single band', () => {
    expect(validateRefundBands(DEFAULT_REFUND_BANDS)).toEqual([]);
    expect(validateRefundBands([{ min_hours_before: 0, percent: 0 }])).toEqual([]);
  });
  it('refuses no bands and too many', () => {
    expect(keys([])).toEqual(['transport.refundBandCount']);
    expect(keys(Array.from({ length: 7 }, (_, i) => ({ min_hours_before: 6 - i, percent: 0 })))).toEqual([
      'transport.refundBandCount',
    ]);
  });
  it('refuses bands out of order, rising refunds and a last band after 0 h', () => {
    expect(
      keys([
        { min_hours_before: 6, percent: 50 },
        { min_hours_before: 24, percent: 90 },
        { min_hours_before: 0, percent: 0 },
      ]),
    ).toEqual(['transport.refundBandOrder', 'transport.refundBandRising']);
    expect(keys([{ min_hours_before: 24, percent: 90 }])).toEqual(['transport.refundBandLast']);
  });
  it('refuses fractional or out-of-range hours and percents', () => {
    expect(keys([{ min_hours_before: 0.5, percent: 0 }])).toEqual([
      'transport.refundBandHours',
      'transport.refundBandLast',
    ]);
    expect(
      keys([
        { min_hours_before: 169, percent: 100 },
        { min_hours_before: 0, percent: 0 },
      ]),
    ).toEqual(['transport.refundBandHours']);
    expect(keys([{ min_hours_before: 0, percent: 101 }])).toEqual(['transport.refundBandPercent']);
    expect(keys([{ min_hours_before: 0, percent: 12.5 }])).toEqual(['transport.refundBandPercent']);
  });
});
