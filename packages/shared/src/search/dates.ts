import { addDays, differenceInCalendarDays, isValid, startOfDay } from 'date-fns';
import { DEFAULT_STAY_DAYS } from '../constants';
import { MONTH_ABBREVIATIONS, displayLanguage, tanzanianTime, twoDigits } from '../display-format';

/** A calendar range as the date picker holds it (spec §3 "Range selection"), local midnight dates. */
export interface DateRangeValue {
  startDate: Date;
  endDate: Date;
}

/** A language's short month names (display-format.ts): Swahili Jan, Feb, Mac, … Ago, … Des. */
const shortMonths = (language: string): readonly string[] => MONTH_ABBREVIATIONS[displayLanguage(language)];

/**
 * A date as 'dd MMM yyyy' (DATE_DISPLAY_FORMAT, spec §9), e.g. '05 Aug 2026'; in Swahili '05 Ago 2026'
 * (the same order, the month's short name in the language). Written out by hand rather than with
 * date-fns' format(), which would add ~5 KB to the home page's first load.
 */
export function formatDisplayDate(date: Date, language = 'en'): string {
  return `${twoDigits(date.getDate())} ${shortMonths(language)[date.getMonth()]} ${date.getFullYear()}`;
}

/** A real calendar date from its parts, or null (31-02-2026 is not a date). */
export function calendarDate(year: number, monthIndex: number, day: number): Date | null {
  if (!Number.isInteger(year) || !Number.isInteger(monthIndex) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || monthIndex < 0 || monthIndex > 11 || day < 1 || day > 31) return null;
  const date = new Date(year, monthIndex, day);
  if (date.getFullYear() !== year || date.getMonth() !== monthIndex || date.getDate() !== day) return null;
  return date;
}

// One typed date: DD-MM-YYYY or DD-Mon-YYYY (English or Swahili three-letter month, any case). Parts may also be
// separated by a slash, a dot or a space, so the displayed 'dd MMM yyyy' value parses back unchanged.
const TYPED_DATE = String.raw`(\d{1,2})[-/. ](\d{1,2}|[A-Za-z]{3})[-/. ](\d{4})`;
const TYPED_RANGE = new RegExp(String.raw`^\s*${TYPED_DATE}\s*(?:(?:to|-|–|—)\s*${TYPED_DATE}\s*)?$`, 'i');

function monthIndexOf(name: string): number {
  const lower = name.toLowerCase();
  for (const language of ['en', 'sw']) {
    const index = shortMonths(language).findIndex((month) => month.toLowerCase() === lower);
    if (index >= 0) return index;
  }
  return -1;
}

function typedDate(day: string, month: string, year: string): Date | null {
  const monthIndex = /^\d+$/.test(month) ? Number(month) - 1 : monthIndexOf(month);
  return calendarDate(Number(year), monthIndex, Number(day));
}

/**
 * Parses what a traveler typed into the date field (spec §5): one date, or a range separated by 'to' or
 * a dash. A reversed range is swapped; one date gets the default stay. Returns null when the text is not
 * a date or reaches before `minDate`: the field then reverts to the last valid range.
 */
export function parseTypedDateRange(input: string, minDate?: Date): DateRangeValue | null {
  const match = TYPED_RANGE.exec(input);
  if (!match) return null;
  const start = typedDate(match[1]!, match[2]!, match[3]!);
  if (!start) return null;
  const end =
    match[4] !== undefined ? typedDate(match[4], match[5]!, match[6]!) : addDays(start, DEFAULT_STAY_DAYS);
  if (!end) return null;
  const range = orderRange(start, end);
  if (minDate && differenceInCalendarDays(range.startDate, minDate) < 0) return null;
  return range;
}

/** A range with its ends in calendar order. */
export function orderRange(a: Date, b: Date): DateRangeValue {
  return differenceInCalendarDays(b, a) < 0 ? { startDate: b, endDate: a } : { startDate: a, endDate: b };
}

/** The date field's text: 'dd MMM yyyy', with ' - ' and the end when the range spans several days. */
export function formatDateRange(range: DateRangeValue, language = 'en'): string {
  const start = formatDisplayDate(range.startDate, language);
  return differenceInCalendarDays(range.endDate, range.startDate) === 0
    ? start
    : `${start} - ${formatDisplayDate(range.endDate, language)}`;
}

/** 'YYYY-MM-DD', the form dates travel in (query strings, API). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/**
 * Parses a date held as 'YYYY-MM-DD' or 'DD-MM-YYYY' (spec §3, §5). Returns null for anything else,
 * including impossible dates.
 */
export function parseStoredDate(value: string): Date | null {
  const trimmed = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (m) return calendarDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(trimmed);
  if (m) return calendarDate(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
  return null;
}

/** 'dd MMM yyyy' for a stored date; unparseable input is shown unchanged (spec §5). */
export function formatStoredDate(value: string, language = 'en'): string {
  const date = parseStoredDate(value);
  return date ? formatDisplayDate(date, language) : value;
}

/**
 * An instant as 'dd MMM yyyy, HH:mm' on Tanzania's wall clock (spec §9 with a time, 24 h), e.g.
 * '14 Dec 2026, 06:00': the one form mails and notifications give a departure time. Unparseable text is
 * shown unchanged.
 */
export function formatDisplayDateTime(instant: Date | string, language = 'en'): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (!isValid(date)) return String(instant);
  const time = tanzanianTime(date);
  const day = calendarDate(time.year, time.month - 1, time.day);
  return day
    ? `${formatDisplayDate(day, language)}, ${twoDigits(time.hour)}:${twoDigits(time.minute)}`
    : String(instant);
}

/**
 * Trip duration in days: the difference rounded up, at least 1 — and 1 when either date is not a date
 * (spec §5).
 */
export function tripDurationDays(start: Date | string, end: Date | string): number {
  const a = typeof start === 'string' ? (parseStoredDate(start) ?? new Date(start)) : start;
  const b = typeof end === 'string' ? (parseStoredDate(end) ?? new Date(end)) : end;
  if (!isValid(a) || !isValid(b)) return 1;
  const days = Math.ceil((b.getTime() - a.getTime()) / 86_400_000);
  return Number.isFinite(days) ? Math.max(1, days) : 1;
}

/** Local midnight of a day (the calendar works in whole days). */
export function dayOf(date: Date): Date {
  return startOfDay(date);
}
