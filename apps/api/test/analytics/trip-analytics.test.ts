import { addDays, commissionOf, todayInTanzania } from '@dala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { defaultFare, sellSeats, transportWorld, type TransportWorld } from '../transport/fixtures';

/**
 * A transporter's analytics (issue 15): a route's sales and views are its trips'; a trip's occupancy is
 * the seats sold on any part of the route (a seat sold twice on segments that do not overlap counts
 * once); the traveler's dashboard shows the next trip with its tickets.
 */

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

let t: TestApp;
let world: TransportWorld;
let traveler: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  world = await transportWorld(t.app, { template: 'four_by_four' });
  traveler = await createUser(t.app);
  other = await createUser(t.app);
  // Dar es Salaam → Chalinze on 1A and 1B; Chalinze → Moshi on 1A again (no overlap); a hold not paid.
  await sellSeats(t.app, {
    tripId: world.trip.id,
    travelerId: traveler.user.id,
    seats: ['1A', '1B'],
    board: 0,
    alight: 1,
  });
  await sellSeats(t.app, {
    tripId: world.trip.id,
    travelerId: other.user.id,
    seats: ['1A'],
    board: 1,
    alight: 3,
  });
  await sellSeats(t.app, {
    tripId: world.trip.id,
    travelerId: other.user.id,
    seats: ['2A'],
    board: 0,
    alight: 4,
    status: 'held',
  });
  for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listing-views',
      headers: { 'user-agent': BROWSER },
      remoteAddress: ip,
      payload: { kind: 'trip', id: world.trip.id },
    });
    expect(res.statusCode).toBe(204);
  }
}, 60_000);
afterAll(() => t.close());

describe('transporter analytics', () => {
  it('counts the route’s sales in shillings, its views and its trips’ occupancy', async () => {
    const range = { from: addDays(todayInTanzania(), -3), to: addDays(todayInTanzania(), 10) };
    const res = await t.app.inject({
      url: `/api/operator/analytics?${new URLSearchParams(range)}`,
      headers: world.transporter.authHeader,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const first = defaultFare(0, 1) * 2 * 100;
    const second = defaultFare(1, 3) * 100;
    const earned = first - commissionOf(first, 1000) + second - commissionOf(second, 1000);
    expect(body).toMatchObject({ listing_kind: 'trip', currency: 'TZS' });
    expect(body.totals).toMatchObject({
      bookings: 2,
      seats: 3,
      booked_cents: first + second,
      paid_cents: first + second,
      earned_cents: earned,
      views: 4,
      conversion_percent: 50,
      occupancy_booked: 2,
      occupancy_capacity: world.trip.capacity,
    });
    expect(body.listings).toEqual([
      {
        id: world.route.id,
        title: 'Dar es Salaam → Arusha',
        views: 4,
        bookings: 2,
        seats: 3,
        booked_cents: first + second,
        earned_cents: earned,
        conversion_percent: 50,
      },
    ]);
    expect(body.occupancy).toEqual([
      {
        id: world.trip.id,
        listing_id: world.route.id,
        title: 'Dar es Salaam → Arusha',
        starts: world.trip.departsAt.toISOString(),
        capacity: world.trip.capacity,
        booked: 2,
        percent: Math.round((2 / world.trip.capacity) * 100),
      },
    ]);
  });

  it('shows nothing of it to a tour operator', async () => {
    const tourOperator = await createUser(t.app, {
      type: 'operator',
      operator_type: 'tour_operator',
      is_verified: true,
    });
    const body = (
      await t.app.inject({ url: '/api/operator/analytics', headers: tourOperator.authHeader })
    ).json();
    expect(body.totals).toMatchObject({ bookings: 0, views: 0, occupancy_capacity: 0 });
    expect(body.listings).toEqual([]);
  });
});

describe('traveler dashboard with a trip', () => {
  it('shows the next trip, its segment, its tickets and its receipt', async () => {
    const body = (await t.app.inject({ url: '/api/me/dashboard', headers: traveler.authHeader })).json();
    expect(body.next).toMatchObject({
      kind: 'trip',
      title: 'Dar es Salaam → Arusha',
      subtitle: 'Dar es Salaam → Chalinze',
      starts_at: world.trip.departsAt.toISOString(),
      seats: 2,
    });
    expect(body.next.tickets.map((ticket: { seat: string }) => ticket.seat)).toEqual(['1A', '1B']);
    expect(body.next.tickets[0].display).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{3}-[0-9A-Z]{3}$/);
    expect(body.next.receipt_payment_id).toEqual(expect.any(String));
    // Trips are paid in full: nothing is due.
    expect(body.balances_due).toEqual([]);
  });
});
