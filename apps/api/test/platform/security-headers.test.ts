import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

/** The CSP as directive → sources. */
function cspOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The headers every answer carries, whatever its kind or status. */
function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = cspOf(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'", "'report-sample'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // Only our own origin: no host anywhere in the policy.
  expect([...csp.values()].flat().filter((s) => s.includes('.') || s.includes('*'))).toEqual([]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('on plain http with a web build (as `npm start` runs locally)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dala-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets/index-Ab12Cd34.js'), 'console.log("dala");');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({
      env: { WEB_DIST_DIR: dist },
      beforeReady(app) {
        app.get('/api/test/explode', async () => {
          throw new Error('boom');
        });
      },
    });
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', 'GET', '/api/health', 200],
    ['the OpenAPI document', 'GET', '/api/docs', 200],
    ['an unknown API path', 'GET', '/api/nothing-here', 404],
    ['a wrong method', 'DELETE', '/api/health', 405],
    ['a refused sign-in check (route onRequest hook)', 'GET', '/api/users/me', 401],
    ['a server error', 'GET', '/api/test/explode', 500],
    ['the SPA shell', 'GET', '/', 200],
    ['a deep link', 'GET', '/login', 200],
    ['a hashed asset', 'GET', '/assets/index-Ab12Cd34.js', 200],
    ['an SVG', 'GET', '/favicon.svg', 200],
    ['a missing asset', 'GET', '/assets/missing-123.js', 404],
  ] as const)('%s (%s %s → %i) has them', async (_name, method, url, status) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
  });

  it('a validation error (400) has them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expectSecurityHeaders(res);
  });

  it('sends no HSTS and does not upgrade requests to https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(cspOf(res).has('upgrade-insecure-requests')).toBe(false);
  });

  it('keeps our images to our own pages (Cross-Origin-Resource-Policy)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('behind https, with Google sign-in and a web app on another origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://dalarides.example',
        GOOGLE_CLIENT_ID: '1234567890-abc.apps.googleusercontent.com',
        CORS_ORIGIN: 'https://app.dalarides.example',
      },
    });
  });
  afterAll(() => t.close());

  it('sends HSTS and upgrades insecure requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(cspOf(res).get('upgrade-insecure-requests')).toEqual([]);
  });

  it('allows no Google source: sign-in is a top-level redirect to Google, which CSP does not govern', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/google/config' });
    expect(config.json()).toMatchObject({ enabled: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).not.toMatch(/google/);
  });

  it('has the headers on a CORS preflight, and lets the other origin show our images', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: { origin: 'https://app.dalarides.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expectSecurityHeaders(res);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
