import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

// Issue 16: a shared demo safari shows its own art in WhatsApp, which does not read SVG.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/safaris/art/:name.png', () => {
  it('draws the scene as a 1200×630 PNG, cacheable, indexable as an image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/safaris/art/savannah-dusk.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // The SVG is unchanged.
    const svg = await t.app.inject({ method: 'GET', url: '/api/safaris/art/savannah-dusk.svg' });
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it('answers 404 for a scene that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/safaris/art/volcano-night.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
