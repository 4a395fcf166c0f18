import { TRANSPORT_TIME_ZONE, formatMoney } from '@dala/shared';
import { intlLocale } from '../../../lib/i18n';

/**
 * Times of trips as travelers read them: always in Tanzanian time (where the bus runs), whatever the
 * reader's device says — and so the same on the server's HTML and in the browser that takes it over.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function zoned(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: TRANSPORT_TIME_ZONE, ...options });
    formats.set(key, format);
  }
  return format;
}

function parts(iso: string, options: Intl.DateTimeFormatOptions) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const list = zoned(options).formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) => list.find((p) => p.type === type)?.value ?? '';
}

/** '07:30' (24-hour clock). */
export function tripTime(iso: string): string {
  const part = parts(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return part ? `${part('hour')}:${part('minute')}` : iso;
}

/** '05 Aug 2026' (spec §9's order in every language). */
export function tripDate(iso: string): string {
  const part = parts(iso, { day: '2-digit', month: 'short', year: 'numeric' });
  return part ? `${part('day')} ${part('month').replace(/\.$/, '')} ${part('year')}` : iso;
}

/** 'Tue 05 Aug': a departure's day in a list. */
export function tripDay(iso: string): string {
  const part = parts(iso, { weekday: 'short', day: '2-digit', month: 'short' });
  return part ? `${part('weekday')} ${part('day')} ${part('month').replace(/\.$/, '')}` : iso;
}

/** The Tanzanian calendar date of an instant, 'YYYY-MM-DD'. */
export function tripIsoDate(iso: string): string {
  const part = parts(iso, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return part ? `${part('year')}-${part('month')}-${part('day')}` : iso.slice(0, 10);
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
