import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** How far back the demo's views go (the analytics' longest range is a year; its default is 90 days). */
const DEMO_VIEW_DAYS = 180;

/**
 * Demo listing views (issue 15), so a fresh demo's analytics show a believable views → bookings
 * conversion instead of "—" or more bookings than views. Seed data, plainly: the visitors are named
 * `demo-seed-<n>`, never a real visitor's hash. Every published package gets 4–20 views a day over the
 * last 180 days, and every trip of the last 180 days 2–8 on each of the 10 days before it left or
 * leaves, varied by id and day but the same on every run. Idempotent: once any demo view exists,
 * nothing is added.
 */
export async function seedDemoListingViews(db: Database): Promise<void> {
  const seeded = await db.execute(
    sql`select exists (select 1 from listing_views where visitor like 'demo-seed-%') as done`,
  );
  if ((seeded.rows[0] as { done: boolean } | undefined)?.done) return;

  await db.execute(sql`
    insert into listing_views (listing_kind, listing_id, day, visitor)
    select 'safari', p.id, d.day::date, 'demo-seed-' || v.n
    from safari_packages p
      cross join generate_series((current_date - ${DEMO_VIEW_DAYS}::int)::timestamp, (current_date - 1)::timestamp, interval '1 day') as d(day)
      cross join lateral generate_series(1, 4 + ((p.id * 7 + extract(doy from d.day)::int * 3) % 17)) as v(n)
    where p.status = 'published'
    on conflict do nothing`);

  await db.execute(sql`
    insert into listing_views (listing_kind, listing_id, day, visitor)
    select 'trip', t.id, d.day::date, 'demo-seed-' || v.n
    from trips t
      cross join lateral generate_series(((t.departs_at at time zone 'Africa/Dar_es_Salaam')::date - 10)::timestamp,
        (least((t.departs_at at time zone 'Africa/Dar_es_Salaam')::date, current_date) - 1)::timestamp, interval '1 day') as d(day)
      cross join lateral generate_series(1, 2 + ((t.id * 5 + extract(doy from d.day)::int) % 7)) as v(n)
    where t.departs_at > now() - make_interval(days => ${DEMO_VIEW_DAYS})
    on conflict do nothing`);
}
