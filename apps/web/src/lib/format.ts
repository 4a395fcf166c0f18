import { parseStoredDate } from '@dala/shared';
import { i18n, intlLocale } from './i18n';

// Building an Intl formatter costs far more than using one (a list of departures formats dozens of
// dates while a phone takes the page over): one per locale and shape.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    } as Intl.DateTimeFormatOptions);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A date as spec §9's 'dd MMM yyyy' (with ', HH:mm' when `withTime`), in that order in every
 * language: the parts (the month's short name above all) come from Intl in the active language.
 */
function displayDate(date: Date, withTime = false): string {
  const parts = dateFormat(intlLocale(), withTime).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')} ${part('month').replace(/\.$/, '')} ${part('year')}`;
  return withTime ? `${day}, ${part('hour')}:${part('minute')}` : day;
}

/** A calendar date 'YYYY-MM-DD' as 'dd MMM yyyy' (spec §9); unparseable text is shown unchanged. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const date = parseStoredDate(isoDate);
  return date ? displayDate(date) : isoDate;
}

/**
 * An API timestamp (ISO 8601 with its offset, as `Date#toISOString` writes it) as a Date; a bare
 * calendar date is that day at local midnight, as a stored date is. `null` when it is no date.
 * (The engine's own parser: date-fns' parseISO would cost every page that shows a date ~1.5 KiB.)
 */
function parseTimestamp(timestamp: string): Date | null {
  const day = /^\s*(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(timestamp);
  // The engine would roll an impossible day (30 February) over into March.
  if (!day?.[1] || !parseStoredDate(day[1])) return null;
  if (!day[2]) return parseStoredDate(day[1]);
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A timestamp (ISO 8601) as 'dd MMM yyyy'. */
export function formatTimestampDate(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const date = parseTimestamp(timestamp);
  return date ? displayDate(date) : timestamp;
}

/** A timestamp as 'dd MMM yyyy, HH:mm'. */
export function formatTimestamp(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const date = parseTimestamp(timestamp);
  return date ? displayDate(date, true) : timestamp;
}

const ratingFormats = new Map<string, Intl.NumberFormat>();
/** A rating with one decimal in the active language ('4.8'). */
export function formatRating(rating: number): string {
  const locale = intlLocale();
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormats.set(locale, format);
  }
  return format.format(rating);
}

/** '2 adults, 1 child, 1 infant'. */
export function formatTravelers(t: { adults: number; children: number; infants: number }): string {
  const parts = [i18n.t('format.adults', { count: t.adults })];
  if (t.children > 0) parts.push(i18n.t('format.children', { count: t.children }));
  if (t.infants > 0) parts.push(i18n.t('format.infants', { count: t.infants }));
  return parts.join(i18n.t('format.listSeparator'));
}

/** Minutes and seconds left, 'mm:ss'. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** A reason shown in a sentence ends with exactly one full stop. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
