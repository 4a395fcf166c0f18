import { seatLabels, translate } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehiclePhotos } from '../../src/db/schema';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { defaultFare, expireHolds, sellSeats, transportWorld, type TransportWorld } from './fixtures';

/** GET /api/trips/:id: the public trip page with the seat map of the chosen segment, on both databases. */

let t: TestApp;
let traveler: TestUser;
let world: TransportWorld;
let seats: string[];

beforeAll(async () => {
  t = await createTestApp();
  traveler = await createUser(t.app);
  world = await transportWorld(t.app, { template: 'four_by_four' });
  seats = seatLabels(world.trip.layout);
  await t.app.db.insert(vehiclePhotos).values([
    {
      vehicleId: world.vehicle.id,
      position: 1,
      kind: 'art',
      artName: 'land-cruiser-teal-road',
      alt: 'Land Cruiser',
    },
    {
      vehicleId: world.vehicle.id,
      position: 0,
      kind: 'upload',
      variants: [
        { width: 1200, file: 'abc-1200.webp' },
        { width: 400, file: 'abc-400.webp' },
        { width: 800, file: 'abc-800.webp' },
      ],
      width: 1200,
      height: 800,
      alt: 'Side view',
    },
  ]);
}, 60_000);
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('trip page', () => {
  it('shows the route with times, the vehicle without its plate, the transporter, refund bands and the whole journey by default', async () => {
    const res = await get(`/api/trips/${world.trip.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const body = res.json();
    expect(res.body).not.toContain(world.vehicle.plate);
    expect(body.status).toBe('on_sale');
    expect(body.route.stops).toHaveLength(5);
    expect(body.route.stops[3]).toMatchObject({
      position: 3,
      place: 'Moshi',
      point: 'Moshi bus terminal',
      region: 'Kilimanjaro',
      minutes_from_departure: 480,
      can_board: true,
      can_alight: true,
      at: new Date(world.trip.departsAt.getTime() + 480 * 60_000).toISOString(),
    });
    expect(body.departs_at).toBe(world.trip.departsAt.toISOString());
    expect(body.vehicle).toMatchObject({
      vehicle_class: 'semi_luxury',
      amenities: ['air_conditioning', 'charging'],
      make: 'Yutong',
      capacity: 7,
    });
    expect(body.vehicle.photos).toEqual([
      {
        url: '/api/vehicles/photos/abc-800.webp',
        srcset:
          '/api/vehicles/photos/abc-400.webp 400w, /api/vehicles/photos/abc-800.webp 800w, /api/vehicles/photos/abc-1200.webp 1200w',
        alt: 'Side view',
        width: 1200,
        height: 800,
      },
      {
        url: '/api/vehicles/art/land-cruiser-teal-road.svg',
        srcset: '',
        alt: 'Land Cruiser',
        width: null,
        height: null,
      },
    ]);
    expect(body.transporter).toEqual({
      id: world.transporter.user.id,
      company_name: 'Kilimanjaro Express Test Coaches',
      is_verified: true,
      // No reviews yet: no rating, never an invented one.
      rating: null,
      review_count: 0,
      phone: '+255754000111',
      slug: 'kilimanjaro-express-test-coaches',
    });
    expect(body.refund_bands).toEqual([
      { min_hours_before: 24, percent: 90 },
      { min_hours_before: 6, percent: 50 },
      { min_hours_before: 0, percent: 0 },
    ]);
    expect(body.sales).toEqual({
      state: 'on_sale',
      message: null,
      closes_at: world.trip.salesCloseAt.toISOString(),
    });
    expect(body.segment).toMatchObject({
      board: { position: 0, place: 'Dar es Salaam' },
      alight: { position: 4, place: 'Arusha' },
      duration_minutes: 560,
      fare_tzs: defaultFare(0, 4),
    });
    expect(body.segment.fare_usd).toBe(Math.round(defaultFare(0, 4) / body.tzs_per_usd));
    expect(body.seat_map.layout).toEqual(world.trip.layout);
    expect(body.seat_map.seats.map((s: { label: string }) => s.label)).toEqual(seats);
    expect(body.seat_map.seats[0]).toMatchObject({ label: seats[0], free: true });
    expect(body.seat_map.seats_left).toBe(7);
  });

  it('maps seats free or taken on the chosen segment: sold and held seats that overlap it, not expired holds', async () => {
    await sellSeats(t.app.db, {
      tripId: world.trip.id,
      travelerId: traveler.user.id,
      seats: [seats[0]!],
      board: 0,
      alight: 2,
    });
    await sellSeats(t.app.db, {
      tripId: world.trip.id,
      travelerId: traveler.user.id,
      seats: [seats[1]!],
      board: 2,
      alight: 4,
    });
    const held = await sellSeats(t.app.db, {
      tripId: world.trip.id,
      travelerId: traveler.user.id,
      seats: [seats[2]!],
      board: 1,
      alight: 3,
      status: 'held',
    });
    const freeOn = async (board: number, alight: number) => {
      const res = await get(`/api/trips/${world.trip.id}?board=${board}&alight=${alight}`);
      expect(res.statusCode, res.body).toBe(200);
      const map = res.json().seat_map as { seats: { label: string; free: boolean }[]; seats_left: number };
      return { taken: map.seats.filter((s) => !s.free).map((s) => s.label), left: map.seats_left };
    };
    expect(await freeOn(0, 1)).toEqual({ taken: [seats[0]], left: 6 });
    expect(await freeOn(2, 4)).toEqual({ taken: [seats[1], seats[2]], left: 5 });
    expect(await freeOn(1, 3)).toEqual({ taken: [seats[0], seats[1], seats[2]], left: 4 });
    expect(await freeOn(3, 4)).toEqual({ taken: [seats[1]], left: 6 });
    await expireHolds(t.app.db, held.bookingId);
    expect(await freeOn(2, 4)).toEqual({ taken: [seats[1]], left: 6 });
    const segment = (await get(`/api/trips/${world.trip.id}?board=1&alight=3`)).json().segment;
    expect(segment).toMatchObject({
      board: { position: 1, place: 'Chalinze', point: 'Chalinze junction' },
      alight: { position: 3, place: 'Moshi' },
      duration_minutes: 370,
      fare_tzs: defaultFare(1, 3),
    });
  });

  it('refuses a segment the route does not sell (400) and an unknown trip (404)', async () => {
    for (const query of [
      'board=4&alight=4',
      'board=3&alight=1',
      'board=4',
      'alight=0',
      'board=0&alight=9',
      'board=x',
    ]) {
      const res = await get(`/api/trips/${world.trip.id}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toMatch(/bad_request|validation_error/);
    }
    // Arusha lets nobody board, Dar es Salaam nobody off.
    expect((await get(`/api/trips/${world.trip.id}?board=4&alight=4`)).statusCode).toBe(400);
    for (const id of ['999999', '0', 'abc', '99999999999']) {
      const res = await get(`/api/trips/${id}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const missing = await get('/api/trips/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(translate('en', 'travel.tripNotFound'));
  });

  it("says why seats cannot be bought: sales closed, not on sale, departed, cancelled; an unverified transporter's trip is not public", async () => {
    const other = await transportWorld(t.app);
    // A vehicle without a photo shows its class's art.
    expect((await get(`/api/trips/${other.trip.id}`)).json().vehicle.photos).toEqual([
      {
        url: '/api/vehicles/art/semi-luxury-coach-teal-road.svg',
        srcset: '',
        alt: '',
        width: 800,
        height: 500,
      },
    ]);
    const state = async () => (await get(`/api/trips/${other.trip.id}`)).json().sales;
    await t.app.db.execute(sql`update trips set sales_close_at = now() - interval '1 minute',
      sales_cutoff_minutes = 4320 where id = ${other.trip.id}`);
    expect(await state()).toMatchObject({ state: 'closed', message: 'transport.tripSalesClosed' });
    for (const [status, expected, message] of [
      ['scheduled', 'not_on_sale', 'transport.tripNotOnSale'],
      ['departed', 'departed', 'transport.tripDeparted'],
      ['cancelled', 'cancelled', 'transport.tripCancelled'],
    ] as const) {
      await t.app.db.execute(sql`update trips set status = ${status} where id = ${other.trip.id}`);
      expect(await state()).toMatchObject({ state: expected, message });
    }
    await t.app.db.execute(sql`update users set is_verified = false where id = ${other.transporter.user.id}`);
    expect((await get(`/api/trips/${other.trip.id}`)).statusCode).toBe(404);
  });
});
