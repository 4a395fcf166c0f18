import { AUTH_MESSAGES } from '@dala/shared';
import { englishTexts } from '../messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { createUser, refreshHeaders, TEST_PASSWORD } from './auth-helpers';

const M = englishTexts(AUTH_MESSAGES);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET and PUT /api/users/me', () => {
  it('answers the user object with the documented fields', async () => {
    const op = await createUser(t.app, {
      type: 'operator',
      operator_type: 'transporter',
      company_name: 'Twiga',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: op.authHeader });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(
      expect.arrayContaining([
        'id',
        'email',
        'type',
        'operator_type',
        'first_name',
        'last_name',
        'phone_number',
        'is_verified',
        'email_verified',
        'verification_status',
        'company_name',
      ]),
    );
    expect(res.json()).toMatchObject({
      type: 'operator',
      operator_type: 'transporter',
      company_name: 'Twiga',
      is_verified: false,
      verification_status: 'not_submitted',
    });
  });

  it('changes names and phone number, and ignores email, type, operator_type and is_verified', async () => {
    const u = await createUser(t.app, { email: 'profile@example.com' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: u.authHeader,
      payload: {
        first_name: ' Asha ',
        last_name: 'Kimaro',
        phone_number: '+255 713 000 111',
        email: 'hijack@example.com',
        type: 'admin',
        operator_type: 'transporter',
        is_verified: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Asha',
      last_name: 'Kimaro',
      phone_number: '+255713000111',
      email: 'profile@example.com',
      type: 'traveler',
      operator_type: null,
      is_verified: false,
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: u.authHeader });
    expect(again.json()).toEqual(res.json());
  });

  it('validates with the same messages as registration', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: u.authHeader,
      payload: { first_name: '', last_name: '  ', phone_number: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      phone_number: [M.phoneInvalid],
    });
  });

  it('lets a traveler clear the phone number but not an operator', async () => {
    const traveler = await createUser(t.app, { phone_number: '+255700000000' });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: traveler.authHeader,
      payload: { phone_number: '' },
    });
    expect(cleared.json().phone_number).toBeNull();
    const op = await createUser(t.app, { type: 'operator' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: op.authHeader,
      payload: { phone_number: null },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ phone_number: ['Phone number is required for operators'] });
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/me', payload: {} })).statusCode).toBe(401);
  });
});

describe('POST /api/users/me/password', () => {
  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const u = await createUser(t.app, { email: 'change@example.com' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'change@example.com', password: TEST_PASSWORD },
    });
    const otherCookie = other.cookies.find((c) => c.name === 'dala_refresh')!.value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: u.authHeader,
      payload: {
        current_password: TEST_PASSWORD,
        password: 'ngorongoro-crater-42',
        password2: 'ngorongoro-crater-42',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toBe(M.passwordChanged);
    // This session goes on; the other one is over.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: u.authHeader })).statusCode,
    ).toBe(200);
    const otherMe = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${other.json().access_token}` },
    });
    expect(otherMe.statusCode).toBe(401);
    const otherRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh',
      headers: refreshHeaders(otherCookie),
    });
    expect(otherRefresh.statusCode).toBe(401);
    // New password in, old one out.
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'change@example.com', password },
      });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('ngorongoro-crater-42')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a mismatch and a common password', async () => {
    const u = await createUser(t.app);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/users/me/password', headers: u.authHeader, payload });
    const wrong = await post({
      current_password: 'nope-nope',
      password: 'ngorongoro-1',
      password2: 'ngorongoro-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ current_password: ['Current password is incorrect'] });
    const mismatch = await post({
      current_password: TEST_PASSWORD,
      password: 'ngorongoro-1',
      password2: 'ngorongoro-2',
    });
    expect(mismatch.json().fields).toEqual({ password2: ['Passwords do not match'] });
    const common = await post({
      current_password: TEST_PASSWORD,
      password: 'sunshine1',
      password2: 'sunshine1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ password: [M.passwordTooCommon] });
  });
});
