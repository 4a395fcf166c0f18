import { addDays, commissionOf, todayInTanzania } from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { publishedGroupSafari, seedDestinations, tourOperator } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Operator analytics and the traveler's dashboard (issue 15) against bookings made here through the API
 * (held, paid by the sandbox checkout, cancelled): counts, money, occupancy, views and conversion, the
 * CSV, and that each operator and traveler sees only their own.
 */

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1';

let t: TestApp;
let app: FastifyInstance;
let operator: TestUser;
let otherOperator: TestUser;
let traveler: TestUser;
let canceller: TestUser;
let safari: { id: number; departureId: number | null };
let otherSafari: { id: number; departureId: number | null };
interface BookingJson {
  id: string;
  total_cents: number;
  paid_cents: number;
  refunded_cents: number;
  seats: number;
  status: string;
  balance_due_date: string | null;
}
let kept: BookingJson;
let cancelled: BookingJson;

async function hold(
  user: TestUser,
  target: { id: number; departureId: number | null },
  adults: number,
  key: string,
) {
  const held = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...user.authHeader, 'idempotency-key': `${key}-hold` },
    payload: {
      safari_id: target.id,
      departure_id: target.departureId,
      adults,
      lead_traveler: { name: 'Neema Mushi', email: 'neema@example.com', phone: '+255 712 345 678' },
      accept_terms: true,
    },
  });
  expect(held.statusCode, held.body).toBe(201);
  return held.json() as BookingJson;
}

async function bookAndPay(
  user: TestUser,
  target: { id: number; departureId: number | null },
  adults: number,
  key: string,
): Promise<BookingJson> {
  const booking = await hold(user, target, adults, key);
  const payment = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/payments`,
    headers: { ...user.authHeader, 'idempotency-key': `${key}-pay` },
    payload: { method: 'mobile_money', phone: '+255712345678', return_path: '/booking/success' },
  });
  expect(payment.statusCode, payment.body).toBe(201);
  const approved = await app.inject({ method: 'POST', url: `${payment.json().checkout_url}/approve` });
  expect(approved.statusCode).toBe(303);
  const read = await app.inject({ url: `/api/bookings/${booking.id}`, headers: user.authHeader });
  expect(read.json().status).toBe('confirmed');
  return read.json() as BookingJson;
}

const view = (body: unknown, userAgent = BROWSER, ip = '198.51.100.7') =>
  app.inject({
    method: 'POST',
    url: '/api/listing-views',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: body as Record<string, unknown>,
  });

const range = { from: addDays(todayInTanzania(), -7), to: addDays(todayInTanzania(), 100) };
const analytics = (user: TestUser, query: Record<string, string> = range) =>
  app.inject({ url: `/api/operator/analytics?${new URLSearchParams(query)}`, headers: user.authHeader });

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  await seedDestinations(app.db);
  operator = await tourOperator(app);
  otherOperator = await tourOperator(app);
  traveler = await createUser(app);
  canceller = await createUser(app);
  safari = await publishedGroupSafari(app, operator, { departureInDays: 60, capacity: 10 });
  otherSafari = await publishedGroupSafari(app, otherOperator, { departureInDays: 30 });
  kept = await bookAndPay(traveler, safari, 2, 'kept');
  cancelled = await bookAndPay(canceller, safari, 1, 'cancelled');
  const cancel = await app.inject({
    method: 'POST',
    url: `/api/bookings/${cancelled.id}/cancel`,
    headers: canceller.authHeader,
    payload: { reason: 'Plans changed' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  cancelled = cancel.json() as BookingJson;
  // A hold never paid is not a sale; the other operator's sale is not this operator's.
  await hold(traveler, safari, 1, 'unpaid');
  await bookAndPay(canceller, otherSafari, 3, 'other');
}, 120_000);
afterAll(() => t.close());

describe('listing views', () => {
  it('count once per visitor, listing and day; robots, unknown and unpublished listings not at all', async () => {
    expect((await view({ kind: 'safari', id: safari.id })).statusCode).toBe(204);
    expect((await view({ kind: 'safari', id: safari.id })).statusCode).toBe(204);
    expect((await view({ kind: 'safari', id: safari.id }, OTHER_BROWSER)).statusCode).toBe(204);
    expect((await view({ kind: 'safari', id: safari.id }, BROWSER, '203.0.113.9')).statusCode).toBe(204);
    expect(
      (await view({ kind: 'safari', id: safari.id }, 'Googlebot/2.1 (+http://www.google.com/bot.html)'))
        .statusCode,
    ).toBe(204);
    expect((await view({ kind: 'safari', id: safari.id }, '')).statusCode).toBe(204);
    expect((await view({ kind: 'safari', id: 999_999 })).statusCode).toBe(204);
    expect((await view({ kind: 'trip', id: 999_999 })).statusCode).toBe(204);
    expect((await view({ kind: 'safari', id: otherSafari.id })).statusCode).toBe(204);

    const rows = await app.db.execute<{ listing_id: number; n: string }>(
      sql`select listing_id, count(*) as n from listing_views group by listing_id order by listing_id`,
    );
    expect(rows.rows.map((r) => [Number(r.listing_id), Number(r.n)])).toEqual([
      [safari.id, 3],
      [otherSafari.id, 1],
    ]);
    // Nothing personal is stored: no address or browser string in any column.
    const stored = JSON.stringify((await app.db.execute(sql`select * from listing_views`)).rows);
    expect(stored).not.toContain('198.51.100.7');
    expect(stored).not.toContain('Mozilla');
  });

  it('refuses a malformed view with a clear 400', async () => {
    const bad = await view({ kind: 'hotel', id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ kind: ['Choose a safari or a trip'], id: ['Unknown listing'] });
  });
});

describe('operator analytics', () => {
  it('counts sales, money, cancellations, occupancy and conversion of the operator’s own listings', async () => {
    const res = await analytics(operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({ from: range.from, to: range.to, listing_kind: 'safari', currency: 'USD' });
    const earned = kept.paid_cents - commissionOf(kept.paid_cents, 1000);
    expect(body.totals).toEqual({
      bookings: 1,
      seats: 2,
      booked_cents: kept.total_cents,
      paid_cents: kept.paid_cents,
      earned_cents: earned,
      views: 3,
      conversion_percent: 33.3,
      cancellations: 1,
      cancelled_by_traveler: 1,
      cancelled_by_operator: 0,
      refunded_cents: cancelled.refunded_cents,
      occupancy_booked: 2,
      occupancy_capacity: 10,
    });
    expect(body.listings).toEqual([
      {
        id: safari.id,
        title: 'Serengeti Test Migration Safari',
        views: 3,
        bookings: 1,
        seats: 2,
        booked_cents: kept.total_cents,
        earned_cents: earned,
        conversion_percent: 33.3,
      },
    ]);
    expect(body.occupancy).toEqual([
      expect.objectContaining({
        id: safari.departureId,
        listing_id: safari.id,
        capacity: 10,
        booked: 2,
        percent: 20,
      }),
    ]);
    expect(body.occupancy[0].starts).toBe(addDays(todayInTanzania(), 60));
    // Every week and month of the range is listed (zeros included), and they add up to the totals.
    const sum = (
      periods: { bookings: number; earned_cents: number; views: number; cancellations: number }[],
    ) =>
      periods.reduce(
        (acc, p) => ({
          bookings: acc.bookings + p.bookings,
          earned_cents: acc.earned_cents + p.earned_cents,
          views: acc.views + p.views,
          cancellations: acc.cancellations + p.cancellations,
        }),
        { bookings: 0, earned_cents: 0, views: 0, cancellations: 0 },
      );
    const expected = { bookings: 1, earned_cents: earned, views: 3, cancellations: 1 };
    expect(sum(body.by_week)).toEqual(expected);
    expect(sum(body.by_month)).toEqual(expected);
    expect(body.by_week.length).toBeGreaterThanOrEqual(16);
    expect(body.by_month[0].period).toBe(range.from.slice(0, 7));
    expect(body.ratings).toEqual(
      body.by_month.map((m: { period: string }) => ({ period: m.period, reviews: 0, average: null })),
    );
  });

  it('gives the ratings by month of the visible reviews written in the range', async () => {
    const review = (bookingId: string, author: TestUser, rating: number, hidden: boolean) => sql`
      insert into reviews (booking_id, kind, author_id, operator_id, package_id, rating, title, body,
        hidden_at, hidden_reason)
      values (${bookingId}::uuid, 'safari', ${author.user.id}::uuid, ${operator.user.id}::uuid, ${safari.id}, ${rating},
        'Great', 'Saw the migration.', ${hidden ? sql`now()` : null}, ${hidden ? 'Spam' : null})`;
    await app.db.execute(review(kept.id, traveler, 4, false));
    await app.db.execute(review(cancelled.id, canceller, 1, true));
    const body = (await analytics(operator)).json();
    const month = todayInTanzania().slice(0, 7);
    expect(body.ratings).toContainEqual({ period: month, reviews: 1, average: 4 });
    expect(body.ratings.filter((r: { reviews: number }) => r.reviews > 0)).toHaveLength(1);
    expect(
      (await analytics(otherOperator)).json().ratings.every((r: { reviews: number }) => r.reviews === 0),
    ).toBe(true);
  });

  it('shows another operator only its own figures', async () => {
    const body = (await analytics(otherOperator)).json();
    expect(body.totals).toMatchObject({ bookings: 1, seats: 3, views: 1, cancellations: 0 });
    expect(body.listings.map((l: { id: number }) => l.id)).toEqual([otherSafari.id]);
    expect(body.occupancy.map((o: { listing_id: number }) => o.listing_id)).toEqual([otherSafari.id]);
  });

  it('answers a transporter in shillings, empty before any trip', async () => {
    const transporter = await createUser(app, {
      type: 'operator',
      operator_type: 'transporter',
      is_verified: true,
    });
    const body = (await analytics(transporter)).json();
    expect(body).toMatchObject({ listing_kind: 'trip', currency: 'TZS', listings: [], occupancy: [] });
    expect(body.totals).toMatchObject({ bookings: 0, views: 0, conversion_percent: null });
  });

  it('is for operators only, and checks the range', async () => {
    expect((await analytics(traveler)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/operator/analytics' })).statusCode).toBe(401);
    const backwards = await analytics(operator, { from: '2026-05-01', to: '2026-04-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.to).toEqual(['The end date must be on or after the start date']);
    const tooLong = await analytics(operator, { from: '2024-01-01', to: '2026-01-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.to).toEqual(['Choose a range of at most a year']);
    expect((await analytics(operator, { from: 'soon' })).statusCode).toBe(400);
    // Without a range: the last 90 days up to today.
    const byDefault = (
      await app.inject({ url: '/api/operator/analytics', headers: operator.authHeader })
    ).json();
    expect(byDefault).toMatchObject({ from: addDays(todayInTanzania(), -89), to: todayInTanzania() });
    expect(byDefault.totals.bookings).toBe(1);
  });

  it('exports the same figures as CSV', async () => {
    const res = await app.inject({
      url: `/api/operator/analytics.csv?${new URLSearchParams(range)}`,
      headers: operator.authHeader,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="dala-analytics-${range.from}-${range.to}.csv"`,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    const usd = (cents: number) => (cents / 100).toFixed(2);
    expect(lines).toContain(`"Bookings","1"`);
    expect(lines).toContain(`"Earned (USD)","${usd(kept.paid_cents - commissionOf(kept.paid_cents, 1000))}"`);
    expect(lines).toContain(`"Cancellations","1"`);
    expect(lines).toContain(`"Views","3"`);
    expect(lines).toContain(
      `"Serengeti Test Migration Safari","3","1","2","${usd(kept.total_cents)}","${usd(kept.paid_cents - commissionOf(kept.paid_cents, 1000))}","33.3"`,
    );
    expect(lines).toContain(
      `"${addDays(todayInTanzania(), 60)}","Serengeti Test Migration Safari","10","2","20"`,
    );
    const other = await app.inject({ url: '/api/operator/analytics.csv', headers: otherOperator.authHeader });
    expect(other.body).not.toContain(`"3","1","2"`);
    expect(
      (await app.inject({ url: '/api/operator/analytics.csv', headers: traveler.authHeader })).statusCode,
    ).toBe(403);
  });
});

describe('traveler dashboard', () => {
  it('shows the next safari with its receipt, and the balance still due', async () => {
    const res = await app.inject({ url: '/api/me/dashboard', headers: traveler.authHeader });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.next).toMatchObject({
      kind: 'safari',
      booking_id: kept.id,
      status: 'confirmed',
      title: 'Serengeti Test Migration Safari',
      start_date: addDays(todayInTanzania(), 60),
      seats: 2,
      tickets: [],
    });
    expect(body.next.receipt_payment_id).toEqual(expect.any(String));
    expect(new Date(body.next.starts_at).getTime()).toBeGreaterThan(Date.now());
    expect(body.upcoming_count).toBe(1);
    expect(body.balances_due).toEqual([
      {
        booking_id: kept.id,
        reference: expect.any(String),
        title: 'Serengeti Test Migration Safari',
        start_date: addDays(todayInTanzania(), 60),
        currency: 'USD',
        balance_cents: kept.total_cents - kept.paid_cents,
        due_date: kept.balance_due_date,
        overdue: false,
      },
    ]);
  });

  it('shows another traveler only their own', async () => {
    const body = (await app.inject({ url: '/api/me/dashboard', headers: canceller.authHeader })).json();
    // The cancelled booking is gone; the other operator's safari (30 days out) is next.
    expect(body.next).toMatchObject({ title: 'Serengeti Test Migration Safari', seats: 3 });
    expect(body.next.booking_id).not.toBe(kept.id);
    expect(body.balances_due.map((b: { booking_id: string }) => b.booking_id)).not.toContain(kept.id);
    const fresh = await createUser(app);
    expect((await app.inject({ url: '/api/me/dashboard', headers: fresh.authHeader })).json()).toEqual({
      next: null,
      upcoming_count: 0,
      balances_due: [],
    });
    expect((await app.inject({ url: '/api/me/dashboard' })).statusCode).toBe(401);
  });
});
