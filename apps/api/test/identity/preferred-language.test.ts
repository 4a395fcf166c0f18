import { AUTH_MESSAGES, DEFAULT_LANGUAGE, translate } from '@dala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { createUser } from './auth-helpers';

/** Issue 11: the account's preferred language (users.preferred_language). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('preferred_language', () => {
  it('is English for a new account, saved by PUT /users/me and answered by GET /users/me', async () => {
    const u = await createUser(t.app);
    expect(u.user.preferred_language).toBe(DEFAULT_LANGUAGE);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: u.authHeader });
    expect(me.json().preferred_language).toBe('en');

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: u.authHeader,
      payload: { preferred_language: 'en', first_name: 'Zuhura' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ preferred_language: 'en', first_name: 'Zuhura' });
    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: u.authHeader });
    expect(after.json()).toMatchObject({ preferred_language: 'en', first_name: 'Zuhura' });
  });

  it('refuses a language the product does not speak with a field error, and keeps the old one', async () => {
    const u = await createUser(t.app);
    for (const value of ['xx', 'EN', '', 42, null]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: u.authHeader,
        payload: { preferred_language: value },
      });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json()).toEqual({
        detail: translate('en', AUTH_MESSAGES.languageInvalid),
        code: 'validation_error',
        fields: { preferred_language: ['Choose a supported language'] },
      });
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: u.authHeader });
    expect(me.json().preferred_language).toBe('en');
  });

  it('may be chosen at registration; an unknown one is a field error', async () => {
    const base = {
      first_name: 'Baraka',
      last_name: 'Mollel',
      password: 'ngorongoro-crater-rim',
      password2: 'ngorongoro-crater-rim',
    };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...base, email: 'baraka.lang@example.com', preferred_language: 'en' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.preferred_language).toBe('en');
    await t.app.jobs.settle();

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...base, email: 'baraka.lang2@example.com', preferred_language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ preferred_language: ['Choose a supported language'] });
  });

  it("answers a signed-in user's errors in their language (English for 'en'), whatever Accept-Language says", async () => {
    const u = await createUser(t.app, {
      type: 'operator',
      phone_number: '+255712000111',
      company_name: 'Kijani',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...u.authHeader, 'accept-language': 'fr-FR,de;q=0.8' },
      payload: { phone_number: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Phone number is required for operators',
      code: 'validation_error',
      fields: { phone_number: ['Phone number is required for operators'] },
    });
  });
});
