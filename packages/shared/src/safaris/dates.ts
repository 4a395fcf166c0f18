import { tanzanianTime, twoDigits } from '../display-format';

/** Calendar dates are 'YYYY-MM-DD' strings everywhere (departure dates have no time of day). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtcMs(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / 86_400_000);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(toUtcMs(isoDate) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's calendar date in Tanzania (Africa/Dar_es_Salaam), where the safaris happen. */
export function todayInTanzania(now: Date = new Date()): string {
  const { year, month, day } = tanzanianTime(now);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
