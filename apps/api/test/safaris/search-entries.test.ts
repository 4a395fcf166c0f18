import { BOOKING_HORIZON_DAYS } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeatsWindow } from '../../src/modules/safaris/search.service';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { inDays, packageInput, publishedGroupSafari, seedDestinations, tourOperator } from './helpers';

// Search reads `safari_search_entries`, which triggers keep in step with packages, departures, blocked
// dates and bookings. These tests change each of those and check that search follows at once.

const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let operator: TestUser;
let traveler: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedDestinations(t.app.db);
  operator = await tourOperator(t.app);
  traveler = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

async function total(query: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/safaris?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
}

async function entryOf(packageId: number) {
  const rows = await t.app.db.execute(
    sql`select from_price_cents, is_private from safari_search_entries where package_id = ${packageId}`,
  );
  return rows.rows[0];
}

describe('openSeatsWindow', () => {
  it('is one range for a party of one and one range per day otherwise', () => {
    // 2000-01-01 is day 0; each day has 64 seat levels.
    expect(openSeatsWindow('2000-01-01', '2000-01-03', 1)).toBe('{[1,191]}');
    expect(openSeatsWindow('2000-01-02', '2000-01-03', 3)).toBe('{[67,127],[131,191]}');
  });
});

describe('search entries', () => {
  it('follow a package through publishing, edits, archiving and deletion', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/operator/safaris',
      headers: operator.authHeader,
      payload: packageInput({ title: 'Zebrafinch Draft Safari' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const draftId = created.json().id as number;
    expect(await entryOf(draftId)).toBeUndefined();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/operator/safaris/${draftId}`,
      headers: operator.authHeader,
    });

    const { id } = await publishedGroupSafari(t.app, operator, {
      input: { title: 'Kingfisher Entries Safari', adult_price_usd: 1000 },
    });
    expect(await entryOf(id)).toMatchObject({ from_price_cents: 100000, is_private: false });
    expect(await total('q=kingfisher')).toBe(1);

    const edit = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/operator/safaris/${id}`,
        headers: operator.authHeader,
        payload: { ...packageInput({ title: 'Kingfisher Entries Safari' }), ...payload },
      });
    expect((await edit({ adult_price_usd: 1400, status: 'published' })).statusCode).toBe(200);
    expect(await entryOf(id)).toMatchObject({ from_price_cents: 140000 });
    expect(await total('q=kingfisher&min_price=1300')).toBe(1);

    expect((await edit({ status: 'draft' })).statusCode).toBe(200);
    expect(await entryOf(id)).toBeUndefined();
    expect(await total('q=kingfisher')).toBe(0);

    expect((await edit({ status: 'published' })).statusCode).toBe(200);
    expect(await total('q=kingfisher')).toBe(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/operator/safaris/${id}`,
      headers: operator.authHeader,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await entryOf(id)).toBeUndefined();
    expect(await total('q=kingfisher')).toBe(0);
  });

  it('match a party exactly against the seats left, in short and long windows', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator, {
      capacity: 6,
      departureInDays: 30,
      input: { title: 'Hornbill Seats Safari' },
    });
    const later = await t.app.inject({
      method: 'POST',
      url: `/api/operator/safaris/${id}/departures`,
      headers: operator.authHeader,
      payload: { start_date: inDays(150), capacity: 6 },
    });
    expect(later.statusCode, later.body).toBe(201);
    const count = (from: number, to: number, guests: number) =>
      total(`q=hornbill&start_date=${inDays(from)}&end_date=${inDays(to)}&guests=${guests}`);
    // Windows around the first departure only: short (read day by day) and long (departures probed).
    const firstOnly = async (guests: number) => [await count(28, 32, guests), await count(2, 120, guests)];
    expect(await firstOnly(6)).toEqual([1, 1]);
    expect(await firstOnly(7)).toEqual([0, 0]);

    // Confirmed seats (a confirmed booking raises seats_booked): 2 left on the first, 6 on the second.
    await t.app.db.execute(sql`update safari_departures set seats_booked = 4 where id = ${departureId}`);
    expect(await firstOnly(2)).toEqual([1, 1]);
    expect(await firstOnly(3)).toEqual([0, 0]);
    expect(await count(2, 200, 3)).toBe(1);
    expect(await count(31, 40, 1)).toBe(0);

    // A live hold on the last two seats hides it; once expired it counts no more.
    await t.app.db
      .execute(sql`insert into bookings (reference, traveler_id, package_id, departure_id, start_date,
        end_date, adults, seats, lead_name, lead_email, lead_phone, adult_price_cents, child_price_cents, subtotal_cents,
        total_cents, deposit_percent, deposit_cents, pay_in_full, status, hold_expires_at, idempotency_key)
      values ('DR-ENTRYHOLD', ${traveler.user.id}, ${id}, ${departureId}, ${inDays(30)}, ${inDays(32)}, 2, 2, 'x',
        'x@example.com', '+255700000000', 100, 100, 100, 100, 30, 30, false, 'pending_payment',
        now() + interval '10 minutes', 'entries-hold')`);
    expect(await firstOnly(1)).toEqual([0, 0]);
    expect(await count(2, 200, 1)).toBe(1);
    await t.app.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where reference = 'DR-ENTRYHOLD'`,
    );
    expect(await firstOnly(2)).toEqual([1, 1]);

    // Full, then the departure removed: gone for a party of one.
    await t.app.db.execute(sql`update safari_departures set seats_booked = 6 where id = ${departureId}`);
    expect(await firstOnly(1)).toEqual([0, 0]);
    await t.app.db.execute(sql`update safari_departures set seats_booked = 0 where id = ${departureId}`);
    expect(await firstOnly(1)).toEqual([1, 1]);
    await t.app.db.execute(sql`delete from bookings where reference = 'DR-ENTRYHOLD'`);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/operator/safaris/${id}/departures/${departureId}`,
      headers: operator.authHeader,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await firstOnly(1)).toEqual([0, 0]);
    expect(await count(2, 200, 6)).toBe(1);
  });

  it('give a private tour its busy days: blocked, confirmed, or held', async () => {
    const { id } = await publishedGroupSafari(t.app, operator, {
      input: { title: 'Sunbird Private Safari', is_private: true, max_group_size: 4, min_notice_days: 3 },
    });
    const day = inDays(20);
    const onDay = () => total(`q=sunbird&start_date=${day}&end_date=${day}&guests=2`);
    expect(await onDay()).toBe(1);
    expect(await total(`q=sunbird&start_date=${day}&end_date=${day}&guests=5`)).toBe(0);
    // Inside the notice period: no day left in the window.
    expect(await total(`q=sunbird&start_date=${inDays(1)}&end_date=${inDays(2)}&guests=1`)).toBe(0);

    const block = (method: 'POST' | 'DELETE') =>
      t.app.inject({
        method,
        url: `/api/operator/safaris/${id}/blocked-dates`,
        headers: operator.authHeader,
        payload: { dates: [day] },
      });
    expect((await block('POST')).statusCode).toBe(200);
    expect(await onDay()).toBe(0);
    // A wider window still has free days.
    expect(await total(`q=sunbird&start_date=${day}&end_date=${inDays(21)}&guests=2`)).toBe(1);
    expect((await block('DELETE')).statusCode).toBe(200);
    expect(await onDay()).toBe(1);

    await t.app.db
      .execute(sql`insert into bookings (reference, traveler_id, package_id, start_date, end_date, adults,
        seats, lead_name, lead_email, lead_phone, adult_price_cents, child_price_cents, subtotal_cents, total_cents,
        deposit_percent, deposit_cents, pay_in_full, status, hold_expires_at, idempotency_key)
      values ('DR-PRIVHOLD', ${traveler.user.id}, ${id}, ${day}, ${day}, 2, 2, 'x', 'x@example.com', '+255700000000',
        100, 100, 100, 100, 30, 30, false, 'pending_payment', now() + interval '10 minutes', 'entries-private-hold')`);
    expect(await onDay()).toBe(0);
    await t.app.db.execute(
      sql`update bookings set status = 'confirmed', hold_expires_at = null where reference = 'DR-PRIVHOLD'`,
    );
    expect(await onDay()).toBe(0);
    await t.app.db.execute(sql`update bookings set status = 'cancelled' where reference = 'DR-PRIVHOLD'`);
    expect(await onDay()).toBe(1);
  });

  it('never show a party larger than one booking may take, group tour or private', async () => {
    await publishedGroupSafari(t.app, operator, {
      capacity: 10,
      departureInDays: 40,
      input: { title: 'Weaver Small Group Safari', max_group_size: 4 },
    });
    const party = (guests: number) =>
      total(`q=weaver&start_date=${inDays(38)}&end_date=${inDays(42)}&guests=${guests}`);
    expect([await party(4), await party(5)]).toEqual([1, 0]);
  });

  it('offer a private tour only on dates inside the booking horizon', async () => {
    await publishedGroupSafari(t.app, operator, {
      input: { title: 'Roller Private Horizon Safari', is_private: true, max_group_size: 4 },
    });
    const window = (from: number, to: number) =>
      total(`q=roller&start_date=${inDays(from)}&end_date=${inDays(to)}&guests=2`);
    expect(await window(BOOKING_HORIZON_DAYS - 3, BOOKING_HORIZON_DAYS + 10)).toBe(1);
    expect(await window(BOOKING_HORIZON_DAYS + 1, BOOKING_HORIZON_DAYS + 10)).toBe(0);
  });

  // Two transactions changing two departures of one package at once: the second refresh must not
  // write what it read before the first committed. PostgreSQL only (PGlite has one connection).
  it.runIf(usePostgres)('stay right when two transactions change one package at once', async () => {
    const { id, departureId } = await publishedGroupSafari(t.app, operator, {
      capacity: 10,
      departureInDays: 30,
      input: { title: 'Bateleur Concurrent Safari' },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/operator/safaris/${id}/departures`,
      headers: operator.authHeader,
      payload: { start_date: inDays(60), capacity: 10 },
    });
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json().id as number;
    await Promise.all([
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`update safari_departures set seats_booked = 10 where id = ${departureId}`);
        await tx.execute(sql`select pg_sleep(0.5)`);
      }),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await t.app.db.execute(sql`update safari_departures set seats_booked = 5 where id = ${secondId}`);
      })(),
    ]);
    expect(await total(`q=bateleur&start_date=${inDays(28)}&end_date=${inDays(32)}&guests=1`)).toBe(0);
    expect(await total(`q=bateleur&start_date=${inDays(58)}&end_date=${inDays(62)}&guests=5`)).toBe(1);
    expect(await total(`q=bateleur&start_date=${inDays(58)}&end_date=${inDays(62)}&guests=6`)).toBe(0);
  });

  // One statement writing thousands of packages (an import, a data fix, the benchmark's catalog) refreshes
  // them all in one call: the refresh must not need a lock-table slot per package (a default PostgreSQL
  // server runs out of shared memory at some 15 000 locks in one transaction).
  it.runIf(usePostgres)('follow one statement that writes thousands of packages', async () => {
    const { id } = await publishedGroupSafari(t.app, operator, { input: { title: 'Marabou Bulk Safari' } });
    const columns = await t.app.db.execute(sql`
      select string_agg(quote_ident(column_name), ', ') as list from information_schema.columns
      where table_name = 'safari_packages' and column_name not in ('id', 'slug') and is_generated = 'NEVER'`);
    const list = sql.raw(String(columns.rows[0]!.list));
    await t.app.db.execute(sql`insert into safari_packages (slug, ${list})
      select 'marabou-bulk-' || g, ${list} from safari_packages, generate_series(1, 25000) g where id = ${id}`);
    expect(await total('q=marabou')).toBe(25001);
  });
});
