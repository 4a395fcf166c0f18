import { displayLanguage, formatDecimal, formatDisplayDate, parseStoredDate, twoDigits } from '@dala/shared';
import { i18n, intlLocale } from './i18n';

/**
 * A date as spec §9's 'dd MMM yyyy' (with ', HH:mm' when `withTime`), on the device's clock, in that
 * order in every language, the month's short name in the active language (without Intl: see
 * display-format.ts in the shared package).
 */
function displayDate(date: Date, withTime = false): string {
  const day = formatDisplayDate(date, displayLanguage(intlLocale()));
  return withTime ? `${day}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : day;
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

/** A rating with one decimal ('4.8'; both our languages write it so). */
export function formatRating(rating: number): string {
  return formatDecimal(rating, 1);
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
