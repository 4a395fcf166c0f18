import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoNotifications } from '../../src/db/seed/notifications.seed';
import { seedDemoUsers } from '../../src/db/seed/users.seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { createTestApp, type TestApp } from '../test-app';
import { createUser, TEST_PASSWORD } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function login(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
}

describe('POST /api/auth/login', () => {
  it('answers access_token, user and refresh_expires_in, and sets the refresh cookie on /api/auth', async () => {
    const { user } = await createUser(t.app, { email: 'login1@example.com' });
    const res = await login({ email: 'LOGIN1@example.com', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual(user);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_expires_in).toBeGreaterThan(24 * 3600 - 10);
    expect(body.refresh_expires_in).toBeLessThanOrEqual(24 * 3600);
    const cookie = res.cookies.find((c) => c.name === 'dala_refresh')!;
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBe(body.refresh_expires_in);
    // The access token works.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.json().email).toBe('login1@example.com');
  });

  it('gives a 30-day session with remember_me', async () => {
    await createUser(t.app, { email: 'remember@example.com' });
    const res = await login({ email: 'remember@example.com', password: TEST_PASSWORD, remember_me: true });
    expect(res.json().refresh_expires_in).toBeGreaterThan(30 * 24 * 3600 - 10);
    expect(res.cookies.find((c) => c.name === 'dala_refresh')!.maxAge).toBeGreaterThan(30 * 24 * 3600 - 10);
  });

  it("answers 401 'Invalid email or password' for a wrong password and for an unknown email alike", async () => {
    await createUser(t.app, { email: 'known@example.com' });
    const wrong = await login({ email: 'known@example.com', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not-the-password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ detail: 'Invalid email or password' });
      expect(res.cookies).toHaveLength(0);
    }
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('takes about as long for an unknown email as for a known one (a dummy hash is checked)', async () => {
    await createUser(t.app, { email: 'timing@example.com' });
    await login({ email: 'warmup@example.com', password: 'whatever-1' });
    const time = async (email: string) => {
      const start = performance.now();
      await login({ email, password: 'wrong-password' });
      return performance.now() - start;
    };
    // Interleaved samples, compared by their fastest: other work on the machine only ever adds time, so
    // the minimum is what the request itself costs (three failures stay under the account's lock).
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('timing@example.com'));
      unknown.push(await time(`ghost${i}@example.com`));
    }
    // Without the dummy hash an unknown email answers in a fraction of the time of a password check.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.4);
  });

  it('requires email and password (400, field errors)', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('locks an account after 5 failures in 15 minutes (429 + Retry-After), then lets it in when the window passes', async () => {
    await createUser(t.app, { email: 'locked@example.com' });
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: 'locked@example.com', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const locked = await login({ email: 'locked@example.com', password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.json()).toMatchObject({ code: 'rate_limited' });
    expect(locked.json().detail).toMatch(/Too many failed sign-in attempts/);
    // Another account (and the same IP) is not affected.
    await createUser(t.app, { email: 'neighbour@example.com' });
    expect((await login({ email: 'neighbour@example.com', password: TEST_PASSWORD })).statusCode).toBe(200);

    // The window passes (the counter lives in the database: move its end into the past).
    await t.app.db.execute(
      sql`update rate_limits set window_ends_at = now() - interval '1 second' where key = 'login:account:locked@example.com'`,
    );
    expect((await login({ email: 'locked@example.com', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('clears the failure count on a successful sign-in', async () => {
    await createUser(t.app, { email: 'typo@example.com' });
    for (let i = 0; i < 4; i++) await login({ email: 'typo@example.com', password: `wrong-${i}` });
    expect((await login({ email: 'typo@example.com', password: TEST_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login({ email: 'typo@example.com', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    expect((await login({ email: 'typo@example.com', password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('limits one IP address loosely: only failures count, 100 in 10 minutes', async () => {
    const ip = { 'x-forwarded-for': '41.59.1.1' };
    // Many honest travelers behind one carrier address sign in successfully: nothing counts.
    const app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      await createUser(app.app, { email: 'carrier@example.com' });
      const attempt = (email: string, password: string) =>
        app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: ip });
      for (let i = 0; i < 30; i++)
        expect((await attempt('carrier@example.com', TEST_PASSWORD)).statusCode).toBe(200);
      // 99 failures spread over many accounts: still allowed.
      await app.app.db.execute(
        sql`insert into rate_limits (key, count, window_started_at, window_ends_at)
            values ('login:ip:41.59.1.1', 99, now(), now() + interval '10 minutes')`,
      );
      expect((await attempt('someone@example.com', 'wrong-password')).statusCode).toBe(401);
      // The 100th failure reached the limit: the address waits, even with the right password.
      const blocked = await attempt('carrier@example.com', TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(9 * 60);
      // Another address is not affected.
      const other = await app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'carrier@example.com', password: TEST_PASSWORD },
        headers: { 'x-forwarded-for': '41.59.1.2' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('lets every demo account of the seed sign in with the demo password, with its notifications', async () => {
    await seedDemoUsers(t.app.db);
    await seedDemoNotifications(t.app.db);
    await seedDemoNotifications(t.app.db);
    for (const account of DEMO_ACCOUNTS) {
      const res = await login({ email: account.email, password: DEMO_PASSWORD });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().user).toMatchObject({ type: account.type, operator_type: account.operatorType });
      if (account.type === 'operator') expect(res.json().user.is_verified).toBe(true);
      // Their real history: the welcome, and the approval of verified operators (seeded once).
      const notes = await t.app.inject({
        method: 'GET',
        url: '/api/notifications/',
        headers: { authorization: `Bearer ${res.json().access_token}` },
      });
      expect(notes.json().total).toBe(account.type === 'operator' ? 2 : 1);
    }
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const app = await createTestApp({ env: { PUBLIC_URL: 'https://dalarides.co.tz' } });
    try {
      await createUser(app.app, { email: 'secure@example.com' });
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'secure@example.com', password: TEST_PASSWORD },
      });
      expect(res.cookies.find((c) => c.name === 'dala_refresh')!.secure).toBe(true);
    } finally {
      await app.close();
    }
  });
});
