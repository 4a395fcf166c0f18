import { addDays, daysBetween } from '../safaris/dates';
import { TRIP_SEARCH_MAX_DAYS } from '../transport/sales-constants';
import { parseStoredDate, toIsoDate, type DateRangeValue } from './dates';
import type { SearchMode } from './query';

/* The home panel's default dates and the windows alternatives look at: plain functions, no zod (the home
 * page's first load carries them). */

/**
 * The first safari start a default search may hold: safaris need a couple of days' notice (the
 * catalog's group tours take 2, private ones 3), so the window starts at the coming Saturday at least
 * this many days ahead.
 */
export const DEFAULT_SEARCH_LEAD_DAYS = 2;
/**
 * Length of the home panel's default safari window, in start days. The dates of a safari search are a
 * window for the START of the safari (not the whole stay), and group departures run every two to three
 * weeks: a four-week window always holds one for every destination with group tours on sale, where the
 * former today → +5 days held none (the first departures are a week or more away).
 */
export const DEFAULT_SAFARI_WINDOW_DAYS = 28;

const SATURDAY = 6;

/**
 * The home panel's default dates, as ISO dates, from today's date (in Tanzania):
 *  - safari: the coming Saturday at least DEFAULT_SEARCH_LEAD_DAYS ahead, and the four weeks of start
 *    days from it (DEFAULT_SAFARI_WINDOW_DAYS, both ends included);
 *  - trip: today and the following days the trip search covers at once (TRIP_SEARCH_MAX_DAYS).
 */
export function defaultSearchDates(
  mode: SearchMode,
  today: string,
): { start_date: string; end_date: string } {
  if (mode === 'trip') return { start_date: today, end_date: addDays(today, TRIP_SEARCH_MAX_DAYS - 1) };
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  let ahead = (SATURDAY - weekday + 7) % 7;
  while (ahead < DEFAULT_SEARCH_LEAD_DAYS) ahead += 7;
  const start = addDays(today, ahead);
  return { start_date: start, end_date: addDays(start, DEFAULT_SAFARI_WINDOW_DAYS - 1) };
}

/** `defaultSearchDates` as the date picker holds it (local midnight dates). */
export function defaultSearchRange(mode: SearchMode, today: Date): DateRangeValue {
  const dates = defaultSearchDates(mode, toIsoDate(today));
  return { startDate: parseStoredDate(dates.start_date)!, endDate: parseStoredDate(dates.end_date)! };
}

/**
 * The window right after a searched one, as long as it (at least `minDays`): where "later dates" look
 * first. `firstStart` moves it to the first day something starts, when that is known.
 */
export function laterWindow(
  searched: { start_date: string; end_date: string },
  firstStart: string,
  minDays = 1,
): { start_date: string; end_date: string } {
  const length = Math.max(minDays, daysBetween(searched.start_date, searched.end_date) + 1);
  return { start_date: firstStart, end_date: addDays(firstStart, length - 1) };
}
