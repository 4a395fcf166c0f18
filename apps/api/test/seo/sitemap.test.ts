import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapFiles } from '../../src/modules/seo/sitemap';
import { createUser } from '../identity/auth-helpers';
import { packageInput, publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { transportWorld, trip } from '../transport/fixtures';

// Issue 16: search engines find every published listing and every destination's page through
// /sitemap.xml (built from the database, following publish and unpublish), robots.txt points them to it,
// and API answers are never indexed.

const PUBLIC_URL = 'https://dala.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  await seedDestinations(t.app.db);
});
afterAll(() => t.close());

/** The sitemap's <loc>s, and each one's lastmod. */
async function sitemap(): Promise<Map<string, string | undefined>> {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  return new Map(
    [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [
      m[1]!,
      m[2],
    ]),
  );
}

describe('/sitemap.xml', () => {
  it('lists every published safari at its canonical address, verified operators, trips on sale and destinations', async () => {
    const operator = await tourOperator(t.app);
    const { id } = await publishedGroupSafari(t.app, operator);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/operator/safaris',
      headers: operator.authHeader,
      payload: packageInput({ title: 'A draft nobody may find' }),
    });
    expect(draft.statusCode).toBe(201);
    const unverified = await tourOperator(t.app, false);
    const world = await transportWorld(t.app);
    const farTrip = await trip(t.app, {
      transporterId: world.transporter.user.id,
      route: world.route,
      vehicle: world.vehicle,
      departsAt: new Date(Date.now() + 60 * 24 * 3600 * 1000),
    });
    const closedTrip = await trip(t.app, {
      transporterId: world.transporter.user.id,
      route: world.route,
      vehicle: world.vehicle,
      departsAt: new Date(Date.now() + 5 * 24 * 3600 * 1000),
      status: 'cancelled',
    });

    const slugs = await t.app.db.execute(sql`
      select p.slug, p.updated_at from safari_packages p where p.id in (${id}, ${draft.json().id as number})
      order by p.id`);
    const [published, drafted] = slugs.rows.map((r) => String(r.slug));
    const operatorSlug = async (userId: string) =>
      String(
        (await t.app.db.execute(sql`select slug from operator_profiles where user_id = ${userId}`)).rows[0]!
          .slug,
      );

    const urls = await sitemap();
    expect(urls.has(`${PUBLIC_URL}/safaris/${published}`)).toBe(true);
    expect(urls.get(`${PUBLIC_URL}/safaris/${published}`)).toBe(
      new Date(slugs.rows[0]!.updated_at as string).toISOString(),
    );
    expect(urls.has(`${PUBLIC_URL}/safaris/${drafted}`)).toBe(false);
    expect(urls.has(`${PUBLIC_URL}/operators/${await operatorSlug(operator.user.id)}`)).toBe(true);
    expect(urls.has(`${PUBLIC_URL}/operators/${await operatorSlug(unverified.user.id)}`)).toBe(false);
    expect(urls.has(`${PUBLIC_URL}/operators/${await operatorSlug(world.transporter.user.id)}`)).toBe(true);
    expect(urls.has(`${PUBLIC_URL}/trips/${world.trip.id}`)).toBe(true);
    // Departures beyond the next 30 days, and trips not on sale, are not listed.
    expect(urls.has(`${PUBLIC_URL}/trips/${farTrip.id}`)).toBe(false);
    expect(urls.has(`${PUBLIC_URL}/trips/${closedTrip.id}`)).toBe(false);
    // Every destination's page; one changes when a published safari that visits it does.
    const places = await t.app.db.execute(sql`select slug, created_at from destinations order by slug`);
    expect(places.rows.length).toBeGreaterThan(20);
    for (const place of places.rows)
      expect(urls.has(`${PUBLIC_URL}/destinations/${String(place.slug)}`)).toBe(true);
    expect(urls.get(`${PUBLIC_URL}/destinations/serengeti-national-park`)).toBe(
      new Date(slugs.rows[0]!.updated_at as string).toISOString(),
    );
    const zanzibar = places.rows.find((place) => place.slug === 'zanzibar')!;
    expect(urls.get(`${PUBLIC_URL}/destinations/zanzibar`)).toBe(
      new Date(zanzibar.created_at as string).toISOString(),
    );
    // Without a web build there are no static pages: only the listings (no user's private page).
    for (const url of urls.keys())
      expect(url).toMatch(/^https:\/\/dala\.example\/(safaris|operators|trips|destinations)\//);

    // Withdrawn through the API: gone from the sitemap at once (the kept copy is dropped).
    const withdrawn = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/safaris/${id}`,
      headers: operator.authHeader,
      payload: { ...packageInput(), status: 'draft' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await sitemap()).has(`${PUBLIC_URL}/safaris/${published}`)).toBe(false);
  });

  it('becomes an index of sitemap files past the protocol limit', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({
      path: `/safaris/s-${i}`,
      lastmod: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
    }));
    const files = sitemapFiles(entries, PUBLIC_URL, 2);
    expect([...files.keys()].sort()).toEqual([
      '/sitemap-1.xml',
      '/sitemap-2.xml',
      '/sitemap-3.xml',
      '/sitemap.xml',
    ]);
    const index = files.get('/sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(
      `<sitemap><loc>${PUBLIC_URL}/sitemap-3.xml</loc><lastmod>2026-01-05T00:00:00.000Z</lastmod></sitemap>`,
    );
    expect(files.get('/sitemap-2.xml')).toContain(`<loc>${PUBLIC_URL}/safaris/s-3</loc>`);
    expect(sitemapFiles(entries, PUBLIC_URL, 5).size).toBe(1);
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap-7.xml' });
    expect(res.statusCode).toBe(404);
  });
});

describe('/robots.txt and X-Robots-Tag', () => {
  it('allows the site, keeps crawlers out of the API and signed-in areas, names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /bookings',
      'Disallow: /admin',
    ]) {
      expect(lines).toContain(line);
    }
    // Public listings stay crawlable: no rule covers /safaris/{slug}, /trips/{id} or /operators/{slug}.
    expect(lines).toContain('Disallow: /trips$');
    expect(lines).not.toContain('Disallow: /trips');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('marks API answers noindex, errors included', async () => {
    const user = await createUser(t.app);
    for (const [url, headers] of [
      ['/api/health', {}],
      ['/api/users/me', user.authHeader],
      ['/api/nothing-here', {}],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
  });
});
