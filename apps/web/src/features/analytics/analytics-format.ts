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

/** A percentage with at most one decimal in the active language ('33.3'). */
export function formatPercent(value: number): string {
  return new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(value);
}

/** 'YYYY-MM-DD' of a local date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
