import { addDays, todayInTanzania, zonedTimeToInstant } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { sellSeats, transportWorld, trip, type TransportWorld, type TripFixture } from './fixtures';

/**
 * The transporter's rating on trip search results and the trip page (issue 15 "Ratings and counts … come
 * from real reviews and are always consistent"): the average and count the reviews module keeps in
 * transporter_ratings, the count the company page lists; none while the transporter has no visible
 * review. Both databases.
 */

let t: TestApp;
let world: TransportWorld;
let admin: TestUser;
/** A finished trip of the same transporter, the one its travelers review. */
let past: TripFixture;
const D = addDays(todayInTanzania(), 4);

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_ENABLED: 'false' } });
  world = await transportWorld(t.app, { departsAt: zonedTimeToInstant(D, '06:00') });
  past = await trip(t.app, {
    transporterId: world.transporter.user.id,
    route: world.route,
    vehicle: world.vehicle,
    departsAt: new Date(Date.now() - 3 * 86_400_000),
    status: 'completed',
  });
  admin = await createUser(t.app, { type: 'admin' });
}, 60_000);
afterAll(() => t.close());

const lastStop = () => world.route.stops.length - 1;

async function shown() {
  const detail = await t.app.inject({ method: 'GET', url: `/api/trips/${world.trip.id}` });
  expect(detail.statusCode, detail.body).toBe(200);
  const search = await t.app.inject({
    method: 'GET',
    url: `/api/trips/search?from=${encodeURIComponent(world.route.stops[0]!.place)}&location=${encodeURIComponent(
      world.route.stops[lastStop()]!.place,
    )}&start_date=${D}`,
  });
  expect(search.statusCode, search.body).toBe(200);
  const item = (search.json().items as { trip_id: number; transporter: unknown }[]).find(
    (i) => i.trip_id === world.trip.id,
  );
  expect(item).toBeDefined();
  return {
    detail: detail.json().transporter,
    search: item!.transporter,
    slug: detail.json().transporter.slug,
  };
}

/** A traveler of the finished trip reviews it with `rating`. */
async function reviewPastTrip(rating: number): Promise<number> {
  const rider = await createUser(t.app);
  const sold = await sellSeats(t.app.db, {
    tripId: past.id,
    travelerId: rider.user.id,
    seats: [`${rating}A`],
    board: 0,
    alight: lastStop(),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: rider.authHeader,
    payload: {
      booking_id: sold.bookingId,
      rating,
      title: 'On time and comfortable',
      text: 'The coach left on the minute and the driver was careful all the way.',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe("a transporter's rating on its trips", () => {
  it('is none while the transporter has no reviews', async () => {
    const { detail, search } = await shown();
    expect(detail).toMatchObject({ rating: null, review_count: 0 });
    expect(search).toMatchObject({ rating: null, review_count: 0 });
  });

  it('is the average and count of its visible reviews, the count its company page lists', async () => {
    await reviewPastTrip(5);
    await reviewPastTrip(4);
    const hidden = await reviewPastTrip(2);
    // (5 + 4 + 2) / 3 = 3.67, shown with one decimal.
    const before = await shown();
    expect(before.detail).toMatchObject({ rating: 3.7, review_count: 3 });
    expect(before.search).toMatchObject({ rating: 3.7, review_count: 3 });

    const moderated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${hidden}/hide`,
      headers: admin.authHeader,
      payload: { reason: 'Not about the trip' },
    });
    expect(moderated.statusCode, moderated.body).toBeLessThan(300);
    const { detail, search, slug } = await shown();
    expect(detail).toMatchObject({ rating: 4.5, review_count: 2 });
    expect(search).toMatchObject({ rating: 4.5, review_count: 2 });

    const company = await t.app.inject({ method: 'GET', url: `/api/companies/${slug}` });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().rating).toEqual({ average: 4.5, count: 2 });
    expect(company.json().reviews).toHaveLength(2);
    const stored = await t.app.db.execute(sql`select review_count from transporter_ratings
      where transporter_id = ${world.transporter.user.id}`);
    expect(Number((stored.rows[0] as { review_count: number }).review_count)).toBe(2);
  });
});
