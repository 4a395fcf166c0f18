import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelTripBookings, lockTripRow } from '../../src/modules/bookings';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { route, sellSeats, transportWorld, trip, type TransportWorld } from './fixtures';

/** A traveler's cancellation by the transporter's bands, and the transporter's cancellation of a trip. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let world: TransportWorld;
let traveler: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  world = await transportWorld(t.app);
  traveler = await createUser(t.app);
}, 60_000);
afterAll(async () => t.close());

/** A paid booking (seat 1A, Dar es Salaam → Moshi) on a new trip departing `inMs` from now. */
async function paidBookingDeparting(inMs: number, routeFixture = world.route) {
  const departure = await trip(t.app, {
    transporterId: world.transporter.user.id,
    route: routeFixture,
    vehicle: world.vehicle,
    departsAt: new Date(Date.now() + inMs),
    salesCutoffMinutes: 0,
  });
  const sold = await sellSeats(t.app, {
    tripId: departure.id,
    travelerId: traveler.user.id,
    seats: ['1A'],
    board: 0,
    alight: 3,
  });
  return { trip: departure, ...sold, paidCents: routeFixture.fare(0, 3) * 100 };
}

const quote = (bookingId: string, who = traveler) =>
  t.app.inject({
    method: 'GET',
    url: `/api/trip-bookings/${bookingId}/refund-quote`,
    headers: who.authHeader,
  });

describe('cancellation by the traveler', () => {
  it('quotes the bands at their edges through the API (defaults: ≥ 24 h 90 %, 6–24 h 50 %, under 6 h 0)', async () => {
    const cases: [number, number, string][] = [
      [24 * HOUR + 2 * MINUTE, 90, 'hours_24'],
      [24 * HOUR - 2 * MINUTE, 50, 'hours_6'],
      [6 * HOUR + 2 * MINUTE, 50, 'hours_6'],
      [6 * HOUR - 2 * MINUTE, 0, 'hours_0'],
    ];
    for (const [inMs, percent, band] of cases) {
      const { bookingId, paidCents } = await paidBookingDeparting(inMs);
      const res = await quote(bookingId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), `${inMs / HOUR} h`).toMatchObject({
        booking_id: bookingId,
        can_cancel: true,
        band,
        refund_percent: percent,
        paid_cents: paidCents,
        refund_cents: Math.floor((paidCents / 100) * (percent / 100) + 0.5) * 100,
        processing_fee_cents: 0,
        currency: 'TZS',
        refund_schedule: [],
      });
      expect(res.json().trip_refund_schedule.map((e: { percent: number }) => e.percent)).toEqual([90, 50, 0]);
    }
    const someoneElse = await createUser(t.app);
    const { bookingId } = await paidBookingDeparting(30 * HOUR);
    expect((await quote(bookingId, someoneElse)).statusCode).toBe(404);
  });

  it('uses the bands the booking was sold under (the route’s own)', async () => {
    const strict = await route(t.app, world.transporter.user.id, {
      refundBands: [
        { min_hours_before: 48, percent: 100 },
        { min_hours_before: 0, percent: 20 },
      ],
    });
    const { bookingId } = await paidBookingDeparting(30 * HOUR, strict);
    expect((await quote(bookingId)).json()).toMatchObject({ band: 'hours_0', refund_percent: 20 });
  });

  it('cancels: refund through the core, seats released, tickets cancelled, the seat sold again', async () => {
    const { bookingId, trip: departure, paidCents } = await paidBookingDeparting(48 * HOUR);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/trip-bookings/${bookingId}/cancel`,
      headers: traveler.authHeader,
      payload: { reason: 'Plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refundCents = Math.floor((paidCents / 100) * 0.9 + 0.5) * 100;
    expect(cancel.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'traveler',
      refunded_cents: refundCents,
      refunds: [{ amount_cents: refundCents, currency: 'TZS' }],
      trip: { seats: ['1A'], tickets: [{ seat: '1A', cancelled: true }] },
    });
    const live = await t.app.db.execute(sql`select count(*)::int as n from trip_seat_reservations
      where trip_id = ${departure.id} and status in ('held', 'confirmed')`);
    expect(Number(live.rows[0]!.n)).toBe(0);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/trip-bookings',
      headers: { ...(await createUser(t.app)).authHeader, 'idempotency-key': 'resell-1A-after-cancel' },
      payload: { trip_id: departure.id, board: 0, alight: 4, seats: ['1A'] },
    });
    expect(again.statusCode, again.body).toBe(201);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/trip-bookings/${bookingId}/cancel`,
      headers: traveler.authHeader,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('gives no-shows nothing: a trip that has left cannot be cancelled by the traveler', async () => {
    const { bookingId } = await paidBookingDeparting(-30 * MINUTE);
    expect((await quote(bookingId)).json()).toMatchObject({
      can_cancel: false,
      band: 'departed',
      refund_percent: 0,
      refund_cents: 0,
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/trip-bookings/${bookingId}/cancel`,
      headers: traveler.authHeader,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().detail).toBe('This trip has already left: its tickets can no longer be cancelled');
  });

  it('refunds a displaced seat in full', async () => {
    const { bookingId, paidCents } = await paidBookingDeparting(2 * HOUR);
    await t.app.db.execute(
      sql`update trip_seat_reservations set displaced_at = now() where booking_id = ${bookingId}`,
    );
    expect((await quote(bookingId)).json()).toMatchObject({
      band: 'seat_displaced',
      refund_percent: 100,
      refund_cents: paidCents,
    });
  });
});

describe('cancelTripBookings (the transporter cancels the trip)', () => {
  it('cancels every live booking with a full refund, releases the seats and cancels the tickets', async () => {
    const departure = await trip(t.app, {
      transporterId: world.transporter.user.id,
      route: world.route,
      vehicle: world.vehicle,
      departsAt: new Date(Date.now() + 3 * HOUR),
      salesCutoffMinutes: 0,
    });
    const other = await createUser(t.app);
    const paid = await sellSeats(t.app, {
      tripId: departure.id,
      travelerId: traveler.user.id,
      seats: ['2A', '2B'],
      board: 1,
      alight: 4,
    });
    const held = await sellSeats(t.app, {
      tripId: departure.id,
      travelerId: other.user.id,
      seats: ['3A'],
      board: 0,
      alight: 2,
      status: 'held',
    });
    const cancelled = await t.app.db.transaction(async (tx) => {
      await lockTripRow(tx, departure.id);
      await tx.execute(
        sql`update trips set status = 'cancelled', cancelled_at = now() where id = ${departure.id}`,
      );
      return cancelTripBookings(tx, t.app, departure.id, 'Bus breakdown');
    });
    expect(cancelled.map((c) => c.bookingId).sort()).toEqual([paid.bookingId, held.bookingId].sort());
    expect(cancelled.find((c) => c.bookingId === paid.bookingId)).toMatchObject({
      travelerId: traveler.user.id,
      reference: paid.reference,
    });
    const paidView = await t.app.inject({
      method: 'GET',
      url: `/api/trip-bookings/${paid.bookingId}`,
      headers: traveler.authHeader,
    });
    const total = world.route.fare(1, 4) * 2 * 100;
    expect(paidView.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'operator',
      cancellation_reason: 'Bus breakdown',
      refunded_cents: total,
      refunds: [{ amount_cents: total, currency: 'TZS' }],
      trip: { tickets: [{ cancelled: true }, { cancelled: true }] },
    });
    const rows = await t.app.db.execute(sql`select b.status, count(r.*)::int as live from bookings b
      left join trip_seat_reservations r on r.booking_id = b.id and r.status <> 'released'
      where b.id in (${paid.bookingId}, ${held.bookingId}) group by b.status`);
    expect(rows.rows).toEqual([{ status: 'cancelled', live: 0 }]);
    const notified = await t.app.db.execute(sql`select count(*)::int as n from notifications
      where user_id = ${traveler.user.id} and title like '%ancel%'`);
    expect(Number(notified.rows[0]!.n)).toBeGreaterThan(0);
  });
});
