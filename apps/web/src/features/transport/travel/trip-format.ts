import {
  MONTH_ABBREVIATIONS,
  WEEKDAY_ABBREVIATIONS,
  displayLanguage,
  formatDisplayDate,
  formatMoney,
  tanzanianTime,
  twoDigits,
} from '@dala/shared';
import { intlLocale } from '../../../lib/i18n';

/**
 * Times of trips as travelers read them: always in Tanzanian time (where the bus runs), whatever the
 * reader's device says — and so the same on the server's HTML and in the browser that takes it over.
 */

/** The instant on the Tanzanian clock, with the reader's names of months and weekdays (no Intl). */
function read(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const language = displayLanguage(intlLocale());
  const time = tanzanianTime(date);
  return {
    ...time,
    language,
    monthName: MONTH_ABBREVIATIONS[language][time.month - 1],
    weekdayName: WEEKDAY_ABBREVIATIONS[language][time.weekday - 1],
  };
}

/** '07:30' (24-hour clock). */
export function tripTime(iso: string): string {
  const time = read(iso);
  return time ? `${twoDigits(time.hour)}:${twoDigits(time.minute)}` : iso;
}

/** '05 Aug 2026' (spec §9's order in every language). */
export function tripDate(iso: string): string {
  const time = read(iso);
  return time ? formatDisplayDate(new Date(time.year, time.month - 1, time.day), time.language) : iso;
}

/** 'Tue 05 Aug': a departure's day in a list. */
export function tripDay(iso: string): string {
  const time = read(iso);
  return time ? `${time.weekdayName} ${twoDigits(time.day)} ${time.monthName}` : iso;
}

/** The Tanzanian calendar date of an instant, 'YYYY-MM-DD'. */
export function tripIsoDate(iso: string): string {
  const time = read(iso);
  return time ? `${time.year}-${twoDigits(time.month)}-${twoDigits(time.day)}` : iso.slice(0, 10);
}

/** Days between two instants' Tanzanian dates: 1 when a night bus arrives the next day. */
export function daysLater(fromIso: string, toIso: string): number {
  const a = Date.parse(tripIsoDate(fromIso));
  const b = Date.parse(tripIsoDate(toIso));
  return Number.isFinite(a) && Number.isFinite(b) ? Math.round((b - a) / 86_400_000) : 0;
}

/** 'TSh 45,000'. */
export function tzs(amount: number): string {
  return formatMoney(amount, 'TZS', intlLocale());
}

/** '$18'. */
export function usd(amount: number): string {
  return formatMoney(amount, 'USD', intlLocale());
}

/** Hours and minutes of a duration, for the `duration` text ('6 h 30 min'). */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
