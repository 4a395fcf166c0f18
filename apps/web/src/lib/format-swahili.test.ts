import { formatMinorUnits, formatMoney } from '@dala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatRating, formatTimestamp } from './format';
import { changeLanguage, intlLocale } from './i18n';

/** Issue 16: dates, times and money in the active language through Intl (sw-TZ). */
describe('formats in Swahili', () => {
  beforeAll(() => changeLanguage('sw'));
  afterAll(() => changeLanguage('en'));

  it("writes dates 'dd MMM yyyy' with the Swahili month", () => {
    expect(intlLocale()).toBe('sw-TZ');
    expect(formatDate('2026-12-14')).toBe('14 Des 2026');
    expect(formatDate('2026-08-05')).toBe('05 Ago 2026');
    const stamp = new Date(2026, 2, 1, 18, 5).toISOString();
    expect(formatTimestamp(stamp)).toBe('01 Mac 2026, 18:05');
  });

  it("writes shillings 'TSh 50,000' and dollars '$1,299'", () => {
    expect(formatMinorUnits(5_000_000, 'TZS', intlLocale())).toMatch(/^TSh\s50,000$/);
    expect(formatMoney(1299, 'USD', intlLocale())).toBe('$1,299');
    expect(formatRating(4.8)).toBe('4.8');
  });
});
