import { AUTH_MESSAGES } from '@dala/shared';
import { englishTexts } from '../messages';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { createUser, refreshCookieOf } from './auth-helpers';

const M = englishTexts(AUTH_MESSAGES);

const CLIENT_ID = 'dala-test.apps.googleusercontent.com';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let t: TestApp;
let googleKey: PrivateKey;
let strangerKey: PrivateKey;

beforeAll(async () => {
  // Locally generated keys stand in for Google's published ones.
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [jwk] });
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID },
    beforeReady: (app) => app.decorate('googleKeys', keys),
  });
});
afterAll(() => t.close());

function idToken(claims: Record<string, unknown>, key: PrivateKey = googleKey) {
  return new SignJWT({ email_verified: true, given_name: 'Rehema', family_name: 'Msuya', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(String(claims.aud ?? CLIENT_ID))
    .setSubject(String(claims.sub ?? '1234567890'))
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

function google(credential: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });
}

describe('POST /api/auth/google', () => {
  it('signs up a new traveler from a valid ID token and signs them in', async () => {
    const res = await google(await idToken({ sub: 'g-1', email: 'Rehema@gmail.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: 'rehema@gmail.com',
      type: 'traveler',
      first_name: 'Rehema',
      last_name: 'Msuya',
      email_verified: true,
      has_password: false,
    });
    expect(refreshCookieOf(res)).toBeTruthy();
    // Next time, the same account.
    const again = await google(await idToken({ sub: 'g-1', email: 'rehema@gmail.com' }));
    expect(again.json().user.id).toBe(res.json().user.id);
    // A Google-only account has no password to sign in with.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'rehema@gmail.com', password: 'anything-at-all' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('tells the web app the client id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/config' });
    expect(res.json()).toEqual({ enabled: true, client_id: CLIENT_ID });
  });

  it('checks the nonce when the browser sends it', async () => {
    const token = await idToken({ sub: 'g-n', email: 'nonce@gmail.com', nonce: 'abc' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: token, nonce: 'xyz' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: token, nonce: 'abc' },
    });
    expect(right.statusCode).toBe(200);
  });

  it('links an existing account with the same verified email', async () => {
    const existing = await createUser(t.app, { email: 'linked@gmail.com' });
    const res = await google(await idToken({ sub: 'g-2', email: 'linked@gmail.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(existing.user.id);
  });

  it('refuses tokens signed by another key, for another audience, expired, or with an unverified email', async () => {
    const bad = [
      await idToken({ sub: 'g-3', email: 'x@gmail.com' }, strangerKey),
      await idToken({ sub: 'g-3', email: 'x@gmail.com', aud: 'someone-else' }),
      await new SignJWT({ email: 'x@gmail.com', email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(CLIENT_ID)
        .setSubject('g-3')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(googleKey),
      await idToken({ sub: 'g-3', email: 'x@gmail.com', email_verified: false }),
      'not-a-token',
    ];
    for (const credential of bad) {
      const res = await google(credential);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(M.googleAccountNotAllowed);
    }
  });

  it("answers 503 'Google Sign-In is not available. Please try again.' when GOOGLE_CLIENT_ID is not set", async () => {
    const app = await createTestApp();
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { credential: 'x' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toBe('Google Sign-In is not available. Please try again.');
      const config = await app.app.inject({ method: 'GET', url: '/api/auth/google/config' });
      expect(config.json()).toEqual({ enabled: false, client_id: null });
    } finally {
      await app.close();
    }
  });
});
