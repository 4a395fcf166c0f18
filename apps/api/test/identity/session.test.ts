import { NEW_ACCESS_TOKEN_HEADER } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/lib/auth/tokens';
import { createTestApp, type TestApp } from '../test-app';
import { createUser, refreshCookieOf, refreshHeaders, TEST_PASSWORD } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function refresh(headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/token/refresh', headers });
}
function me(accessToken: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}
async function signIn(email: string, rememberMe = false) {
  await createUser(t.app, { email });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD, remember_me: rememberMe },
  });
  return { accessToken: res.json().access_token as string, cookie: refreshCookieOf(res)! };
}

describe('POST /api/auth/token/refresh', () => {
  it("answers 401 'No refresh token found.' without a cookie", async () => {
    const res = await refresh(refreshHeaders());
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('No refresh token found.');
  });

  it('rotates: a new access token and cookie, and the old cookie is dead', async () => {
    const { cookie } = await signIn('rotate@example.com');
    const first = await refresh(refreshHeaders(cookie));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.user.email).toBe('rotate@example.com');
    expect(body.refresh_expires_in).toBeGreaterThan(0);
    const next = refreshCookieOf(first)!;
    expect(next).toBeDefined();
    expect(next).not.toBe(cookie);
    expect(first.cookies.find((c) => c.name === 'dala_refresh')).toMatchObject({
      path: '/api/auth',
      httpOnly: true,
    });
    expect((await me(body.access_token)).statusCode).toBe(200);

    const second = await refresh(refreshHeaders(next));
    expect(second.statusCode).toBe(200);
    // The old one no longer works.
    expect((await refresh(refreshHeaders(cookie))).statusCode).toBe(401);
  });

  it('revokes the whole family when a rotated token is presented again after its successor was used', async () => {
    const { cookie: stolen, accessToken } = await signIn('victim@example.com');
    const first = await refresh(refreshHeaders(stolen));
    // The victim goes on refreshing: the stolen token's successor is used.
    const victim = await refresh(refreshHeaders(refreshCookieOf(first)!));
    const victimCookie = refreshCookieOf(victim)!;
    const victimAccess = victim.json().access_token as string;

    // The thief replays the old token: refused, and the family is revoked.
    const replay = await refresh(refreshHeaders(stolen));
    expect(replay.statusCode).toBe(401);
    // The victim's newer token is dead too, and so are the access tokens of the family.
    expect((await refresh(refreshHeaders(victimCookie))).statusCode).toBe(401);
    expect((await me(victimAccess)).statusCode).toBe(401);
    expect((await me(accessToken)).statusCode).toBe(401);
  });

  it('revokes the family when a used token comes back after the grace period', async () => {
    const { cookie } = await signIn('late-replay@example.com');
    const next = refreshCookieOf(await refresh(refreshHeaders(cookie)))!;
    await t.app.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '5 minutes'
          where used_at is not null and session_id in (select s.id from auth_sessions s
            join users u on u.id = s.user_id where u.email = 'late-replay@example.com')`,
    );
    expect((await refresh(refreshHeaders(cookie))).statusCode).toBe(401);
    expect((await refresh(refreshHeaders(next))).statusCode).toBe(401);
  });

  it('lets a client whose refresh answer was lost (reload mid-refresh, two tabs) retry within seconds', async () => {
    const { cookie } = await signIn('lost-answer@example.com');
    // The answer carrying this successor never reached the browser.
    const lost = refreshCookieOf(await refresh(refreshHeaders(cookie)))!;
    const retry = await refresh(refreshHeaders(cookie));
    expect(retry.statusCode).toBe(200);
    const kept = refreshCookieOf(retry)!;
    expect(kept).not.toBe(lost);
    expect((await me(retry.json().access_token as string)).statusCode).toBe(200);
    // The family goes on from the retry's token.
    const after = await refresh(refreshHeaders(kept));
    expect(after.statusCode).toBe(200);

    // A thief replaying inside the leeway is still caught: the token it retired comes back next.
    const { cookie: stolen } = await signIn('lost-answer-thief@example.com');
    const victimToken = refreshCookieOf(await refresh(refreshHeaders(stolen)))!;
    const thief = await refresh(refreshHeaders(stolen));
    expect(thief.statusCode).toBe(200);
    expect((await refresh(refreshHeaders(victimToken))).statusCode).toBe(401);
    expect((await refresh(refreshHeaders(refreshCookieOf(thief)!))).statusCode).toBe(401);
  });

  it('keeps the absolute family lifetime: rotation never extends it', async () => {
    const { cookie } = await signIn('absolute@example.com', true);
    const res = await refresh(refreshHeaders(cookie));
    expect(res.json().refresh_expires_in).toBeLessThanOrEqual(30 * 24 * 3600);
    // The family reaches its end: the live token is refused.
    await t.app.db.execute(
      sql`update auth_sessions set expires_at = now() - interval '1 second'
          where user_id = (select id from users where email = 'absolute@example.com')`,
    );
    const late = await refresh(refreshHeaders(refreshCookieOf(res)));
    expect(late.statusCode).toBe(401);
  });

  it('requires the X-Requested-With header or a matching Origin (CSRF)', async () => {
    const { cookie } = await signIn('csrf@example.com');
    const bare = await refresh({ cookie: `dala_refresh=${cookie}` });
    expect(bare.statusCode).toBe(403);
    const foreign = await refresh({ cookie: `dala_refresh=${cookie}`, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    // Refused requests did not consume the token.
    const own = await refresh({ cookie: `dala_refresh=${cookie}`, origin: 'http://localhost:3000' });
    expect(own.statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session, clears the cookie, and is idempotent', async () => {
    const { cookie, accessToken } = await signIn('logout@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...refreshHeaders(cookie), authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'dala_refresh')!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api/auth');
    expect((await refresh(refreshHeaders(cookie))).statusCode).toBe(401);
    expect((await me(accessToken)).statusCode).toBe(401);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: refreshHeaders(cookie),
    });
    expect(again.statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: refreshHeaders(),
    });
    expect(anonymous.statusCode).toBe(200);
  });

  it('requires the CSRF header', async () => {
    const { cookie } = await signIn('logout-csrf@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `dala_refresh=${cookie}` },
    });
    expect(res.statusCode).toBe(403);
    expect((await refresh(refreshHeaders(cookie))).statusCode).toBe(200);
  });

  it('signs out every device with /api/auth/logout-all', async () => {
    const a = await signIn('everywhere@example.com');
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'everywhere@example.com', password: TEST_PASSWORD },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { authorization: `Bearer ${a.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(a.accessToken)).statusCode).toBe(401);
    expect((await me(b.json().access_token)).statusCode).toBe(401);
    expect((await refresh(refreshHeaders(refreshCookieOf(b)))).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('answers 401 without a token, with a malformed one, or with one signed by another key', async () => {
    const u = await createUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    expect((await me('not-a-jwt')).statusCode).toBe(401);
    const forged = await signAccessToken('another-secret-that-is-long-enough-to-sign', {
      userId: u.user.id,
      sessionId: u.sessionId,
      type: 'admin',
      operatorType: null,
    });
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const u = await createUser(t.app);
    const expired = await signAccessToken(
      t.config.jwtSecret,
      { userId: u.user.id, sessionId: u.sessionId, type: 'traveler', operatorType: null },
      -10,
    );
    expect((await me(expired)).statusCode).toBe(401);
  });

  it('lasts 15 minutes', async () => {
    const { accessToken } = await signIn('lifetime@example.com');
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('sends a fresh token in x-new-access-token when less than 2 minutes are left', async () => {
    const u = await createUser(t.app);
    const subject = {
      userId: u.user.id,
      sessionId: u.sessionId,
      type: 'traveler' as const,
      operatorType: null,
    };
    const fresh = await me(await signAccessToken(t.config.jwtSecret, subject, 15 * 60));
    expect(fresh.headers[NEW_ACCESS_TOKEN_HEADER]).toBeUndefined();

    const nearlyExpired = await me(await signAccessToken(t.config.jwtSecret, subject, 90));
    expect(nearlyExpired.statusCode).toBe(200);
    const renewed = nearlyExpired.headers[NEW_ACCESS_TOKEN_HEADER] as string;
    expect(renewed).toBeTruthy();
    const claims = JSON.parse(Buffer.from(renewed.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * 60);
    expect(claims.sid).toBe(u.sessionId);
    expect((await me(renewed)).statusCode).toBe(200);
  });

  it('exposes x-new-access-token through CORS when a separate web origin is configured', async () => {
    const app = await createTestApp({ env: { CORS_ORIGIN: 'https://app.dalarides.co.tz' } });
    try {
      const preflight = await app.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/token/refresh',
        headers: {
          origin: 'https://app.dalarides.co.tz',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-requested-with',
        },
      });
      expect(preflight.statusCode).toBeLessThan(300);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://app.dalarides.co.tz');
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      const u = await createUser(app.app);
      const res = await app.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { ...u.authHeader, origin: 'https://app.dalarides.co.tz' },
      });
      expect(res.headers['access-control-expose-headers']).toContain(NEW_ACCESS_TOKEN_HEADER);
      // A cookie call from that origin passes the CSRF check by its Origin alone.
      const viaOrigin = await app.app.inject({
        method: 'POST',
        url: '/api/auth/token/refresh',
        headers: { origin: 'https://app.dalarides.co.tz', cookie: `dala_refresh=${u.refreshToken}` },
      });
      expect(viaOrigin.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
