import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../safaris/dates';
import { regionsNear } from './alternatives';
import { formatDisplayDateTime, toIsoDate } from './dates';
import {
  DEFAULT_SAFARI_WINDOW_DAYS,
  DEFAULT_SEARCH_LEAD_DAYS,
  defaultSearchDates,
  defaultSearchRange,
  laterWindow,
} from './default-dates';

describe('defaultSearchDates (safari): a start window from the coming weekend', () => {
  it('starts on the coming Saturday at least two days ahead and spans four weeks of start days', () => {
    // 2026-12-02 is a Wednesday: Saturday 5 Dec is 3 days ahead.
    expect(defaultSearchDates('safari', '2026-12-02')).toEqual({
      start_date: '2026-12-05',
      end_date: '2027-01-01',
    });
    // Friday: tomorrow is too soon, so the Saturday after.
    expect(defaultSearchDates('safari', '2026-12-04').start_date).toBe('2026-12-12');
    // Thursday: Saturday is exactly two days ahead.
    expect(defaultSearchDates('safari', '2026-12-03').start_date).toBe('2026-12-05');
    // Saturday: next Saturday.
    expect(defaultSearchDates('safari', '2026-12-05').start_date).toBe('2026-12-12');
  });

  it('on every day of the week: a Saturday, 2 to 8 days ahead, 28 start days', () => {
    for (let i = 0; i < 7; i++) {
      const today = addDays('2027-03-01', i);
      const { start_date, end_date } = defaultSearchDates('safari', today);
      expect(new Date(`${start_date}T00:00:00Z`).getUTCDay()).toBe(6);
      const lead = daysBetween(today, start_date);
      expect(lead).toBeGreaterThanOrEqual(DEFAULT_SEARCH_LEAD_DAYS);
      expect(lead).toBeLessThanOrEqual(8);
      expect(daysBetween(start_date, end_date) + 1).toBe(DEFAULT_SAFARI_WINDOW_DAYS);
    }
  });

  it('always holds a departure of a package departing at least every 18 days', () => {
    // The demo catalog's group tours leave every 14 or 18 days, the first 7–12 days after seeding.
    for (let seededAgo = 0; seededAgo < 60; seededAgo++) {
      for (const [first, every] of [
        [7, 14],
        [12, 18],
        [8, 18],
      ] as const) {
        const today = '2027-01-10';
        const { start_date, end_date } = defaultSearchDates('safari', today);
        const departures = Array.from({ length: 30 }, (_, k) =>
          addDays(today, first - seededAgo + k * every),
        );
        expect(departures.some((d) => d >= start_date && d <= end_date)).toBe(true);
      }
    }
  });

  it('crosses months and years', () => {
    expect(defaultSearchDates('safari', '2026-12-30')).toEqual({
      start_date: '2027-01-02',
      end_date: '2027-01-29',
    });
  });
});

describe('defaultSearchDates (trip)', () => {
  it('is today and the six days after (what one trip search covers)', () => {
    expect(defaultSearchDates('trip', '2026-12-30')).toEqual({
      start_date: '2026-12-30',
      end_date: '2027-01-05',
    });
  });
});

describe('defaultSearchRange', () => {
  it('gives the picker local midnight dates of the same rule', () => {
    const range = defaultSearchRange('safari', new Date(2026, 11, 2, 15, 30));
    expect(toIsoDate(range.startDate)).toBe('2026-12-05');
    expect(toIsoDate(range.endDate)).toBe('2027-01-01');
    expect(range.startDate.getHours()).toBe(0);
  });
});

describe('laterWindow', () => {
  it('keeps the searched length from the first later start', () => {
    expect(laterWindow({ start_date: '2027-01-01', end_date: '2027-01-06' }, '2027-01-20')).toEqual({
      start_date: '2027-01-20',
      end_date: '2027-01-25',
    });
    expect(laterWindow({ start_date: '2027-01-01', end_date: '2027-01-01' }, '2027-01-03', 7)).toEqual({
      start_date: '2027-01-03',
      end_date: '2027-01-09',
    });
  });
});

describe('regionsNear', () => {
  it("lists the place's own region first, then its neighbours", () => {
    expect(regionsNear('Zanzibar Archipelago')).toEqual(['Zanzibar Archipelago', 'Coastal Tanzania']);
    expect(regionsNear('Nowhere')).toEqual(['Nowhere']);
  });
});

describe('formatDisplayDateTime', () => {
  it("writes an instant as Tanzania's wall clock, 'dd MMM yyyy, HH:mm'", () => {
    expect(formatDisplayDateTime('2026-12-14T03:00:00Z')).toBe('14 Dec 2026, 06:00');
    expect(formatDisplayDateTime(new Date('2026-12-31T22:30:00Z'))).toBe('01 Jan 2027, 01:30');
    expect(formatDisplayDateTime('not a date')).toBe('not a date');
  });
});
