import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import {
  createUser,
  latestMailedToken,
  refreshCookieOf,
  refreshHeaders,
  TEST_PASSWORD,
  waitForMails,
} from './auth-helpers';

// The session hint (dala_session): a readable companion of the refresh cookie, set and cleared with it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Cookie = {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  maxAge?: number;
  expires?: Date;
};
const cookieOf = (res: { cookies: Cookie[] }, name: string) => res.cookies.find((c) => c.name === name);
const hintOf = (res: { cookies: Cookie[] }) => cookieOf(res, 'dala_session');

function post(url: string, payload: object = {}, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}
async function signIn(email: string, rememberMe = false) {
  await createUser(t.app, { email });
  return post('/api/auth/login', { email, password: TEST_PASSWORD, remember_me: rememberMe });
}
/** The hint is cleared: empty value, expired, on the same path it was set on. */
function expectHintCleared(res: { cookies: Cookie[] }) {
  const hint = hintOf(res);
  expect(hint).toBeDefined();
  expect(hint!.value).toBe('');
  expect(hint!.path).toBe('/');
  expect(hint!.expires!.getTime()).toBeLessThanOrEqual(Date.now());
}

describe('session hint cookie', () => {
  it('is set beside the refresh cookie at sign-in: readable, path /, same SameSite, Secure and lifetime', async () => {
    for (const rememberMe of [false, true]) {
      const res = await signIn(`hint-login-${rememberMe}@example.com`, rememberMe);
      expect(res.statusCode).toBe(200);
      const refresh = cookieOf(res, 'dala_refresh')!;
      const hint = hintOf(res)!;
      expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
      expect(hint.httpOnly).toBeFalsy();
      expect(hint.secure).toBeFalsy();
      expect(hint.maxAge).toBe(refresh.maxAge);
      expect(hint.maxAge).toBe(res.json().refresh_expires_in);
      // No secret in it.
      expect(hint.value).not.toContain(refresh.value);
    }
  });

  it('is Secure when PUBLIC_URL is https, like the refresh cookie', async () => {
    const app = await createTestApp({ env: { PUBLIC_URL: 'https://dalarides.co.tz' } });
    try {
      await createUser(app.app, { email: 'hint-secure@example.com' });
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'hint-secure@example.com', password: TEST_PASSWORD },
      });
      expect(cookieOf(res, 'dala_refresh')!.secure).toBe(true);
      expect(hintOf(res)!.secure).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('is set again when the refresh token rotates', async () => {
    const login = await signIn('hint-rotate@example.com');
    const res = await post('/api/auth/token/refresh', {}, refreshHeaders(refreshCookieOf(login)));
    expect(res.statusCode).toBe(200);
    expect(hintOf(res)).toMatchObject({ value: '1', path: '/' });
    expect(hintOf(res)!.maxAge).toBe(cookieOf(res, 'dala_refresh')!.maxAge);
  });

  it('is not set by a registration (it does not sign in) nor by a failed sign-in', async () => {
    const registered = await post('/api/auth/register', {
      email: 'hint-register@example.com',
      password: 'kilimanjaro-sunrise',
      password2: 'kilimanjaro-sunrise',
      first_name: 'Hint',
      last_name: 'Register',
    });
    await t.app.jobs.settle();
    expect(registered.statusCode).toBe(201);
    expect(cookieOf(registered, 'dala_refresh')).toBeUndefined();
    expect(hintOf(registered)).toBeUndefined();

    await createUser(t.app, { email: 'hint-wrong@example.com' });
    const res = await post('/api/auth/login', {
      email: 'hint-wrong@example.com',
      password: 'nope-nope-nope',
    });
    expect(res.statusCode).toBe(401);
    expect(hintOf(res)).toBeUndefined();
  });

  it('is cleared by a refresh without a refresh cookie (a hint left alone)', async () => {
    const res = await post('/api/auth/token/refresh', {}, { ...refreshHeaders(), cookie: 'dala_session=1' });
    expect(res.statusCode).toBe(401);
    expectHintCleared(res);
  });

  it('is cleared with the refresh cookie by an invalid or reused refresh token', async () => {
    const invalid = await post('/api/auth/token/refresh', {}, refreshHeaders('not-a-token'));
    expect(invalid.statusCode).toBe(401);
    expectHintCleared(invalid);
    expect(cookieOf(invalid, 'dala_refresh')!.value).toBe('');

    const login = await signIn('hint-reuse@example.com');
    const stolen = refreshCookieOf(login)!;
    const rotated = await post('/api/auth/token/refresh', {}, refreshHeaders(stolen));
    expect(rotated.statusCode).toBe(200);
    // The successor is used, so the old token coming back is a replay (not a lost answer).
    const successor = refreshCookieOf(rotated)!;
    expect((await post('/api/auth/token/refresh', {}, refreshHeaders(successor))).statusCode).toBe(200);
    const replay = await post('/api/auth/token/refresh', {}, refreshHeaders(stolen));
    expect(replay.statusCode).toBe(401);
    expectHintCleared(replay);
  });

  it('is cleared by logout and by logout-all', async () => {
    const login = await signIn('hint-logout@example.com');
    const logout = await post('/api/auth/logout', {}, refreshHeaders(refreshCookieOf(login)));
    expect(logout.statusCode).toBe(200);
    expectHintCleared(logout);
    expect(cookieOf(logout, 'dala_refresh')!.value).toBe('');

    const other = await signIn('hint-logout-all@example.com');
    const all = await post(
      '/api/auth/logout-all',
      {},
      { authorization: `Bearer ${other.json().access_token as string}` },
    );
    expect(all.statusCode).toBe(200);
    expectHintCleared(all);
  });

  it('is cleared when a refresh finds the session revoked (e.g. by an admin or a password change elsewhere)', async () => {
    const u = await createUser(t.app, { email: 'hint-revoked@example.com' });
    const logoutAll = await post('/api/auth/logout-all', {}, u.authHeader);
    expect(logoutAll.statusCode).toBe(200);
    const res = await post('/api/auth/token/refresh', {}, refreshHeaders(u.refreshToken));
    expect(res.statusCode).toBe(401);
    expectHintCleared(res);
  });

  it('is cleared by a password reset', async () => {
    await createUser(t.app, { email: 'hint-reset@example.com' });
    await post('/api/auth/password/forgot', { email: 'hint-reset@example.com' });
    await waitForMails(t.dataDir, 'hint-reset@example.com');
    const token = latestMailedToken(t.dataDir, 'hint-reset@example.com', '/reset-password')!;
    const res = await post('/api/auth/password/reset', {
      token,
      password: 'mikumi-zebra-9',
      password2: 'mikumi-zebra-9',
    });
    expect(res.statusCode).toBe(200);
    expectHintCleared(res);
  });
});
