import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, etagMatches } from '../../src/lib/http-cache';
import { createTestApp, type TestApp } from '../test-app';
import { inDays, packageInput, publishedGroupSafari, seedDestinations, tourOperator } from './helpers';

/** Catalog answers: Cache-Control, ETag, 304 on revalidation, the process copy and when it is dropped. */

let t: TestApp;
let operator: Awaited<ReturnType<typeof tourOperator>>;
let id: number;

beforeAll(async () => {
  // The process keeps catalog answers here (the other test files turn that off).
  t = await createTestApp({ env: { CATALOG_CACHE_MS: '30000' } });
  await seedDestinations(t.app.db);
  operator = await tourOperator(t.app);
  ({ id } = await publishedGroupSafari(t.app, operator, { departureInDays: 40 }));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('catalog cache headers', () => {
  const listings = () => [
    `/api/safaris/${id}`,
    '/api/safaris?location=serengeti-national-park&guests=2',
    '/api/safaris/popular?limit=4',
    '/api/destinations',
  ];

  it('answers 200 with an ETag and a public Cache-Control, then 304 to If-None-Match', async () => {
    for (const url of listings()) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control'], url).toMatch(/^public, max-age=\d+/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers.vary).toMatch(/accept-encoding/i);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);

      // Another tag, or none, gets the body.
      expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    }
  });

  it('the detail and search carry stale-while-revalidate; availability is always revalidated', async () => {
    expect((await get(`/api/safaris/${id}`)).headers['cache-control']).toBe(
      'public, max-age=30, stale-while-revalidate=120',
    );
    const availability = await get(`/api/safaris/${id}/availability`);
    expect(availability.statusCode).toBe(200);
    expect(availability.headers['cache-control']).toBe('public, no-cache');
    const etag = availability.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect((await get(`/api/safaris/${id}/availability`, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('serves the same JSON compressed, brotli or gzip, as the client asks', async () => {
    const url = '/api/safaris?location=serengeti-national-park';
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('a changed listing gets a new ETag (the write through the API drops the kept answers)', async () => {
    const before = await get(`/api/safaris/${id}`);
    const search = await get('/api/safaris?location=serengeti-national-park');
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/safaris/${id}`,
      headers: operator.authHeader,
      payload: { ...packageInput({ title: 'Serengeti Renamed Migration Safari' }), status: 'published' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await get(`/api/safaris/${id}`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().title).toBe('Serengeti Renamed Migration Safari');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const searchAfter = await get('/api/safaris?location=serengeti-national-park');
    expect(searchAfter.headers.etag).not.toBe(search.headers.etag);
  });

  it('keeps a listing in the process until a write: a change behind its back shows after that', async () => {
    const url = `/api/safaris/${id}`;
    const first = await get(url);
    await t.app.db.execute(
      sql`update safari_packages set summary = 'Changed in the database directly.' where id = ${id}`,
    );
    const kept = await get(url);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.json().summary).toBe(first.json().summary);
    // Any catalog write through this process drops every kept answer.
    const departure = await t.app.inject({
      method: 'POST',
      url: `/api/operator/safaris/${id}/departures`,
      headers: operator.authHeader,
      payload: { start_date: inDays(120), capacity: 6 },
    });
    expect(departure.statusCode).toBe(201);
    const fresh = await get(url);
    expect(fresh.json().summary).toBe('Changed in the database directly.');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('never caches an error answer', async () => {
    for (const url of [
      '/api/safaris/999999',
      '/api/safaris/no-such-safari',
      '/api/safaris?page=0',
      `/api/safaris/${id}/availability?from=not-a-date`,
      '/api/safaris/999999/availability',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers.etag, url).toBeUndefined();
      expect(res.headers['cache-control'] ?? '', url).not.toMatch(/public|max-age/);
      expect(res.json(), url).toHaveProperty('code');
    }
    // A 404 does not become a kept 404 once the package exists: nothing was kept.
    expect((await get('/api/safaris/999999')).statusCode).toBe(404);
  });

  it('HEAD answers like GET without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/api/safaris/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\//);
    expect(res.body).toBe('');
  });
});

describe('negotiation helpers', () => {
  it('chooses brotli, then gzip, honouring q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity, *;q=0')).toBe('identity');
  });

  it('matches If-None-Match weakly, in lists and with *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
