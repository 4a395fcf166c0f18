import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney } from '../money';
import {
  formatDateRange,
  formatDisplayDateTime,
  formatStoredDate,
  parseTypedDateRange,
} from '../search/dates';
import { intlLocaleOf } from './language-choice';
import { replaceCatalog, translate } from './translate';

describe('dates, times and money in Swahili (sw-TZ)', () => {
  const sw = intlLocaleOf('sw');

  it("writes dates as 'dd MMM yyyy' with the Swahili month, English unchanged", () => {
    expect(formatStoredDate('2026-12-14', 'sw')).toBe('14 Des 2026');
    expect(formatStoredDate('2026-08-05', 'sw')).toBe('05 Ago 2026');
    expect(formatStoredDate('2026-03-01', 'sw')).toBe('01 Mac 2026');
    expect(formatStoredDate('2026-12-14')).toBe('14 Dec 2026');
    expect(formatStoredDate('2026-12-14', 'en')).toBe('14 Dec 2026');
    expect(formatStoredDate('not a date', 'sw')).toBe('not a date');
  });

  it("writes times on Tanzania's 24-hour clock", () => {
    expect(formatDisplayDateTime('2026-12-14T03:00:00Z', 'sw')).toBe('14 Des 2026, 06:00');
    expect(formatDisplayDateTime('2026-12-31T22:30:00Z', 'sw')).toBe('01 Jan 2027, 01:30');
    expect(formatDisplayDateTime('2026-12-14T15:05:00Z')).toBe('14 Dec 2026, 18:05');
  });

  it('reads a date typed with a Swahili month as well as an English one', () => {
    const range = parseTypedDateRange('14 Des 2026 - 18 Des 2026');
    expect(range && formatDateRange(range, 'sw')).toBe('14 Des 2026 - 18 Des 2026');
    expect(range && formatDateRange(range)).toBe('14 Dec 2026 - 18 Dec 2026');
  });

  it('a full date through Intl reads as Tanzanians write it', () => {
    const format = new Intl.DateTimeFormat(sw, {
      dateStyle: 'full',
      timeZone: 'Africa/Dar_es_Salaam',
    });
    expect(format.format(new Date('2026-01-14T09:00:00Z'))).toBe('Jumatano, 14 Januari 2026');
  });

  it("writes shillings 'TSh 50,000' without decimals and dollars '$1,299' as the spec does", () => {
    expect(formatMoney(50000, 'TZS', sw)).toMatch(/^TSh\s50,000$/);
    expect(formatMinorUnits(5_000_050, 'TZS', sw)).toMatch(/^TSh\s50,001$/);
    expect(formatMoney(1299, 'USD', sw)).toBe('$1,299');
    expect(formatMoney(1299, 'USD')).toBe('$1,299');
    expect(formatMoney(50000, 'TZS', sw)).toBe(formatMoney(50000, 'TZS'));
  });
});

describe('translate in Swahili', () => {
  it('writes date values in the language it renders', () => {
    const restore = replaceCatalog('sw', { mail: { test: 'Tarehe {{date}}, saa {{at}}' } });
    try {
      expect(
        translate('sw', 'mail.test', {
          date: { date: '2026-12-14' },
          at: { dateTime: '2026-12-14T03:00:00Z' },
        }),
      ).toBe('Tarehe 14 Des 2026, saa 14 Des 2026, 06:00');
    } finally {
      restore();
    }
  });

  it('falls back to English key by key', () => {
    const restore = replaceCatalog('sw', { auth: { emailRequired: 'Barua pepe inahitajika' } });
    try {
      expect(translate('sw', 'auth.emailRequired')).toBe('Barua pepe inahitajika');
      expect(translate('sw', 'auth.emailInvalid')).toBe('Please enter a valid email address');
    } finally {
      restore();
    }
  });

  it('picks the Swahili plural form by count', () => {
    const restore = replaceCatalog('sw', {
      auth: {
        tooManyLoginAttempts_one: 'dakika {{count}}',
        tooManyLoginAttempts_other: 'dakika {{count}} (nyingi)',
      },
    });
    try {
      expect(translate('sw', 'auth.tooManyLoginAttempts', { count: 1 })).toBe('dakika 1');
      expect(translate('sw', 'auth.tooManyLoginAttempts', { count: 3 })).toBe('dakika 3 (nyingi)');
    } finally {
      restore();
    }
  });
});
