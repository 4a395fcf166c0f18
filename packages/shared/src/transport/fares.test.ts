import { describe, expect, it } from 'vitest';
import { fareFor, lowestFare, usdEquivalentOfTzs, validateFares, type Fare } from './fares';
import type { RouteStop } from './segments';

const stop = (place: string, minutes: number, board = true, alight = true): RouteStop => ({
  place,
  point: '',
  minutes,
  board,
  alight,
});
/** Dar es Salaam → Morogoro → Dodoma; nobody gets off at Dar es Salaam or on at Dodoma. */
const stops = [
  stop('Dar es Salaam', 0, true, false),
  stop('Morogoro', 200),
  stop('Dodoma', 480, false, true),
];
const table: Fare[] = [
  { board: 0, alight: 1, fare_tzs: 13_000 },
  { board: 0, alight: 2, fare_tzs: 30_000 },
  { board: 1, alight: 2, fare_tzs: 19_000 },
];

describe('validateFares', () => {
  it('accepts a fare for every sellable pair', () => {
    expect(validateFares(stops, table)).toEqual([]);
  });
  it('names each pair without a fare', () => {
    expect(validateFares(stops, table.slice(1))).toEqual([
      { key: 'transport.fareMissing', params: { from: 'Dar es Salaam', to: 'Morogoro' }, path: 'fares' },
    ]);
    expect(validateFares(stops, [])).toHaveLength(3);
  });
  it('refuses zero, negative, fractional and absurd amounts, naming the pair', () => {
    const withFare = (fare_tzs: number) =>
      validateFares(stops, [...table.slice(0, 2), { board: 1, alight: 2, fare_tzs }]);
    expect(withFare(0)).toEqual([
      {
        key: 'transport.fareNotPositive',
        params: { from: 'Morogoro', to: 'Dodoma' },
        path: 'fares.2.fare_tzs',
      },
    ]);
    expect(withFare(-500)[0]?.key).toBe('transport.fareNotPositive');
    expect(withFare(19_000.5)[0]?.key).toBe('transport.fareNotWhole');
    expect(withFare(Number.NaN)[0]?.key).toBe('transport.fareNotNumber');
    expect(withFare(2_000_001)[0]).toMatchObject({
      key: 'transport.fareTooHigh',
      params: { max: 2_000_000 },
    });
    expect(withFare(1)).toEqual([]);
    expect(withFare(2_000_000)).toEqual([]);
  });
  it('refuses a fare set twice, and one for a pair that cannot be sold', () => {
    expect(validateFares(stops, [...table, { board: 0, alight: 1, fare_tzs: 12_000 }])).toEqual([
      { key: 'transport.fareTwice', params: { from: 'Dar es Salaam', to: 'Morogoro' }, path: 'fares.3' },
    ]);
    const backwards = validateFares(stops, [...table, { board: 2, alight: 0, fare_tzs: 30_000 }]);
    expect(backwards).toEqual([
      { key: 'transport.fareNotSellable', params: { from: 'Dodoma', to: 'Dar es Salaam' }, path: 'fares.3' },
    ]);
    const offRoute = validateFares(stops, [...table, { board: 0, alight: 7, fare_tzs: 1 }]);
    expect(offRoute[0]).toMatchObject({ key: 'transport.fareNotSellable', params: { to: '8' } });
  });
});

describe('fareFor and lowestFare', () => {
  it('finds the pair’s fare', () => {
    expect(fareFor(table, 0, 2)).toBe(30_000);
    expect(fareFor(table, 1, 2)).toBe(19_000);
    expect(fareFor(table, 2, 1)).toBeNull();
    expect(lowestFare(table)).toBe(13_000);
    expect(lowestFare([])).toBeNull();
  });
});

describe('usdEquivalentOfTzs', () => {
  it('rounds half up to whole dollars, never $0 for a real fare', () => {
    expect(usdEquivalentOfTzs(30_000, 2_500)).toBe(12);
    expect(usdEquivalentOfTzs(31_250, 2_500)).toBe(13); // 12.5
    expect(usdEquivalentOfTzs(31_249, 2_500)).toBe(12);
    expect(usdEquivalentOfTzs(500, 2_500)).toBe(1);
    expect(usdEquivalentOfTzs(0, 2_500)).toBe(0);
    expect(usdEquivalentOfTzs(30_000, 0)).toBe(0);
  });
});
