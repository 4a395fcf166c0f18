import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchGoogleClientId, hasGoogleCredential, takeGoogleCredential } from './google-sign-in';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Google sign-in', () => {
  it('uses the client id only when the server says Google is configured', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(json(200, { enabled: true, client_id: 'abc.apps' })),
    );
    expect(await fetchGoogleClientId()).toBe('abc.apps');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(json(200, { enabled: false, client_id: null })));
    expect(await fetchGoogleClientId()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(json(404, { detail: 'Not found', code: 'not_found' })),
    );
    expect(await fetchGoogleClientId()).toBeNull();
  });

  const tokenWithNonce = (nonce: string) =>
    `eyJhbGciOiJSUzI1NiJ9.${btoa(JSON.stringify({ nonce })).replace(/=+$/, '')}.signature`;

  it('takes the ID token from the URL fragment once, clears it, and checks its nonce', () => {
    sessionStorage.setItem('dala.google.nonce', 'n-123');
    sessionStorage.setItem('dala.google.from', '/bookings');
    const token = tokenWithNonce('n-123');
    window.history.replaceState(null, '', `/login#id_token=${token}`);
    expect(hasGoogleCredential()).toBe(true);
    expect(takeGoogleCredential()).toEqual({ credential: token, from: '/bookings' });
    expect(window.location.hash).toBe('');
    expect(takeGoogleCredential()).toBeNull();
  });

  it('ignores a token this browser did not ask for', () => {
    sessionStorage.setItem('dala.google.nonce', 'mine');
    window.history.replaceState(null, '', `/login#id_token=${tokenWithNonce('someone-else')}`);
    expect(takeGoogleCredential()).toBeNull();
    window.history.replaceState(null, '', `/login#id_token=${tokenWithNonce('mine')}`);
    expect(takeGoogleCredential()).toBeNull(); // the nonce was used up by the first attempt
  });
});
