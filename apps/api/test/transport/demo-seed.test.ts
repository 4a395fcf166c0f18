import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, documentState, todayInTanzania, type DocumentReviewStatus } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed';
import { unbalancedTransactions } from '../../src/modules/ledger';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { VEHICLE_ART_NAMES } from '../../src/modules/fleet/vehicle-art';
import { issueTickets } from '../../src/modules/tickets';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.app.db.execute(query)).rows as T[];
const demoTransporter = DEMO_ACCOUNTS.find((a) => a.operatorType === 'transporter')!.email;
const demoTraveler = DEMO_ACCOUNTS.find((a) => a.type === 'traveler')!.email;

const counts = () =>
  rows<Record<string, number>>(sql`select
    (select count(*)::int from transport_routes) as routes,
    (select count(*)::int from vehicles) as vehicles,
    (select count(*)::int from trips) as trips,
    (select count(*)::int from transport_documents) as documents,
    (select count(*)::int from trip_seat_reservations) as reservations,
    (select count(*)::int from trip_tickets) as tickets,
    (select count(*)::int from bookings where kind = 'trip') as bookings`);

const seed = () =>
  seedDemoData(t.app.db, {
    dataDir: t.dataDir,
    issueTickets: (tx, bookingId) => issueTickets(tx, t.config, bookingId),
  });

beforeAll(async () => {
  t = await createTestApp();
  await seed();
});
afterAll(() => t.close());

describe('demo transport data', () => {
  it('has at least three verified transporters, the demo transporter among them, each with trips on sale', async () => {
    const found = await rows<{ email: string; verified: boolean; trips: number }>(sql`
      select u.email, u.is_verified as verified, count(t.id)::int as trips
      from users u join trips t on t.transporter_id = u.id and t.status = 'on_sale'
      where u.operator_type = 'transporter' group by u.email, u.is_verified`);
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.every((f) => f.verified && f.trips > 0)).toBe(true);
    expect(found.map((f) => f.email)).toContain(demoTransporter);
  });

  it('sells trips every day of the next 90 days', async () => {
    const today = todayInTanzania();
    const days = await rows<{ day: string }>(sql`
      select distinct to_char(departs_at at time zone 'Africa/Dar_es_Salaam', 'YYYY-MM-DD') as day
      from trips where status = 'on_sale' and sales_close_at > now()`);
    const set = new Set(days.map((d) => d.day));
    for (const offset of [1, 2, 3, 30, 60, 89])
      expect(set.has(addDays(today, offset)), `day +${offset}`).toBe(true);
    expect(set.has(addDays(today, 90))).toBe(false);
  });

  it('finds a Dar es Salaam → Moshi seat on a Dar es Salaam → Arusha coach (a partial segment)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/trips/search?from=Dar%20es%20Salaam&location=Moshi&start_date=${addDays(todayInTanzania(), 2)}&guests=2`,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { route_name: string; seats_left: number; fare_tzs: number }[];
    expect(items.some((i) => i.route_name === 'Dar es Salaam → Arusha' && i.seats_left >= 2)).toBe(true);
    expect(items.every((i) => Number.isInteger(i.fare_tzs) && i.fare_tzs > 0)).toBe(true);
  });

  it("shows every document state on the demo transporter's /fleet/validation, each with a stored file", async () => {
    const docs = await rows<{
      status: DocumentReviewStatus;
      expires_on: string | null;
      storage_key: string;
      reason: string | null;
    }>(sql`select d.review_status as status, d.expires_on::text as expires_on, d.storage_key, d.rejection_reason as reason
      from transport_documents d join users u on u.id = d.transporter_id where u.email = ${demoTransporter}`);
    const today = todayInTanzania();
    const states = new Set(docs.map((d) => documentState({ kind: 'insurance', ...d }, today)));
    expect([...states].sort()).toEqual(['approved', 'expired', 'expiring', 'pending', 'rejected']);
    expect(docs.filter((d) => d.status === 'rejected').every((d) => (d.reason ?? '').length > 10)).toBe(true);
    for (const d of docs)
      expect(existsSync(join(t.dataDir, 'uploads', d.storage_key)), d.storage_key).toBe(true);
  });

  it('never puts a vehicle or driver with a blocking document on a trip on sale', async () => {
    const blocked = await rows<{ id: number }>(sql`
      select t.id from trips t
      join transport_documents d on d.vehicle_id = t.vehicle_id or d.driver_id = t.driver_id
      where t.status = 'on_sale' and (d.review_status <> 'approved' or d.expires_on < (t.departs_at at time zone 'Africa/Dar_es_Salaam')::date)
      limit 1`);
    expect(blocked).toEqual([]);
  });

  it('draws every vehicle with known vehicle art', async () => {
    const photos = await rows<{ art_name: string }>(
      sql`select art_name from vehicle_photos where kind = 'art'`,
    );
    expect(photos.length).toBeGreaterThanOrEqual(10);
    for (const p of photos) expect(VEHICLE_ART_NAMES).toContain(p.art_name);
    const classes = await rows<{ c: string }>(sql`select distinct vehicle_class as c from vehicles`);
    expect(classes.map((c) => c.c).sort()).toEqual(
      ['coaster', 'four_by_four', 'luxury', 'ordinary', 'semi_luxury', 'shuttle'].sort(),
    );
  });

  it('has seats already sold on the next days, paid, including the demo traveler’s', async () => {
    const sold = await rows<{ trips: number; seats: number; unpaid: number }>(sql`
      select count(distinct r.trip_id)::int as trips, count(*)::int as seats,
        count(*) filter (where b.status <> 'confirmed' or b.paid_cents <> b.total_cents)::int as unpaid
      from trip_seat_reservations r join bookings b on b.id = r.booking_id
      where r.status = 'confirmed' and r.blocks_until = 'infinity'`);
    expect(sold[0]!.trips).toBeGreaterThan(10);
    expect(sold[0]!.seats).toBeGreaterThan(50);
    expect(sold[0]!.unpaid).toBe(0);
    const mine = await rows<{ n: number }>(sql`
      select count(*)::int as n from bookings b join users u on u.id = b.traveler_id
      join trip_bookings tb on tb.booking_id = b.id where u.email = ${demoTraveler} and b.kind = 'trip'`);
    expect(mine[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('has every sold seat’s payment in the ledger, with the transport commission, balanced', async () => {
    const rows = await t.app.db.execute(sql`
      select count(*)::int as payments,
        count(*) filter (where exists (select 1 from ledger_transactions l where l.key = 'payment:' || p.id))::int as posted,
        count(*) filter (where b.commission_basis_points = 800)::int as transport_rate
      from payments p join bookings b on b.id = p.booking_id where p.status = 'succeeded'`);
    const r = rows.rows[0]!;
    expect(Number(r.payments)).toBeGreaterThan(0);
    expect(r.posted).toBe(r.payments);
    expect(r.transport_rate).toBe(r.payments);
    expect(await unbalancedTransactions(t.app.db)).toEqual([]);
  });

  it('has a signed ticket for every sold seat', async () => {
    const [row] = await rows<{ seats: number; tickets: number; without: number }>(sql`
      select count(*)::int as seats, count(k.id)::int as tickets,
        count(*) filter (where k.id is null or k.qr = '')::int as without
      from trip_seat_reservations r left join trip_tickets k on k.reservation_id = r.id
      where r.status = 'confirmed'`);
    expect(row!.seats).toBeGreaterThan(0);
    expect(row!.without).toBe(0);
  });

  it('changes nothing when seeded again', async () => {
    const before = await counts();
    await seed();
    expect(await counts()).toEqual(before);
  });
});
