import { describe, expect, it } from 'vitest';
import {
  analyticsRange,
  conversionPercent,
  isBotUserAgent,
  monthsOf,
  occupancyPercent,
  rangeDays,
  weekStart,
  weeksOf,
} from './periods';

describe('analytics periods', () => {
  it('defaults to the last 90 Tanzanian days, today included', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Tanzania (UTC+3).
    const range = analyticsRange({}, new Date('2026-12-31T22:30:00Z'));
    expect(range).toEqual({ from: '2026-10-04', to: '2027-01-01' });
    expect(rangeDays(range)).toBe(90);
    expect(analyticsRange({ from: '2026-01-01' })).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(analyticsRange({ to: '2026-03-31' })).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('weeks start on Monday and cover the range; months too', () => {
    expect(weekStart('2026-11-24')).toBe('2026-11-23'); // a Tuesday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weeksOf({ from: '2026-11-29', to: '2026-12-07' })).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(monthsOf({ from: '2026-11-29', to: '2027-02-01' })).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthsOf({ from: '2026-11-01', to: '2026-11-30' })).toEqual(['2026-11']);
  });

  it('conversion and occupancy never divide by zero', () => {
    expect(conversionPercent(3, 40)).toBe(7.5);
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(2, 0)).toBeNull();
    expect(occupancyPercent(7, 10)).toBe(70);
    expect(occupancyPercent(0, 0)).toBe(0);
  });

  it('tells robots from browsers by their User-Agent', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isBotUserAgent('facebookexternalhit/1.1')).toBe(true);
    expect(isBotUserAgent('curl/8.5.0')).toBe(true);
    expect(isBotUserAgent(undefined)).toBe(true);
    expect(
      isBotUserAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'),
    ).toBe(false);
  });
});
