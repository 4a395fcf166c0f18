import { describe, expect, it } from 'vitest';
import { DISPLAY_TIME_ZONE } from './constants';
import {
  MONTH_ABBREVIATIONS,
  WEEKDAY_ABBREVIATIONS,
  displayLanguage,
  formatDecimal,
  tanzanianTime,
} from './display-format';
import { intlLocaleOf } from './i18n/language-choice';
import { LANGUAGES } from './i18n/languages';
import { formatMoney, type Currency } from './money';

// What Intl writes for each shape, in each language's Intl locale: the formatters without Intl must
// write the same (display-format.ts).
const intlPart = (locale: string, options: Intl.DateTimeFormatOptions, date: Date, type: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: DISPLAY_TIME_ZONE, ...options })
    .formatToParts(date)
    .find((part) => part.type === type)?.value;

describe('display formats without Intl', () => {
  it.each(LANGUAGES)('names the months and weekdays as Intl does in %s', (language) => {
    const locale = intlLocaleOf(language);
    expect(displayLanguage(locale)).toBe(language);
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 15, 9));
      expect(MONTH_ABBREVIATIONS[language][month]).toBe(
        intlPart(locale, { month: 'short' }, date, 'month')?.replace(/\.$/, ''),
      );
    }
    // 2024-01-01 was a Monday.
    for (let day = 0; day < 7; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day, 9));
      expect(WEEKDAY_ABBREVIATIONS[language][day]).toBe(
        intlPart(locale, { weekday: 'short' }, date, 'weekday'),
      );
    }
  });

  it('writes numbers as Intl does in both languages, rounding half away from zero', () => {
    const values = [0, 7, 999, 1000, 12_345, 999_999.96, 1_234_567.5, -5, -1234.56, 4.75, 4.25, 3, 0.05];
    for (const language of LANGUAGES) {
      const locale = intlLocaleOf(language);
      for (const digits of [0, 1, 2]) {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        for (const value of values)
          expect(formatDecimal(value, digits), `${value} ${digits} ${locale}`).toBe(intl.format(value));
      }
    }
    // One deliberate difference: what rounds to nothing has no sign (Intl writes '-0').
    expect(formatDecimal(-0.04)).toBe('0');
  });

  it('writes money as Intl does: TSh with a no-break space, dollars with the narrow symbol', () => {
    const intl = (currency: Currency, language: string) =>
      new Intl.NumberFormat(currency === 'USD' ? 'en-US' : language === 'en' ? 'en-TZ' : 'sw-TZ', {
        style: 'currency',
        currency,
        currencyDisplay: currency === 'USD' ? 'narrowSymbol' : 'symbol',
        maximumFractionDigits: 0,
      });
    for (const language of LANGUAGES)
      for (const currency of ['USD', 'TZS'] as const)
        for (const amount of [0, 5, 1299, 50_000, 3_250_000, 2500.4, -5, -1234])
          expect(formatMoney(amount, currency, intlLocaleOf(language))).toBe(
            intl(currency, language).format(Math.round(amount)),
          );
  });

  it('reads an instant on the Tanzanian clock, as Intl does in Africa/Dar_es_Salaam', () => {
    const parts = (date: Date) =>
      Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone: DISPLAY_TIME_ZONE,
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          hourCycle: 'h23',
        })
          .formatToParts(date)
          .map((part) => [part.type, part.value]),
      );
    // Across a year (both sides of any daylight saving elsewhere) and around midnight in Tanzania.
    for (let hour = 0; hour < 24 * 366; hour += 7) {
      const date = new Date(Date.UTC(2026, 0, 1, hour, 30));
      const expected = parts(date);
      const time = tanzanianTime(date);
      expect([time.year, time.month, time.day, time.hour, time.minute]).toEqual(
        ['year', 'month', 'day', 'hour', 'minute'].map((type) => Number(expected[type])),
      );
    }
    expect(tanzanianTime(new Date('2026-11-22T21:30:00Z'))).toMatchObject({ day: 23, weekday: 1, hour: 0 });
  });
});
