import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.db);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('demo catalog', () => {
  it('seeds at least 24 published packages from at least 3 verified operators', async () => {
    const res = await get('/api/safaris?page_size=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(24);
    const operators = new Set(body.items.map((i: { operator: { id: string } }) => i.operator.id));
    expect(operators.size).toBeGreaterThanOrEqual(3);
    expect(body.items.every((i: { operator: { is_verified: boolean } }) => i.operator.is_verified)).toBe(
      true,
    );
  });

  it('is idempotent', async () => {
    await seedDemoData(t.app.db);
    const res = await get('/api/safaris?page_size=1');
    expect(res.json().total).toBe(26);
  });

  it('GET /api/safaris/popular?limit=4 answers the home page cards 1299, 899, 1899, 1099', async () => {
    const res = await get('/api/safaris/popular?limit=4');
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items).toHaveLength(4);
    expect(items.map((i: { from_price_usd: number }) => i.from_price_usd).sort()).toEqual(
      [1099, 1299, 1899, 899].sort(),
    );
    for (const card of items) {
      expect(card).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        location: expect.any(String),
        duration_days: expect.any(Number),
        rating: expect.any(Number),
        review_count: expect.any(Number),
        summary: expect.any(String),
      });
      expect(card.cover_image_url).toMatch(/^\/api\/safaris\/art\/[a-z]+-[a-z]+\.svg$/);
    }
  });

  it('serves the SVG art and 404s unknown art', async () => {
    const card = (await get('/api/safaris/popular?limit=1')).json().items[0];
    const art = await get(card.cover_image_url);
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
    expect((await get('/api/safaris/art/nope-day.svg')).statusCode).toBe(404);
    expect((await get('/api/safaris/images/..%2Fsecret')).statusCode).toBe(404);
  });

  it('answers the detail by id and by slug; unknown ids are 404', async () => {
    const card = (await get('/api/safaris/popular?limit=1')).json().items[0];
    const byId = await get(`/api/safaris/${card.id}`);
    expect(byId.statusCode).toBe(200);
    const detail = byId.json();
    expect(detail.itinerary).toHaveLength(detail.duration_days);
    expect(detail.reviews.length).toBeGreaterThan(0);
    expect(detail.operator.member_since).toMatch(/^\d{4}-/);
    expect((await get(`/api/safaris/${card.slug}`)).json().id).toBe(card.id);
    expect((await get('/api/safaris/999999')).statusCode).toBe(404);
    expect((await get('/api/safaris/no-such-safari')).statusCode).toBe(404);
    const bad = await get('/api/safaris/%20DROP%20TABLE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_error' });
  });

  it('documents every safari, booking and payment route in the OpenAPI document', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/safaris',
      '/api/safaris/popular',
      '/api/safaris/{id}/quote',
      '/api/bookings',
      '/api/bookings/{id}/payments',
      '/api/operator/safaris/{id}/departures',
      '/api/operator/bookings',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
