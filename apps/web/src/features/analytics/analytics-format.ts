import { formatMinorUnits, type AnalyticsPeriod, type Currency } from '@dala/shared';
import { formatDate } from '../../lib/format';
import { intlLocale } from '../../lib/i18n';

/** Minor units in the listing's currency as people read them ('$1,299', 'TSh 3,250,000'). */
export function money(amountMinor: number, currency: string): string {
  return formatMinorUnits(amountMinor, currency as Currency);
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** `2026-11` as 'Nov 2026'. */
export function formatMonth(month: string): string {
  const locale = intlLocale();
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  const [year, m] = month.split('-').map(Number) as [number, number];
  return format.format(new Date(Date.UTC(year, m - 1, 1)));
}

/** A week's Monday or a month, as its label. */
export function periodLabel(period: AnalyticsPeriod['period'], granularity: 'week' | 'month'): string {
  return granularity === 'month' ? formatMonth(period) : formatDate(period);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(fractionDigits: number): Intl.NumberFormat {
  const locale = intlLocale();
  const key = `${locale}|${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** A count (views, bookings, seats) with the active language's grouping ('8,549'). */
export function formatCount(value: number): string {
  return numberFormat(0).format(value);
}

/**
 * `part` of `whole` as a percentage, one rule for every share on these pages (conversion, occupancy):
 * whole numbers from 10 % ('35 %'), one decimal under 10 % ('2.5 %'), two under 1 % ('0.17 %'), so a
 * few bookings of thousands of views never read '0 %'. Rounding never claims none or all: '< 0.01 %'
 * for a tiny share, never '100 %' while seats are left. '—' without a whole (no views, no seats).
 */
export function formatShare(part: number, whole: number): string {
  if (whole <= 0) return '—';
  if (part <= 0) return `${formatCount(0)} %`;
  const percent = (part / whole) * 100;
  const digits = percent >= 10 ? 0 : percent >= 1 ? 1 : 2;
  const rounded = Math.round(percent * 10 ** digits) / 10 ** digits;
  if (rounded === 0) return `< ${numberFormat(2).format(0.01)} %`;
  // 99.5 % and up rounds to 100: round down with a decimal instead ('99.7 %').
  if (rounded >= 100 && part < whole) return `${numberFormat(1).format(Math.floor(percent * 10) / 10)} %`;
  return `${numberFormat(digits).format(rounded)} %`;
}

/** 'YYYY-MM-DD' of a local date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
