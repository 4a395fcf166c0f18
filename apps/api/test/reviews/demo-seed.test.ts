import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { seedDemoReviews } from '../../src/db/seed/reviews.seed';
import { createTestApp, type TestApp } from '../test-app';

// The demo reviews are real reviews of seeded past bookings: every published package's figures are
// its visible reviews, the detail page's count is what its list pages through, no "(demo)" reviewer,
// and the demo traveler has one finished Kilele Safaris booking waiting for a review.

let t: TestApp;
const demoTraveler = DEMO_ACCOUNTS.find((a) => a.type === 'traveler')!;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.db, { dataDir: t.dataDir });
});
afterAll(() => t.close());

const figures = async () =>
  (
    await t.app.db.execute(sql`select p.id, p.review_count, p.rating_avg,
        (select count(*)::int from reviews r where r.package_id = p.id and r.hidden_at is null) as listed,
        (select avg(r.rating)::real from reviews r where r.package_id = p.id and r.hidden_at is null) as avg
      from safari_packages p where p.status = 'published' order by p.id`)
  ).rows as { id: number; review_count: number; rating_avg: number; listed: number; avg: number | null }[];

describe('demo reviews', () => {
  it('are reviews of completed past bookings, and every package’s figures are its reviews', async () => {
    const rows = await figures();
    expect(rows.length).toBe(26);
    for (const row of rows) {
      expect(Number(row.review_count), `package ${row.id}`).toBe(Number(row.listed));
      expect(Number(row.rating_avg)).toBeCloseTo(Number(row.avg ?? 0), 4);
      expect(Number(row.review_count)).toBeGreaterThanOrEqual(3);
    }
    const orphans = await t.app.db.execute(sql`select count(*)::int as n from reviews r
      join bookings b on b.id = r.booking_id
      where b.status <> 'completed' or b.end_date >= current_date or b.traveler_id <> r.author_id`);
    expect(Number((orphans.rows[0] as { n: number }).n)).toBe(0);
    const labelled = await t.app.db.execute(sql`select count(*)::int as n from reviews r
      join users u on u.id = r.author_id where u.first_name || u.last_name like '%(demo)%'`);
    expect(Number((labelled.rows[0] as { n: number }).n)).toBe(0);
  });

  it('the detail page’s count is the count its list pages through', async () => {
    const card = (await t.app.inject({ method: 'GET', url: '/api/safaris/popular?limit=1' })).json().items[0];
    const detail = (await t.app.inject({ method: 'GET', url: `/api/safaris/${card.id}` })).json();
    let seen = 0;
    for (let page = 1; ; page++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/safaris/${card.id}/reviews?page=${page}&page_size=5`,
      });
      const body = res.json();
      expect(body.total).toBe(detail.review_count);
      seen += body.items.length;
      if (body.items.length < 5) break;
    }
    expect(seen).toBe(detail.review_count);
    expect(detail.reviews.length).toBeGreaterThan(0);
  });

  it('leave the demo traveler one finished Kilele Safaris booking to review, and seeding again adds nothing', async () => {
    const invitations = await t.app.db.execute(sql`select b.id, op.company_name from bookings b
      join users u on u.id = b.traveler_id join safari_packages p on p.id = b.package_id
      join operator_profiles op on op.user_id = p.operator_id
      where lower(u.email) = ${demoTraveler.email} and b.status = 'completed' and b.end_date < current_date
        and not exists (select 1 from reviews r where r.booking_id = b.id)`);
    expect(invitations.rows).toHaveLength(1);
    expect(String((invitations.rows[0] as { company_name: string }).company_name)).toMatch(/^Kilele Safaris/);

    const before = await t.app.db.execute(sql`select count(*)::int as n from reviews`);
    await seedDemoReviews(t.app.db);
    const after = await t.app.db.execute(sql`select count(*)::int as n from reviews`);
    expect(after.rows[0]).toEqual(before.rows[0]);
    expect(await figures()).toEqual(await figures());
  });
});

describe('demo listing views', () => {
  it('give every published package more views than bookings, and are added once', async () => {
    const rows = (
      await t.app.db.execute(sql`select p.id,
          (select count(*)::int from listing_views v where v.listing_kind = 'safari' and v.listing_id = p.id) as views,
          (select count(*)::int from bookings b where b.package_id = p.id) as bookings
        from safari_packages p where p.status = 'published'`)
    ).rows as { id: number; views: number; bookings: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.views, `package ${row.id}`).toBeGreaterThan(row.bookings * 20);
    const before = await t.app.db.execute(sql`select count(*)::int as n from listing_views`);
    await seedDemoData(t.app.db, { dataDir: t.dataDir });
    const after = await t.app.db.execute(sql`select count(*)::int as n from listing_views`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    const trips = await t.app.db.execute(
      sql`select count(*)::int as n from listing_views where listing_kind = 'trip'`,
    );
    expect(Number(trips.rows[0]!.n)).toBeGreaterThan(0);
  });
});
