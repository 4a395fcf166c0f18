import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDestinations } from '../../src/db/seed/destinations.seed';
import { createTestApp, type TestApp } from '../test-app';

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
