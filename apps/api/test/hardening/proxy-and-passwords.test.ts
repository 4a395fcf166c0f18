import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, ConfigError } from '../../src/config';
import * as password from '../../src/lib/password';
import { createUser, TEST_PASSWORD } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Counts calls to the password hasher while still hashing for real.
vi.mock('../../src/lib/password', async (importOriginal) => {
  const real = await importOriginal<typeof password>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

describe('TRUST_PROXY', () => {
  const parse = (value: string) =>
    loadConfig({
      DATA_DIR: '/tmp/dala-config-test',
      JWT_SECRET: 'x'.repeat(32),
      PAYMENTS_ALLOW_SANDBOX: 'true',
      TRUST_PROXY: value,
    }).trustProxy;

  it('takes a number of hops or the proxies’ addresses, never "trust everything"', () => {
    expect(parse('')).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('true')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.2, 192.168.0.0/16,::1')).toEqual(['10.0.0.2', '192.168.0.0/16', '::1']);
    expect(() => parse('proxy.internal')).toThrow(ConfigError);
    expect(() => parse('10.0.0.0/33')).toThrow(/TRUST_PROXY must be false, a number of proxy hops/);
  });

  async function failuresKeyedBy(trustProxy: string, forwardedFor: string[]): Promise<string[]> {
    const t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
    try {
      for (const header of forwardedFor) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'nobody@example.com', password: 'wrong-password' },
          headers: { 'x-forwarded-for': header },
        });
        expect(res.statusCode).toBe(401);
      }
      const rows = await t.app.db.execute(
        sql`select key from rate_limits where key like 'login:ip:%' order by key`,
      );
      return rows.rows.map((r) => String(r.key));
    } finally {
      await t.close();
    }
  }

  it('a forged X-Forwarded-For cannot change the rate-limit key (one proxy hop)', async () => {
    // The proxy appends the address it saw (41.59.9.9); whatever the client wrote stands to its left.
    const keys = await failuresKeyedBy('1', [
      '1.2.3.4, 41.59.9.9',
      '5.6.7.8, 9.9.9.9, 41.59.9.9',
      '41.59.9.9',
    ]);
    expect(keys).toEqual(['login:ip:41.59.9.9']);
  });

  it('a forged X-Forwarded-For cannot change the rate-limit key (trusted proxy addresses)', async () => {
    // app.inject() connects from 127.0.0.1: the trusted proxy.
    const keys = await failuresKeyedBy('127.0.0.1', ['1.2.3.4, 41.59.9.9', 'evil, 41.59.9.9']);
    expect(keys).toEqual(['login:ip:41.59.9.9']);
  });
});

describe('passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a reset with a dead token is refused before the new password is hashed', async () => {
    const hash = vi.mocked(password.hashPassword);
    hash.mockClear();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: {
        token: 'a'.repeat(43),
        password: 'Ngorongoro-Crater-Rim',
        password2: 'Ngorongoro-Crater-Rim',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.token).toBeDefined();
    expect(hash).not.toHaveBeenCalled();
    // The spy does see the app's hashing (so the check above can fail).
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        first_name: 'A',
        last_name: 'B',
        email: 'spy@example.com',
        password: 'Lake-Natron-Flamingo',
        password2: 'Lake-Natron-Flamingo',
      },
    });
    expect(hash).toHaveBeenCalled();
  });

  it('a password change counts wrong current passwords per account, as sign-in does', async () => {
    const user = await createUser(t.app);
    const NEW_PASSWORD = 'Kilimanjaro-Summit-Night';
    const change = (current: string, next = NEW_PASSWORD) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers: user.authHeader,
        payload: { current_password: current, password: next, password2: next },
      });
    // Wrong guesses below the limit, then the right password: it works and clears the count.
    for (let i = 1; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++)
      expect((await change(`guess-${i}`)).statusCode).toBe(400);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 1; i <= LOGIN_MAX_FAILURES_PER_ACCOUNT; i++)
      expect((await change(`guess-${i}`)).statusCode).toBe(400);
    // Over the limit: even the right password waits, and the answer says for how long.
    const blocked = await change(NEW_PASSWORD, 'Another-Long-Passphrase');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many wrong passwords\. Please try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await createUser(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: other.authHeader,
      payload: {
        current_password: TEST_PASSWORD,
        password: 'Kilimanjaro-Summit-Night',
        password2: 'Kilimanjaro-Summit-Night',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
