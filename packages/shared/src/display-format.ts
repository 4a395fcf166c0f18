import { DISPLAY_TIME_ZONE_OFFSET_MINUTES } from './constants';
import type { Language } from './i18n/languages';

/**
 * Numbers, month and weekday names as our pages show them (spec §9), written without Intl, for the
 * formatters of every public page (money, dates, trip times, ratings):
 *
 * - A browser's first Intl format costs Chromium 20–60 ms on a fast machine (it sets up its ICU data
 *   in each page's process), four times that on a mid-range phone, inside the takeover of every page
 *   that shows a price or a date (issue 12).
 * - The server's Node and the reader's browser carry different ICU versions, whose names can differ
 *   ('Sep' or 'Sept'), while the browser must render exactly the server's HTML.
 *
 * The names are ICU's own for each language's Intl locale (`intlLocaleOf`): display-format.test.ts
 * compares every shape here with Intl's, so a difference is a failing test, not a silent drift.
 */

/** Short month names, January first. */
export const MONTH_ABBREVIATIONS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};

/** Short weekday names, Monday first (ISO 1–7); Swahili writes the whole name. */
export const WEEKDAY_ABBREVIATIONS: Record<Language, readonly string[]> = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  sw: ['Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi', 'Jumapili'],
};

/** The language of an Intl locale ('sw-TZ' → 'sw'; anything else reads as English). */
export function displayLanguage(locale: string): Language {
  return locale.toLowerCase().startsWith('sw') ? 'sw' : 'en';
}

/** Two digits: '05'. */
export const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * A number with a comma between thousands and `fractionDigits` decimals after a point ('1,234.5'),
 * rounded half away from zero as Intl does; both our languages write numbers so.
 */
export function formatDecimal(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = value < 0 && /[1-9]/.test(whole + (fraction ?? ''));
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** The calendar and clock of an instant in Tanzania (DISPLAY_TIME_ZONE). */
export interface TanzanianTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** ISO weekday: 1 (Monday) … 7 (Sunday). */
  weekday: number;
  hour: number;
  minute: number;
}

export function tanzanianTime(date: Date): TanzanianTime {
  const shifted = new Date(date.getTime() + DISPLAY_TIME_ZONE_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: ((shifted.getUTCDay() + 6) % 7) + 1,
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}
