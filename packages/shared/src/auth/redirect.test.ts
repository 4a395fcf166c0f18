import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { safeRedirectPath } from './redirect';
import { createPaymentSchema } from '../payments';

describe('safeRedirectPath', () => {
  it.each([
    '/',
    '/dashboard',
    '/bookings/3f2a?payment=paid',
    '/safaris?location=Serengeti+National+Park&guests=2&start_date=2026-12-23',
    '/booking/success?booking=DR-AB12CD34#details',
    '/safaris/serengeti-5-days',
    '/search?q=%2F%2Fnot-a-host',
    '/safaris/a%20b',
    '/a//b',
    '/@evil.example',
  ])('accepts the same-origin path %s as it is', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/login'],
    ['backslash host', '/\\evil.example'],
    ['backslash first', '\\\\evil.example'],
    ['backslash later in the path', '/safaris\\..\\\\evil.example'],
    ['slash and backslash', '\\/evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['one encoded slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['lower-case encoded backslash', '/%5cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['too deeply encoded', '/%25252525252F'],
    ['malformed escape', '/100%'],
    ['dot segments to a host', '/..//evil.example'],
    ['encoded dot segments to a host', '/%2e%2e//evil.example'],
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['NUL', '/dashboard\u0000'],
    ['https URL', 'https://evil.example/'],
    ['http URL', 'http://evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['no leading slash', 'dashboard'],
    ['empty', ''],
    ['a space first', ' /dashboard'],
  ])('refuses %s (%j)', (_name, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it('refuses what is not a string, and overlong paths', () => {
    for (const value of [undefined, null, 42, ['/dashboard'], { pathname: '/dashboard' }]) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
    expect(safeRedirectPath(`/${'a'.repeat(2_000)}`)).toBeUndefined();
  });
});

describe("the payment's return_path", () => {
  const returnPath = (value: string) => createPaymentSchema.safeParse({ return_path: value });

  it('takes a path of this site, with a query', () => {
    expect(returnPath('/booking/success').success).toBe(true);
    expect(returnPath('/bookings/3f2a?tab=payments').success).toBe(true);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    'https://evil.example',
  ])('refuses %s', (value) => {
    expect(translate('en', returnPath(value).error?.issues[0]?.message ?? '')).toBe(
      'The return path must be a path on this site',
    );
  });

  it('refuses a fragment (the server appends its query) and characters a Location header cannot carry', () => {
    expect(returnPath('/bookings#top').success).toBe(false);
    expect(returnPath('/bookings/ü€').success).toBe(false);
  });
});
