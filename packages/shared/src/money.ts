/**
 * Money, in one place (ARCHITECTURE §4, §7). Amounts travel and are stored as integers in the
 * currency's minor unit (`amount_cents`, always with its currency); whole-unit figures such as a
 * package's price in USD are converted here and nowhere else. Shown without decimals (spec §9).
 */

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

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    // Shillings as Tanzanians write them, 'TSh 50,000', whatever the English variant (en-US says 'TZS').
    // Dollars as the spec writes them, '$1,299', in Swahili too (sw-TZ would write '$ 1,299').
    const shown =
      currency === 'USD' ? 'en-US' : currency === 'TZS' && locale.startsWith('en') ? 'en-TZ' : locale;
    f = new Intl.NumberFormat(shown, {
      style: 'currency',
      currency,
      // '$1,299' rather than 'US$1,299'; 'TSh 50,000'.
      currencyDisplay: currency === 'USD' ? 'narrowSymbol' : 'symbol',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    formatters.set(key, f);
  }
  return f;
}

/** Whole major units as shown to people: '$1,299', 'TSh 50,000' (no decimals, spec §9). */
export function formatMoney(amountMajor: number, currency: Currency = 'USD', locale = 'en-US'): string {
  return formatter(currency, locale).format(Math.round(amountMajor));
}

/** Minor units (an API `*_cents` amount) as shown to people. */
export function formatMinorUnits(amountMinor: number, currency: Currency = 'USD', locale = 'en-US'): string {
  return formatMoney(toMajorUnitsExact(amountMinor, currency), currency, locale);
}
