import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDestinations } from '../../src/db/seed/destinations.seed';
import { createTestApp, type TestApp } from '../test-app';
import { route, transporter } from '../transport/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDestinations(t.app.db);
  await seedDestinations(t.app.db); // idempotent
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    body: res.json() as { items: { name: string; region: string; type: string }[] },
  };
};

describe('GET /api/destinations', () => {
  it('lists every place once, the four fixed suggestions first, without q', async () => {
    const { status, body } = await get('/api/destinations');
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThanOrEqual(20);
    expect(new Set(body.items.map((d) => d.name)).size).toBe(body.items.length);
    expect(body.items.slice(0, 4)).toEqual([
      expect.objectContaining({
        name: 'Serengeti National Park',
        region: 'Northern Tanzania',
        type: 'Wildlife Safari',
      }),
      expect.objectContaining({
        name: 'Ngorongoro Crater',
        region: 'Northern Tanzania',
        type: 'Wildlife Safari',
      }),
      expect.objectContaining({
        name: 'Tarangire National Park',
        region: 'Northern Tanzania',
        type: 'Wildlife Safari',
      }),
      expect.objectContaining({
        name: 'Mount Kilimanjaro',
        region: 'Northern Tanzania',
        type: 'Mountain Trek',
      }),
    ]);
  });

  it('matches name or region in any case, name prefixes first', async () => {
    const { body } = await get('/api/destinations?q=SEREN');
    expect(body.items[0]?.name).toBe('Serengeti National Park');
    const southern = await get('/api/destinations?q=southern');
    expect(southern.body.items.length).toBeGreaterThan(2);
    expect(southern.body.items.every((d) => d.region.includes('South'))).toBe(true);
    const kili = await get('/api/destinations?q=kili');
    expect(kili.body.items[0]?.name).toBe('Mount Kilimanjaro');
  });

  it('tolerates a misspelling', async () => {
    const { body } = await get('/api/destinations?q=Ngorongorro');
    expect(body.items.map((d) => d.name)).toContain('Ngorongoro Crater');
  });

  it('returns an empty list when nothing matches, and treats % and _ literally', async () => {
    expect((await get('/api/destinations?q=Atlantis')).body.items).toEqual([]);
    expect((await get('/api/destinations?q=%25')).body.items).toEqual([]);
    expect((await get('/api/destinations?q=_')).body.items).toEqual([]);
  });

  it('caps suggestions at 8 by default and honours limit', async () => {
    expect((await get('/api/destinations?q=a')).body.items).toHaveLength(8);
    expect((await get('/api/destinations?q=a&limit=3')).body.items).toHaveLength(3);
  });

  it('rejects bad input with field errors, never a 500', async () => {
    for (const url of [
      '/api/destinations?limit=0',
      '/api/destinations?limit=abc',
      `/api/destinations?q=${'x'.repeat(101)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
    }
  });
});

describe('GET /api/destinations/:slug', () => {
  interface Page {
    slug: string;
    name: string;
    region: string;
    type: string;
    summary: string;
    reached_by_road: boolean;
    same_region: { slug: string; region: string }[];
  }
  const page = async (slug: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/destinations/${slug}`, headers });
    return { res, body: res.json() as Page };
  };

  it("answers one place with its region's other places, best-known first, cacheable", async () => {
    const { res, body } = await page('serengeti-national-park');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.headers.etag).toBeDefined();
    expect(body).toMatchObject({
      slug: 'serengeti-national-park',
      name: 'Serengeti National Park',
      region: 'Northern Tanzania',
      type: 'Wildlife Safari',
      reached_by_road: false,
    });
    expect(body.summary.length).toBeGreaterThan(20);
    expect(body.same_region.length).toBeGreaterThan(3);
    expect(body.same_region.every((d) => d.region === 'Northern Tanzania')).toBe(true);
    expect(body.same_region.map((d) => d.slug)).not.toContain('serengeti-national-park');
    expect(body.same_region[0]?.slug).toBe('ngorongoro-crater');
  });

  it('reads the address in any case', async () => {
    const { res, body } = await page('Serengeti-National-Park');
    expect(res.statusCode).toBe(200);
    expect(body.slug).toBe('serengeti-national-park');
  });

  it('a City & Gateway is reached by road; another place once an active route lets passengers off there', async () => {
    expect((await page('dodoma')).body.reached_by_road).toBe(true);
    expect((await page('bagamoyo')).body.reached_by_road).toBe(false);

    const owner = await transporter(t.app);
    const stops = [
      {
        place: 'Dar es Salaam',
        point: 'Magufuli',
        region: 'Dar es Salaam',
        minutes: 0,
        board: true,
        alight: false,
      },
      { place: ' bagamoyo ', point: 'Bus stand', region: 'Pwani', minutes: 90, board: false, alight: true },
    ];
    const line = await route(t.app, owner.user.id, { stops });
    // Through the API the cached answer would be dropped at once; a fixture writes behind its back.
    t.app.responseCache.clear();
    expect((await page('bagamoyo')).body.reached_by_road).toBe(true);

    await t.app.db.execute(sql`update transport_routes set status = 'archived' where id = ${line.id}`);
    t.app.responseCache.clear();
    expect((await page('bagamoyo')).body.reached_by_road).toBe(false);
  });

  it('answers 404 for an unknown place, in the reader’s language', async () => {
    const { res } = await page('atlantis');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', detail: 'This destination could not be found' });
    const sw = await page('atlantis', { 'accept-language': 'sw' });
    expect(sw.res.json()).toMatchObject({ detail: 'Kivutio hiki hakikupatikana' });
    expect((await page('x'.repeat(121))).res.statusCode).toBe(400);
  });
});
