import { describe, expect, it } from 'vitest';
import {
  hasUnsafeCharacters,
  MAX_INT4,
  serialId,
  serialIdParam,
  text,
  TEXT_UNSAFE_CHARACTERS_MESSAGE,
} from './input';
import { loginSchema, registerSchema } from './auth';
import { translate } from './i18n/translate';
import { createBookingSchema } from './bookings';
import { isoDateSchema, safariInputSchema, safariSearchQuerySchema } from './safaris';
import { paginationQuerySchema } from './pagination';

describe('text()', () => {
  it('refuses NUL bytes and unpaired surrogates, keeps every real character', () => {
    expect(hasUnsafeCharacters('a\u0000b')).toBe(true);
    expect(hasUnsafeCharacters('\ud800')).toBe(true);
    expect(hasUnsafeCharacters('x\udc00')).toBe(true);
    expect(hasUnsafeCharacters('\udc00\ud800')).toBe(true);
    expect(hasUnsafeCharacters('Karibu 🦁 Tanzania — Ngorongoro')).toBe(false);
    expect(hasUnsafeCharacters('tab\tand\nnewline')).toBe(false);
  });

  it('answers with a field error before its other checks', () => {
    const schema = text().trim().min(1).max(5);
    const result = schema.safeParse('\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([TEXT_UNSAFE_CHARACTERS_MESSAGE]);
    expect(schema.parse(' ok ')).toBe('ok');
  });

  it('guards the request schemas (login, register, booking, package, search)', () => {
    const login = loginSchema.safeParse({ email: 'a\u0000@b.co', password: 'x' });
    expect(login.error?.issues[0]).toMatchObject({
      path: ['email'],
      message: TEXT_UNSAFE_CHARACTERS_MESSAGE,
    });
    const register = registerSchema.safeParse({
      first_name: 'Neema\u0000',
      last_name: 'M',
      email: 'n@example.com',
      password: 'long-enough-pass',
      password2: 'long-enough-pass',
    });
    expect(register.error?.issues.some((i) => i.path[0] === 'first_name')).toBe(true);
    const search = safariSearchQuerySchema.safeParse({ location: '%\u0000' });
    expect(search.error?.issues[0]?.path).toEqual(['location']);
    const pkg = safariInputSchema.safeParse({
      title: 'Ok',
      duration_days: 1,
      max_group_size: 4,
      adult_price_usd: 1,
      child_price_usd: 1,
      itinerary: [{ day: 1, title: 'Day \ud800', description: 'x' }],
    });
    expect(pkg.error?.issues[0]?.path).toEqual(['itinerary', 0, 'title']);
  });
});

describe('ids and numbers', () => {
  it('bounds serial ids to what an int4 column holds', () => {
    expect(serialId('common.unknownId').safeParse(MAX_INT4).success).toBe(true);
    expect(serialId('common.unknownId').safeParse(MAX_INT4 + 1).success).toBe(false);
    expect(serialId('common.unknownId').safeParse(0).success).toBe(false);
    expect(serialIdParam('common.unknownId').safeParse('2147483648').success).toBe(false);
    expect(serialIdParam('common.unknownId').safeParse('1e20').success).toBe(false);
    expect(serialIdParam('common.unknownId').parse('42')).toBe(42);
  });

  it('refuses a booking for an id no row can have', () => {
    const result = createBookingSchema.safeParse({
      safari_id: 2_147_483_648,
      departure_id: 1,
      adults: 1,
      lead_traveler: { name: 'Asha', email: 'asha@example.com', phone: '+255712345678' },
      accept_terms: true,
    });
    expect(result.error?.issues[0]?.path).toEqual(['safari_id']);
  });

  it('bounds the page number', () => {
    expect(paginationQuerySchema.safeParse({ page: '100000' }).success).toBe(true);
    expect(paginationQuerySchema.safeParse({ page: '100001' }).success).toBe(false);
  });
});

describe('dates', () => {
  it('accepts calendar dates between 2000 and 2100 only', () => {
    expect(isoDateSchema.safeParse('2026-11-23').success).toBe(true);
    expect(isoDateSchema.safeParse('2000-01-01').success).toBe(true);
    expect(isoDateSchema.safeParse('2100-12-31').success).toBe(true);
    expect(translate('en', isoDateSchema.safeParse('9999-12-31').error?.issues[0]?.message ?? '')).toBe(
      'Enter a date between 2000 and 2100',
    );
    expect(isoDateSchema.safeParse('1999-12-31').success).toBe(false);
    expect(isoDateSchema.safeParse('0000-01-01').success).toBe(false);
    expect(
      isoDateSchema.safeParse('2026-02-30').error?.issues.map((i) => translate('en', i.message)),
    ).toEqual(['Enter a valid date (YYYY-MM-DD)']);
  });
});
