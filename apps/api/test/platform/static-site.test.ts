import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

const INDEX = '<!doctype html><html><body><div id="root"></div>app shell</body></html>';
const SCRIPT = `console.log(${JSON.stringify('dala '.repeat(400))});`;

let t: TestApp;
beforeAll(async () => {
  // A small stand-in for apps/web/dist: the server treats any folder with an index.html as the site.
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dist = mkdtempSync(join(tmpdir(), 'dala-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(() => t.close());

describe('the built SPA', () => {
  it.each(['/', '/safaris/123', '/login', '/bookings/abc/'])(
    'deep link %s answers with index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('app shell');
    },
  );

  it('serves hashed assets with long-lived cache headers, precompressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with a 404, not the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found', code: 'not_found' });
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/safaris-typo',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
