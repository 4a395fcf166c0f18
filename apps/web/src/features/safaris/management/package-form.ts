import {
  BALANCE_DUE_DAYS_RANGE,
  DEPOSIT_PERCENT_RANGE,
  SAFARI_LIMITS,
  safariInputSchema,
  type Meal,
  type OperatorSafari,
  type SafariInput,
  type SafariStatus,
  type SafariTier,
} from '@dala/shared';
import { i18n, messageText } from '../../../lib/i18n';

/** The package editor's state (numbers kept as typed text) and its pure conversions. Tested. */

export interface ItineraryDayDraft {
  title: string;
  description: string;
  accommodation: string;
  meals: Meal[];
}

export interface PackageFormState {
  title: string;
  summary: string;
  description: string;
  destinations: string[];
  duration_days: string;
  itinerary: ItineraryDayDraft[];
  /** One item per line. */
  inclusions: string;
  exclusions: string;
  tier: SafariTier;
  is_private: boolean;
  max_group_size: string;
  adult_price_usd: string;
  child_price_usd: string;
  deposit_percent: string;
  balance_due_days: string;
  min_notice_days: string;
}

export type FormErrors = Record<string, string>;

const emptyDay = (): ItineraryDayDraft => ({ title: '', description: '', accommodation: '', meals: [] });

export function emptyPackageForm(): PackageFormState {
  return {
    title: '',
    summary: '',
    description: '',
    destinations: [],
    duration_days: '3',
    itinerary: [emptyDay(), emptyDay(), emptyDay()],
    inclusions: '',
    exclusions: '',
    tier: 'mid-range',
    is_private: false,
    max_group_size: '6',
    adult_price_usd: '',
    child_price_usd: '',
    deposit_percent: String(DEPOSIT_PERCENT_RANGE.default),
    balance_due_days: String(BALANCE_DUE_DAYS_RANGE.default),
    min_notice_days: String(SAFARI_LIMITS.minNoticeDays.default),
  };
}

export function formFromPackage(pkg: OperatorSafari): PackageFormState {
  const itinerary = pkg.itinerary.map((d) => ({
    title: d.title,
    description: d.description,
    accommodation: d.accommodation,
    meals: d.meals,
  }));
  return {
    title: pkg.title,
    summary: pkg.summary,
    description: pkg.description,
    destinations: pkg.destinations.map((d) => d.slug),
    duration_days: String(pkg.duration_days),
    itinerary: resizeItinerary(itinerary, pkg.duration_days),
    inclusions: pkg.inclusions.join('\n'),
    exclusions: pkg.exclusions.join('\n'),
    tier: pkg.tier,
    is_private: pkg.is_private,
    max_group_size: String(pkg.max_group_size),
    adult_price_usd: String(pkg.adult_price_usd),
    child_price_usd: String(pkg.child_price_usd),
    deposit_percent: String(pkg.deposit_percent),
    balance_due_days: String(pkg.balance_due_days),
    min_notice_days: String(pkg.min_notice_days),
  };
}

/**
 * The itinerary has exactly one day per day of the duration: extra days are dropped from the end,
 * missing days are added empty. An unusable duration leaves the itinerary as it is.
 */
export function resizeItinerary(days: ItineraryDayDraft[], duration: number): ItineraryDayDraft[] {
  if (
    !Number.isInteger(duration) ||
    duration < SAFARI_LIMITS.durationDays.min ||
    duration > SAFARI_LIMITS.durationDays.max
  ) {
    return days;
  }
  if (days.length === duration) return days;
  if (days.length > duration) return days.slice(0, duration);
  return [...days, ...Array.from({ length: duration - days.length }, emptyDay)];
}

/** The days that would be lost by shortening to `duration` and contain text. */
export function filledDaysLost(days: ItineraryDayDraft[], duration: number): number {
  if (!Number.isInteger(duration) || duration < 1) return 0;
  return days.slice(duration).filter((d) => d.title.trim() || d.description.trim() || d.accommodation.trim())
    .length;
}

/** '', '12', '12.5' → undefined, 12, 12.5 (the schema then says what is wrong with it). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** True when at least one itinerary day has content (an all-empty itinerary is sent as []). */
function hasItinerary(days: ItineraryDayDraft[]): boolean {
  return days.some((d) => d.title.trim() || d.description.trim() || d.accommodation.trim() || d.meals.length);
}

/** What the API receives for a form state and a status. */
export function toSafariInput(form: PackageFormState, status: SafariStatus): SafariInput {
  return {
    title: form.title.trim(),
    summary: form.summary.trim(),
    description: form.description.trim(),
    destinations: form.destinations,
    duration_days: numberOf(form.duration_days) as number,
    itinerary: hasItinerary(form.itinerary)
      ? form.itinerary.map((d, i) => ({
          day: i + 1,
          title: d.title.trim(),
          description: d.description.trim(),
          accommodation: d.accommodation.trim(),
          meals: d.meals,
        }))
      : [],
    inclusions: lines(form.inclusions),
    exclusions: lines(form.exclusions),
    tier: form.tier,
    is_private: form.is_private,
    max_group_size: numberOf(form.max_group_size) as number,
    adult_price_usd: numberOf(form.adult_price_usd) as number,
    child_price_usd: numberOf(form.child_price_usd) as number,
    deposit_percent: numberOf(form.deposit_percent) as number,
    balance_due_days: numberOf(form.balance_due_days) as number,
    min_notice_days: numberOf(form.min_notice_days) as number,
    status,
  };
}

/** Field key of an issue path: 'title', 'itinerary.2.title', 'inclusions'. List items map to the list. */
export function fieldKey(path: readonly PropertyKey[]): string {
  const [first, second, third] = path;
  if ((first === 'inclusions' || first === 'exclusions' || first === 'destinations') && path.length > 1) {
    return String(first);
  }
  if (first === 'itinerary' && typeof second === 'number' && third !== undefined)
    return `itinerary.${second}.${String(third)}`;
  return path.map(String).join('.') || 'form';
}

/**
 * The message of a schema issue for the form: its message key (FormField translates it), or, when the
 * schema built the text at runtime ('Day 2 is out of order'), the text with the issue's
 * `params.values` filled in — the key alone cannot carry them.
 */
export function issueMessage(issue: { message: string; params?: unknown }): string {
  const values = (issue.params as { values?: Record<string, unknown> } | undefined)?.values;
  return values ? messageText(issue.message, values) : issue.message;
}

/** The shared schema's messages for a form state (the same rules the API applies), by field key. */
export function validatePackageForm(form: PackageFormState, status: SafariStatus): FormErrors {
  const result = safariInputSchema.safeParse(toSafariInput(form, status));
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = fieldKey(issue.path);
    errors[key] ??= issueMessage(issue);
  }
  return errors;
}

/** The server's `fields` (keys like 'itinerary.0.title' or 'itinerary[0].title') as form errors. */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): FormErrors {
  const errors: FormErrors = {};
  for (const [rawKey, messages] of Object.entries(fields ?? {})) {
    const path = rawKey
      .replace(/\[(\d+)\]/g, '.$1')
      .split('.')
      .filter(Boolean)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    const key = fieldKey(path);
    const message = messages[0];
    if (message) errors[key] ??= message;
  }
  return errors;
}

/** The fields {@link fieldLabel} has a name for (safaris namespace, `editor.fieldLabels.*`). */
const LABELLED_FIELDS = [
  'title',
  'summary',
  'description',
  'destinations',
  'duration_days',
  'itinerary',
  'inclusions',
  'exclusions',
  'tier',
  'is_private',
  'max_group_size',
  'adult_price_usd',
  'child_price_usd',
  'deposit_percent',
  'balance_due_days',
  'min_notice_days',
  'images',
  'departures',
  'status',
  'form',
] as const;

/** Friendly field names for the completeness summary at the top of the form. */
export function fieldLabel(key: string): string {
  const day = /^itinerary\.(\d+)\.(\w+)$/.exec(key);
  if (day) return i18n.t('editor.dayField', { ns: 'safaris', day: Number(day[1]) + 1, field: day[2] });
  const known = LABELLED_FIELDS.find((field) => field === key);
  if (known) return i18n.t(`editor.fieldLabels.${known}`, { ns: 'safaris' });
  return key.replace(/_/g, ' ');
}
