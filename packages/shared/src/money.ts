/**
 * Money, in one place (ARCHITECTURE §4, §7). Amounts travel and are stored as integers in the
 * currency's minor unit (`amount_cents`, always with its currency); whole-unit figures such as a
 * package's price in USD are converted here and nowhere else. Shown without decimals (spec §9).
 */

import { formatDecimal } from './display-format';

export const CURRENCIES = ['USD', 'TZS'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Minor units per major unit: USD has cents; the Tanzanian shilling's cents are not used, but
 * providers and our columns still count TZS in hundredths so that both currencies share one shape. */
const MINOR_UNITS_PER_MAJOR: Record<Currency, number> = { USD: 100, TZS: 100 };

/**
 * `percent` of an amount, rounded half up to a whole unit (amounts are never negative): deals, deposits,
 * fees and refunds of every marketplace round this way.
 */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100 + 0.5);
}

/** Whole major units (e.g. USD 1 299) → minor units (129 900). */
export function toMinorUnits(amountMajor: number, currency: Currency = 'USD'): number {
  return Math.round(amountMajor * MINOR_UNITS_PER_MAJOR[currency]);
}

/** Minor units → whole major units, rounded (prices are whole dollars; shown without decimals). */
export function toMajorUnits(amountMinor: number, currency: Currency = 'USD'): number {
  return Math.round(amountMinor / MINOR_UNITS_PER_MAJOR[currency]);
}

/** Minor units → major units, exact (for arithmetic that must not round, e.g. a rate conversion). */
export function toMajorUnitsExact(amountMinor: number, currency: Currency = 'USD'): number {
  return amountMinor / MINOR_UNITS_PER_MAJOR[currency];
}

/**
 * How each currency is written, in both our languages: shillings as Tanzanians write them, 'TSh 50,000'
 * (with a no-break space; Intl's en-TZ and sw-TZ), dollars as the spec writes them, '$1,299' (Intl's
 * narrow symbol). Written without Intl (display-format.ts says why); money.test.ts holds it to Intl.
 */
const CURRENCY_PREFIX: Record<Currency, string> = { USD: '$', TZS: 'TSh\u00a0' };

/**
 * Whole major units as shown to people: '$1,299', 'TSh 50,000' (no decimals, spec §9). The reader's
 * locale is taken for a language that would write money otherwise; ours both write it the same.
 */
export function formatMoney(amountMajor: number, currency: Currency = 'USD', _locale = 'en-US'): string {
  const whole = Math.round(amountMajor);
  return `${whole < 0 ? '-' : ''}${CURRENCY_PREFIX[currency]}${formatDecimal(Math.abs(whole))}`;
}

/** Minor units (an API `*_cents` amount) as shown to people. */
export function formatMinorUnits(amountMinor: number, currency: Currency = 'USD', locale = 'en-US'): string {
  return formatMoney(toMajorUnitsExact(amountMinor, currency), currency, locale);
}
