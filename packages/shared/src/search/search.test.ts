import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DATE_DISPLAY_FORMAT } from '../constants';
import {
  formatDateRange,
  formatDisplayDate,
  formatStoredDate,
  parseStoredDate,
  parseTypedDateRange,
  toIsoDate,
  tripDurationDays,
} from './dates';
import { buildSearchUrl, canSearch } from './query';
import {
  applyCalendarClick,
  beforeDay,
  clampRangeLength,
  daysStartingToday,
  daysUpToToday,
  presetRanges,
  settleSelection,
  trimRange,
} from './range';
import { DEFAULT_TRAVELERS, guestsCount, stepTravelers, totalTravelers, travelerLabel } from './travelers';

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);
const iso = (r: { startDate: Date; endDate: Date } | null) =>
  r ? `${toIsoDate(r.startDate)}/${toIsoDate(r.endDate)}` : null;

describe('parseTypedDateRange', () => {
  it('accepts DD-MM-YYYY and DD-Mon-YYYY, any month case', () => {
    expect(iso(parseTypedDateRange('12-05-2027 to 15-05-2027'))).toBe('2027-05-12/2027-05-15');
    expect(iso(parseTypedDateRange('12-May-2027 to 15-may-2027'))).toBe('2027-05-12/2027-05-15');
    expect(iso(parseTypedDateRange('1-JAN-2027 - 3-01-2027'))).toBe('2027-01-01/2027-01-03');
  });

  it('accepts a dash between two dashed dates, with or without spaces', () => {
    expect(iso(parseTypedDateRange('12-05-2027-15-05-2027'))).toBe('2027-05-12/2027-05-15');
    expect(iso(parseTypedDateRange('  12-05-2027 – 15-05-2027 '))).toBe('2027-05-12/2027-05-15');
  });

  it('reads its own display format back', () => {
    const range = { startDate: d(2027, 7, 3), endDate: d(2027, 7, 9) };
    expect(formatDateRange(range)).toBe('03 Jul 2027 - 09 Jul 2027');
    expect(iso(parseTypedDateRange(formatDateRange(range)))).toBe('2027-07-03/2027-07-09');
  });

  it('gives one typed date the default stay of 5 days', () => {
    expect(iso(parseTypedDateRange('28-12-2027'))).toBe('2027-12-28/2028-01-02');
  });

  it('swaps a reversed range', () => {
    expect(iso(parseTypedDateRange('20-05-2027 to 12-05-2027'))).toBe('2027-05-12/2027-05-20');
  });

  it('rejects impossible dates and anything else', () => {
    for (const bad of [
      '31-02-2027',
      '00-05-2027',
      '12-13-2027',
      '12-Mai-2027',
      '2027-05-12',
      '',
      'next week',
      '12-05-27',
      '12-05-2027 to',
    ]) {
      expect(parseTypedDateRange(bad), bad).toBeNull();
    }
    expect(iso(parseTypedDateRange('29-02-2028'))).toBe('2028-02-29/2028-03-05');
    expect(parseTypedDateRange('29-02-2027')).toBeNull();
  });

  it('rejects a range that starts before the minimum date, accepts one starting on it', () => {
    const today = d(2027, 5, 10);
    expect(parseTypedDateRange('09-05-2027 to 12-05-2027', today)).toBeNull();
    expect(iso(parseTypedDateRange('10-05-2027 to 12-05-2027', today))).toBe('2027-05-10/2027-05-12');
  });
});

describe('formatDisplayDate', () => {
  it("matches date-fns 'dd MMM yyyy' on every month", () => {
    for (let m = 0; m < 12; m++) {
      const date = new Date(2027, m, m + 1);
      expect(formatDisplayDate(date)).toBe(format(date, DATE_DISPLAY_FORMAT));
    }
  });
});

describe('stored dates (YYYY-MM-DD / DD-MM-YYYY)', () => {
  it('parses both forms and rejects the rest', () => {
    expect(toIsoDate(parseStoredDate('2027-03-09')!)).toBe('2027-03-09');
    expect(toIsoDate(parseStoredDate('09-03-2027')!)).toBe('2027-03-09');
    expect(parseStoredDate('2027-02-30')).toBeNull();
    expect(parseStoredDate('9-3-2027')).toBeNull();
  });

  it('shows unparseable input unchanged', () => {
    expect(formatStoredDate('2027-03-09')).toBe('09 Mar 2027');
    expect(formatStoredDate('09-03-2027')).toBe('09 Mar 2027');
    expect(formatStoredDate('soon')).toBe('soon');
  });
});

describe('tripDurationDays', () => {
  it('rounds the difference up, minimum 1', () => {
    expect(tripDurationDays(d(2027, 1, 1), d(2027, 1, 6))).toBe(5);
    expect(tripDurationDays(new Date(2027, 0, 1, 8), new Date(2027, 0, 2, 9))).toBe(2);
    expect(tripDurationDays(d(2027, 1, 1), d(2027, 1, 1))).toBe(1);
    expect(tripDurationDays(d(2027, 1, 6), d(2027, 1, 1))).toBe(1);
    expect(tripDurationDays('2027-01-01', '05-01-2027')).toBe(4);
  });

  it('is 1 when a date is not a date', () => {
    expect(tripDurationDays('nonsense', '2027-01-05')).toBe(1);
    expect(tripDurationDays(new Date(Number.NaN), d(2027, 1, 5))).toBe(1);
  });
});

describe('calendar selection', () => {
  const start = { range: { startDate: d(2027, 5, 1), endDate: d(2027, 5, 6) }, awaitingEnd: false };

  it('first click sets the start, next the end', () => {
    const first = applyCalendarClick(start, d(2027, 5, 10));
    expect(first.awaitingEnd).toBe(true);
    expect(iso(first.range)).toBe('2027-05-10/2027-05-10');
    const second = applyCalendarClick(first, d(2027, 5, 14));
    expect(second.awaitingEnd).toBe(false);
    expect(iso(second.range)).toBe('2027-05-10/2027-05-14');
  });

  it('swaps when the end is before the start', () => {
    const first = applyCalendarClick(start, d(2027, 5, 10));
    expect(iso(applyCalendarClick(first, d(2027, 5, 7)).range)).toBe('2027-05-07/2027-05-10');
  });

  it('an unfinished selection settles on the default 5-day stay', () => {
    const first = applyCalendarClick(start, d(2027, 5, 10));
    expect(iso(settleSelection(first))).toBe('2027-05-10/2027-05-15');
    expect(iso(settleSelection(start))).toBe('2027-05-01/2027-05-06');
  });

  it('disabled dates trim the range', () => {
    const today = d(2027, 5, 10);
    expect(iso(trimRange({ startDate: d(2027, 5, 8), endDate: d(2027, 5, 12) }, beforeDay(today)))).toBe(
      '2027-05-10/2027-05-12',
    );
    expect(trimRange({ startDate: d(2027, 5, 1), endDate: d(2027, 5, 9) }, beforeDay(today))).toBeNull();
    const blocked = (day: Date) => toIsoDate(day) === '2027-05-13';
    expect(iso(trimRange({ startDate: d(2027, 5, 11), endDate: d(2027, 5, 20) }, blocked))).toBe(
      '2027-05-11/2027-05-12',
    );
  });
});

describe('presets and range-length inputs', () => {
  const today = d(2027, 5, 12); // a Wednesday

  it('has the six presets in order with their ranges (weeks start on Monday)', () => {
    const presets = presetRanges(today);
    expect(presets.map((p) => p.label)).toEqual([
      'Today',
      'Yesterday',
      'This Week',
      'Last Week',
      'This Month',
      'Last Month',
    ]);
    expect(presets.map((p) => iso(p.range))).toEqual([
      '2027-05-12/2027-05-12',
      '2027-05-11/2027-05-11',
      '2027-05-10/2027-05-16',
      '2027-05-03/2027-05-09',
      '2027-05-01/2027-05-31',
      '2027-04-01/2027-04-30',
    ]);
  });

  it('clamps range lengths to 0..99999', () => {
    expect(clampRangeLength(-5)).toBe(0);
    expect(clampRangeLength(0)).toBe(0);
    expect(clampRangeLength(99_999)).toBe(99_999);
    expect(clampRangeLength(100_000)).toBe(99_999);
    expect(clampRangeLength('12abc')).toBe(12);
    expect(clampRangeLength('abc')).toBe(0);
    expect(clampRangeLength(3.7)).toBe(3);
  });

  it('days up to / starting today include today', () => {
    expect(iso(daysUpToToday(3, today))).toBe('2027-05-10/2027-05-12');
    expect(iso(daysStartingToday(3, today))).toBe('2027-05-12/2027-05-14');
    expect(iso(daysStartingToday(0, today))).toBe('2027-05-12/2027-05-12');
  });
});

describe('travelers', () => {
  it('defaults to 2 adults', () => {
    expect(DEFAULT_TRAVELERS).toEqual({ adults: 2, children: 0, infants: 0 });
  });

  it('never goes below the minimums and has no maximum', () => {
    const one = stepTravelers(DEFAULT_TRAVELERS, 'adults', -1);
    expect(one.adults).toBe(1);
    expect(stepTravelers(one, 'adults', -1).adults).toBe(1);
    expect(stepTravelers(DEFAULT_TRAVELERS, 'children', -1).children).toBe(0);
    expect(stepTravelers(DEFAULT_TRAVELERS, 'infants', -1).infants).toBe(0);
    expect(stepTravelers({ adults: 500, children: 0, infants: 0 }, 'adults', 1).adults).toBe(501);
  });

  it("labels '{n} Traveler(s)' counting infants too", () => {
    expect(travelerLabel({ adults: 1, children: 0, infants: 0 })).toBe('1 Traveler');
    expect(travelerLabel({ adults: 2, children: 0, infants: 0 })).toBe('2 Travelers');
    expect(travelerLabel({ adults: 1, children: 1, infants: 1 })).toBe('3 Travelers');
    expect(totalTravelers({ adults: 1, children: 1, infants: 1 })).toBe(3);
  });

  it('guests excludes infants', () => {
    expect(guestsCount({ adults: 2, children: 3, infants: 4 })).toBe(5);
  });
});

describe('buildSearchUrl', () => {
  const base = {
    location: ' Serengeti National Park ',
    startDate: d(2027, 5, 12),
    travelers: { adults: 2, children: 1, infants: 1 },
  };

  it('builds the safari search with guests = adults + children and end_date', () => {
    expect(buildSearchUrl({ ...base, mode: 'safari', endDate: d(2027, 5, 17) })).toBe(
      '/safaris-search?location=Serengeti+National+Park&start_date=2027-05-12&guests=3&end_date=2027-05-17',
    );
  });

  it('builds the trip search and omits end_date when it equals the start or is missing', () => {
    expect(buildSearchUrl({ ...base, mode: 'trip', endDate: d(2027, 5, 12) })).toBe(
      '/transport-search?location=Serengeti+National+Park&start_date=2027-05-12&guests=3',
    );
    expect(buildSearchUrl({ ...base, mode: 'trip', endDate: null })).not.toContain('end_date');
  });

  it('needs a destination and a start date', () => {
    expect(canSearch({ location: '  ', startDate: d(2027, 1, 1) })).toBe(false);
    expect(canSearch({ location: 'Arusha', startDate: null })).toBe(false);
    expect(canSearch({ location: 'Arusha', startDate: d(2027, 1, 1) })).toBe(true);
  });
});
