import { addDays, daysBetween, todayInTanzania } from '../safaris/dates';

/**
 * Pure rules of the operators' analytics (issue 15): the date range a report covers, its weeks and
 * months (Tanzanian calendar days; weeks start on Monday, as PostgreSQL's date_trunc('week') does), and
 * the views → bookings conversion.
 */

/** A report covers at most this many days (a year and a day, so "1 Jan – 1 Jan" fits). */
export const ANALYTICS_MAX_RANGE_DAYS = 367;
/** Without a range, a report covers the last 90 days, today included. */
export const ANALYTICS_DEFAULT_RANGE_DAYS = 90;
/** The occupancy table lists at most this many departures or trips of a range (soonest first). */
export const ANALYTICS_MAX_OCCUPANCY_ROWS = 500;

export interface AnalyticsRange {
  from: string;
  to: string;
}

/** The range asked for, or the default: the last 90 days up to today in Tanzania. */
export function analyticsRange(query: Partial<AnalyticsRange>, now: Date = new Date()): AnalyticsRange {
  const to =
    query.to ?? (query.from ? addDays(query.from, ANALYTICS_DEFAULT_RANGE_DAYS - 1) : todayInTanzania(now));
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_RANGE_DAYS - 1));
  return { from, to };
}

/** Days in the range, both ends included. */
export function rangeDays(range: AnalyticsRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/** Monday of the week holding `isoDate`. */
export function weekStart(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** The Mondays of every week the range touches, in order. */
export function weeksOf(range: AnalyticsRange): string[] {
  const weeks: string[] = [];
  for (let monday = weekStart(range.from); monday <= range.to; monday = addDays(monday, 7))
    weeks.push(monday);
  return weeks;
}

/** `YYYY-MM` of every month the range touches, in order. */
export function monthsOf(range: AnalyticsRange): string[] {
  const months: string[] = [];
  let [year, month] = range.from.split('-').map(Number) as [number, number];
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * Bookings per view, as a percentage with one decimal (3 bookings of 40 views → 7.5); null without
 * views (nothing to divide by: "—", never "∞" or 0 %).
 */
export function conversionPercent(bookings: number, views: number): number | null {
  if (views <= 0) return null;
  return Math.round((bookings / views) * 1000) / 10;
}

/** Seats booked of capacity as a whole percentage (0 without capacity). */
export function occupancyPercent(booked: number, capacity: number): number {
  if (capacity <= 0) return 0;
  return Math.round((booked / capacity) * 100);
}

/**
 * Whether a User-Agent names itself a robot (search engines, link previews, scripts): their page views
 * are not counted. A browser that hides it is counted; this is the cheap part of bot filtering.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|lighthouse|curl\/|wget\/|python-|go-http-client|java\/|okhttp|headlesschrome|phantomjs/i;
export function isBotUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim() === '') return true;
  return BOT_AGENT.test(userAgent);
}
