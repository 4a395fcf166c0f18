import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

/**
 * The installable app (issue 16) as the server sends it: the service worker and the web manifest are
 * never cached by the browser's HTTP cache (a deploy's new worker is seen on the next visit), hashed
 * assets are, and the CSP allows a worker and a manifest from this origin only.
 */
describe('service worker and web manifest', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dala-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'icons'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Dala Rides","start_url":"/"}');
    writeFileSync(join(dist, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    writeFileSync(join(dist, 'assets/index-Ab12Cd34.js'), 'console.log("dala");');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t.close());

  it('serves /sw.js as JavaScript with Cache-Control: no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web manifest as application/manifest+json with Cache-Control: no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('allows a worker and a manifest from this origin only, and nothing else more', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'report-sample'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});
