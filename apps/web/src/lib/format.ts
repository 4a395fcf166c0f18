import { DATE_DISPLAY_FORMAT, formatStoredDate } from '@dala/shared';
import { format, isValid, parseISO } from 'date-fns';

/** A calendar date 'YYYY-MM-DD' as 'dd MMM yyyy' (spec §9); unparseable text is shown unchanged. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  return formatStoredDate(isoDate);
}

/** A timestamp (ISO 8601) as 'dd MMM yyyy'. */
export function formatTimestampDate(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const date = parseISO(timestamp);
  return isValid(date) ? format(date, DATE_DISPLAY_FORMAT) : timestamp;
}

/** A timestamp as 'dd MMM yyyy, HH:mm'. */
export function formatTimestamp(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const date = parseISO(timestamp);
  return isValid(date) ? format(date, `${DATE_DISPLAY_FORMAT}, HH:mm`) : timestamp;
}

/** '1 day', '5 days'. */
export function formatDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** '2 adults, 1 child, 1 infant'. */
export function formatTravelers(t: { adults: number; children: number; infants: number }): string {
  const parts = [plural(t.adults, 'adult')];
  if (t.children > 0) parts.push(plural(t.children, 'child', 'children'));
  if (t.infants > 0) parts.push(plural(t.infants, 'infant'));
  return parts.join(', ');
}

export const TIER_LABELS = { budget: 'Budget', 'mid-range': 'Mid-range', luxury: 'Luxury' } as const;

export const MEAL_LABELS = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' } as const;

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
