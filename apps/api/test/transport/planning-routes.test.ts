import { DEFAULT_REFUND_BANDS } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { seedDestinations } from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { sellSeats, transporter, transportWorld, route as routeFixture } from './fixtures';

/** Trip planning — routes: stops, fares and refund bands of a transporter's routes (issue 13). */

const STOPS = [
  {
    place: 'Dar es Salaam',
    point: 'Magufuli bus terminal',
    minutes_from_departure: 0,
    can_board: true,
    can_alight: false,
  },
  {
    place: 'Morogoro',
    point: 'Msamvu stand',
    minutes_from_departure: 180,
    can_board: true,
    can_alight: true,
  },
  {
    place: 'Dodoma',
    point: 'Nane Nane terminal',
    minutes_from_departure: 420,
    can_board: false,
    can_alight: true,
  },
];
const FARES = [
  { board_pos: 0, alight_pos: 1, fare_tzs: 12_000 },
  { board_pos: 0, alight_pos: 2, fare_tzs: 25_000 },
  { board_pos: 1, alight_pos: 2, fare_tzs: 15_000 },
];
const routeBody = (overrides: Record<string, unknown> = {}) => ({ stops: STOPS, fares: FARES, ...overrides });

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedDestinations(t.app.db);
  owner = await transporter(t.app);
});
afterAll(async () => {
  await t?.close();
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: user.authHeader, payload: payload as object });

async function countRoutes(transporterId: string): Promise<number> {
  const rows = await t.app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from transport_routes where transporter_id = ${transporterId}`,
  );
  return Number(rows.rows[0]!.n);
}

describe('routes: create, read, list', () => {
  it('creates a route with stops, fares, default refund bands, a default name and regions', async () => {
    const res = await call(owner, 'POST', '/operator/routes', routeBody());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Dar es Salaam → Dodoma',
      status: 'active',
      origin: 'Dar es Salaam',
      destination: 'Dodoma',
      stop_count: 3,
      duration_minutes: 420,
      lowest_fare_tzs: 12_000,
      upcoming_trips: 0,
      stops_locked: false,
      refund_bands: [...DEFAULT_REFUND_BANDS],
    });
    expect(body.stops.map((s: { position: number }) => s.position)).toEqual([0, 1, 2]);
    expect(body.fares).toHaveLength(3);
    // Dar es Salaam is in the destinations table? Its region is filled when it is, else ''.
    const known = await t.app.db.execute<{ name: string; region: string }>(
      sql`select name, region from destinations where lower(name) in ('dar es salaam', 'morogoro', 'dodoma')`,
    );
    for (const stop of body.stops as { place: string; region: string }[]) {
      const match = known.rows.find((r) => String(r.name).toLowerCase() === stop.place.toLowerCase());
      expect(stop.region).toBe(match ? String(match.region) : '');
    }
    const got = await call(owner, 'GET', `/operator/routes/${body.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(body);
    const list = await call(owner, 'GET', '/operator/routes');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.some((r: { id: number }) => r.id === body.id)).toBe(true);
    expect(list.json()).toMatchObject({ page: 1 });
  });

  it('fills a region from the destinations table when the place names one', async () => {
    const [destination] = (
      await t.app.db.execute<{ name: string; region: string }>(
        sql`select name, region from destinations limit 1`,
      )
    ).rows;
    const res = await call(
      owner,
      'POST',
      '/operator/routes',
      routeBody({
        stops: [{ ...STOPS[0], place: String(destination!.name).toUpperCase() }, STOPS[1], STOPS[2]],
        name: 'Own name',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().stops[0].region).toBe(destination!.region);
    expect(res.json().name).toBe('Own name');
  });
});

describe('routes: bad input is a 400 naming the problem, nothing written', () => {
  const cases: [string, Record<string, unknown>, string, RegExp][] = [
    [
      'stop times going backwards',
      routeBody({ stops: [STOPS[0], { ...STOPS[1], minutes_from_departure: 500 }, STOPS[2]] }),
      'stops.2.minutes_from_departure',
      /Stop 3 must come later than stop 2/,
    ],
    [
      'a fare missing for a sellable pair',
      routeBody({ fares: FARES.slice(0, 2) }),
      'fares',
      /Set a fare from Morogoro to Dodoma/,
    ],
    [
      'a negative fare',
      routeBody({ fares: [FARES[0], { ...FARES[1], fare_tzs: -5 }, FARES[2]] }),
      'fares.1.fare_tzs',
      /from Dar es Salaam to Dodoma must be more than TZS 0/,
    ],
    [
      'a fractional fare',
      routeBody({ fares: [FARES[0], FARES[1], { ...FARES[2], fare_tzs: 15_000.5 }] }),
      'fares.2.fare_tzs',
      /whole shillings/,
    ],
    ['one stop', routeBody({ stops: [STOPS[0]], fares: [] }), 'stops', /2 to 30 stops/],
    [
      'refund bands rising',
      routeBody({
        refund_bands: [
          { min_hours_before: 24, percent: 50 },
          { min_hours_before: 0, percent: 90 },
        ],
      }),
      'refund_bands.1.percent',
      /cannot grow/,
    ],
    [
      'a fare that is not a number',
      routeBody({ fares: [{ ...FARES[0], fare_tzs: 'ten' }] }),
      'fares.0.fare_tzs',
      /./,
    ],
  ];
  it.each(cases)('%s', async (_name, body, field, text) => {
    const before = await countRoutes(owner.user.id);
    const res = await call(owner, 'POST', '/operator/routes', body);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json();
    expect(error.code).toBe('validation_error');
    expect(error.fields[field]?.join(' ')).toMatch(text);
    expect(await countRoutes(owner.user.id)).toBe(before);
  });
});

describe('routes: editing', () => {
  it('replaces stops and fares as a whole and moves the arrival of its scheduled trips', async () => {
    const world = await transportWorld(t.app, { status: 'scheduled' });
    const url = `/operator/routes/${world.route.id}`;
    const current = (await call(world.transporter, 'GET', url)).json();
    expect(current.stops_locked).toBe(false);
    const stops = current.stops.map((s: Record<string, unknown>) => ({
      place: s.place,
      point: s.point,
      minutes_from_departure: s.minutes_from_departure,
      can_board: s.can_board,
      can_alight: s.can_alight,
    }));
    stops.at(-1).minutes_from_departure = 600;
    const res = await call(world.transporter, 'PUT', url, { name: 'Renamed', stops, fares: current.fares });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', duration_minutes: 600 });
    const trip = (await call(world.transporter, 'GET', `/operator/trips/${world.trip.id}`)).json();
    expect(new Date(trip.arrives_at).getTime() - new Date(trip.departs_at).getTime()).toBe(600 * 60_000);
  });

  it('refuses new stops (409) while a trip is on sale or has passengers, but takes new fares and a name', async () => {
    const world = await transportWorld(t.app);
    const traveler = await createUser(t.app);
    await sellSeats(t.app, {
      tripId: world.trip.id,
      travelerId: traveler.user.id,
      seats: ['1A'],
      board: 0,
      alight: 4,
    });
    const url = `/operator/routes/${world.route.id}`;
    const current = (await call(world.transporter, 'GET', url)).json();
    expect(current.stops_locked).toBe(true);
    const stops = current.stops.map((s: Record<string, unknown>) => ({
      place: s.place,
      point: s.point,
      minutes_from_departure: s.minutes_from_departure,
      can_board: s.can_board,
      can_alight: s.can_alight,
    }));
    const moved = stops.map((s: { minutes_from_departure: number }, i: number) =>
      i === 2 ? { ...s, minutes_from_departure: s.minutes_from_departure + 5 } : s,
    );
    const refused = await call(world.transporter, 'PUT', url, { stops: moved, fares: current.fares });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/its stops cannot change/);
    const fares = current.fares.map((f: { fare_tzs: number }) => ({ ...f, fare_tzs: f.fare_tzs + 1000 }));
    const ok = await call(world.transporter, 'PUT', url, { name: 'Dar – Arusha express', stops, fares });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().name).toBe('Dar – Arusha express');
    expect(ok.json().fares[0].fare_tzs).toBe(current.fares[0].fare_tzs + 1000);
    // The booking keeps the fare it was sold at.
    const kept = await t.app.db.execute<{ fare_tzs: number }>(
      sql`select fare_tzs from trip_bookings where trip_id = ${world.trip.id}`,
    );
    expect(Number(kept.rows[0]!.fare_tzs)).toBe(world.route.fare(0, 4));
  });

  it('archives a route without upcoming trips, refuses one with them', async () => {
    const world = await transportWorld(t.app);
    const refused = await call(world.transporter, 'POST', `/operator/routes/${world.route.id}/archive`);
    expect(refused.statusCode).toBe(409);
    const idle = await routeFixture(t.app, world.transporter.user.id);
    const res = await call(world.transporter, 'POST', `/operator/routes/${idle.id}/archive`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('archived');
    const archivedOnly = await call(world.transporter, 'GET', '/operator/routes?status=archived');
    expect(archivedOnly.json().items.map((r: { id: number }) => r.id)).toEqual([idle.id]);
  });
});

describe('routes: authorization', () => {
  it('403 for a tour operator and a traveler, 401 for a guest', async () => {
    const operator = await createUser(t.app, {
      type: 'operator',
      operator_type: 'tour_operator',
      is_verified: true,
    });
    const traveler = await createUser(t.app);
    for (const user of [operator, traveler]) {
      expect((await call(user, 'GET', '/operator/routes')).statusCode).toBe(403);
      expect((await call(user, 'POST', '/operator/routes', routeBody())).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/routes' })).statusCode).toBe(401);
  });

  it("404 for another transporter's route; lists show only one's own", async () => {
    const other = await transporter(t.app);
    const theirs = await routeFixture(t.app, other.user.id);
    for (const [method, url, body] of [
      ['GET', `/operator/routes/${theirs.id}`, undefined],
      ['PUT', `/operator/routes/${theirs.id}`, routeBody()],
      ['POST', `/operator/routes/${theirs.id}/archive`, undefined],
    ] as const) {
      const res = await call(owner, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const mine = await call(owner, 'GET', '/operator/routes?page_size=100');
    expect(mine.json().items.some((r: { id: number }) => r.id === theirs.id)).toBe(false);
    expect((await call(owner, 'GET', '/operator/routes/99999999999')).statusCode).toBe(400);
  });
});
