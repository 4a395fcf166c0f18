import { describe, expect, it } from 'vitest';
import {
  CACHED_AT_HEADER as PAGE_CACHED_AT_HEADER,
  PRIVATE_CACHE_PREFIX as PAGE_PRIVATE_CACHE_PREFIX,
} from '../lib/offline/cached-answers';
import {
  CACHED_AT_HEADER,
  PRIVATE_CACHE_PREFIX,
  isPrivateGet,
  isRenderedPage,
  privateCacheName,
  userOfAuthorization,
} from './private-answers';

const USER = '3f6c2a9e-1b2d-4c5e-8f90-123456789abc';
const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const bearer = (claims: object) => `Bearer ${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.c2lnbmF0dXJl`;

describe('the service worker keeps', () => {
  it.each([
    '/api/tickets/K7M3Q9XPR',
    '/api/tickets/public-key',
    '/api/trip-bookings/6b1f8f0e-0000-4000-8000-000000000001',
    '/api/bookings',
    '/api/bookings/6b1f8f0e-0000-4000-8000-000000000001',
    '/api/me/trips',
    '/api/operator/trips',
    '/api/operator/trips/41',
    '/api/operator/trips/41/manifest',
    '/api/trips/41',
  ])('%s', (path) => expect(isPrivateGet(path)).toBe(true));

  it.each([
    '/api/users/me',
    '/api/auth/token/refresh',
    '/api/tickets/K7M3Q9XPR/pdf',
    '/api/operator/trips/41/manifest.csv',
    '/api/trip-bookings/abc/refund-quote',
    '/api/bookings/abc/payments',
    '/api/notifications',
    '/api/admin/users',
    '/api/trips/towns',
    '/api/safaris',
  ])('not %s', (path) => expect(isPrivateGet(path)).toBe(false));
});

describe('whose answer it is', () => {
  it("is the bearer token's subject", () => {
    expect(userOfAuthorization(bearer({ sub: USER, sid: USER }))).toBe(USER);
    expect(privateCacheName(USER)).toBe(`dala-private-${USER}`);
  });

  it('is nobody without a token, or with a token that names no user', () => {
    expect(userOfAuthorization(null)).toBeNull();
    expect(userOfAuthorization('Basic abc')).toBeNull();
    expect(userOfAuthorization('Bearer not-a-jwt')).toBeNull();
    expect(userOfAuthorization(bearer({ sub: '../../etc' }))).toBeNull();
    expect(userOfAuthorization(bearer({}))).toBeNull();
  });
});

describe('pages kept for offline visits', () => {
  it('are the ones the server rendered, not the empty shell', () => {
    expect(isRenderedPage('<body><div id="root"><main>Safaris</main></div></body>')).toBe(true);
    expect(isRenderedPage('<body><div id="root"></div></body>')).toBe(false);
  });
});

it("the page and the worker use the same names (the page's copy keeps the worker out of the first load)", () => {
  expect(PAGE_CACHED_AT_HEADER).toBe(CACHED_AT_HEADER);
  expect(PAGE_PRIVATE_CACHE_PREFIX).toBe(PRIVATE_CACHE_PREFIX);
});
