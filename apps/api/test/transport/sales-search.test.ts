import { addDays, seatLabels, todayInTanzania, translate, zonedTimeToInstant } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCandidatesSql } from '../../src/modules/trip-sales/search.service';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import {
  defaultFare,
  expireHolds,
  route,
  sellSeats,
  transporter,
  trip,
  vehicle,
  type RouteFixture,
  type StopFixture,
  type TripFixture,
} from './fixtures';

/**
 * GET /api/trips/search, /api/trips/towns and /api/trips/discovery on both databases: trips by segment,
 * seats per segment, what is not for sale, filters, sorts, pages, facets, and bad input (4xx, never 500).
 */

let t: TestApp;
let traveler: TestUser;
let coaches: TestUser;
let shuttles: TestUser;
let darArusha: RouteFixture;
let darMoshiExpress: RouteFixture;
/** The searched day, five days ahead, and the day after. */
const D = addDays(todayInTanzania(), 5);
const D1 = addDays(D, 1);
const at = (date: string, time: string) => zonedTimeToInstant(date, time);

/** Dar es Salaam 06:00, semi-luxury 2+2 (53 seats). */
let morning: TripFixture;
/** Dar es Salaam 14:00, a 4x4 of 7 seats: the seat tests. */
let afternoon: TripFixture;
/** Dar es Salaam 19:00, luxury 2+1 with Wi-Fi. */
let evening: TripFixture;
/** The other transporter: Dar es Salaam → Moshi direct at 22:00, luxury, TZS 50 000. */
let night: TripFixture;
/** Left Dar es Salaam the evening before D: at Moshi on D at 07:00. */
let overnight: TripFixture;

const DAR_MOSHI_DIRECT: StopFixture[] = [
  {
    place: 'Dar es Salaam',
    point: 'Ubungo',
    region: 'Dar es Salaam',
    minutes: 0,
    board: true,
    alight: false,
  },
  { place: 'Moshi', point: 'Moshi town', region: 'Kilimanjaro', minutes: 420, board: false, alight: true },
];

beforeAll(async () => {
  t = await createTestApp();
  traveler = await createUser(t.app);
  coaches = await transporter(t.app, { company_name: 'Kilimanjaro Express Test Coaches' });
  shuttles = await transporter(t.app, { company_name: 'Arusha Night Shuttles' });
  darArusha = await route(t.app, coaches.user.id);
  darMoshiExpress = await route(t.app, shuttles.user.id, {
    stops: DAR_MOSHI_DIRECT,
    fare: () => 50_000,
  });
  const coach = await vehicle(t.app, coaches.user.id, { template: 'two_two' });
  const landCruiser = await vehicle(t.app, coaches.user.id, {
    template: 'four_by_four',
    vehicleClass: 'four_by_four',
  });
  const luxury = await vehicle(t.app, coaches.user.id, { template: 'two_one', vehicleClass: 'luxury' });
  const nightBus = await vehicle(t.app, shuttles.user.id, { template: 'two_one', vehicleClass: 'luxury' });
  const on = (r: RouteFixture, owner: TestUser, v: typeof coach, departsAt: Date) =>
    trip(t.app, { transporterId: owner.user.id, route: r, vehicle: v, departsAt });
  morning = await on(darArusha, coaches, coach, at(D, '06:00'));
  afternoon = await on(darArusha, coaches, landCruiser, at(D, '14:00'));
  evening = await on(darArusha, coaches, luxury, at(D, '19:00'));
  night = await on(darMoshiExpress, shuttles, nightBus, at(D, '22:00'));
  overnight = await on(darArusha, coaches, coach, at(addDays(D, -1), '23:00'));
  await t.app.db.execute(
    sql`update trips set amenities = '{air_conditioning,wifi,toilet}' where id = ${evening.id}`,
  );
}, 60_000);
afterAll(async () => t.close());

interface Item {
  trip_id: number;
  board: { position: number; place: string; point: string; at: string };
  alight: { position: number; place: string; at: string };
  seats_left: number;
  fare_tzs: number;
  fare_usd: number;
  duration_minutes: number;
  vehicle_class: string;
  time_of_day: string;
  transporter: {
    id: string;
    company_name: string;
    is_verified: boolean;
    rating: number | null;
    review_count: number;
  };
}

async function search(query: Record<string, string | number | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const res = await t.app.inject({ method: 'GET', url: `/api/trips/search?${params.toString()}` });
  return res;
}

async function found(query: Record<string, string | number | string[]>) {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Item[];
    total: number;
    page: number;
    page_size: number;
    any_trips: boolean;
    facets: Record<string, unknown>;
    window: { start_date: string; end_date: string };
    tzs_per_usd: number;
  };
}

const ids = (items: readonly Item[]) => items.map((i) => i.trip_id);

describe('search by segment', () => {
  it('a Dar es Salaam → Moshi search finds the Dar es Salaam → Arusha bus, with times and fare for that segment', async () => {
    const body = await found({ from: 'Dar es Salaam', location: 'Moshi', start_date: D, guests: 1 });
    const item = body.items.find((i) => i.trip_id === morning.id)!;
    expect(item).toBeDefined();
    expect(item.board).toMatchObject({ position: 0, place: 'Dar es Salaam', point: 'Magufuli bus terminal' });
    expect(item.alight).toMatchObject({ position: 3, place: 'Moshi' });
    expect(item.board.at).toBe(at(D, '06:00').toISOString());
    expect(item.alight.at).toBe(new Date(at(D, '06:00').getTime() + 480 * 60_000).toISOString());
    expect(item.duration_minutes).toBe(480);
    expect(item.fare_tzs).toBe(defaultFare(0, 3));
    expect(item.fare_usd).toBe(Math.round(defaultFare(0, 3) / body.tzs_per_usd));
    expect(item.seats_left).toBe(morning.capacity);
    expect(item.time_of_day).toBe('morning');
    expect(item.transporter).toEqual({
      id: coaches.user.id,
      company_name: 'Kilimanjaro Express Test Coaches',
      is_verified: true,
      rating: null,
      review_count: 0,
    });
    // Earliest first (the default): 06:00, 14:00, 19:00, 22:00; the overnight bus left on D−1 from Dar.
    expect(ids(body.items)).toEqual([morning.id, afternoon.id, evening.id, night.id]);
    expect(body.window).toEqual({ start_date: D, end_date: D });
    expect(body.any_trips).toBe(true);
  });

  it('matches towns whatever their case and spacing', async () => {
    const body = await found({ from: '  dar ES salaam ', location: 'MOSHI', start_date: D });
    expect(ids(body.items)).toContain(morning.id);
  });

  it('a stop that only lets passengers off is not an origin, and one that only boards is not a destination', async () => {
    expect((await found({ from: 'Arusha', location: 'Moshi', start_date: D })).total).toBe(0);
    expect((await found({ from: 'Moshi', location: 'Dar es Salaam', start_date: D })).total).toBe(0);
    // Backwards along the route is no journey either.
    expect((await found({ from: 'Moshi', location: 'Chalinze', start_date: D })).total).toBe(0);
  });

  it('leaves the origin within the day in Tanzanian time, wherever the trip started', async () => {
    // The overnight bus reaches Moshi at 06:59 on D: a Moshi → Arusha search on D finds it.
    const body = await found({ from: 'Moshi', location: 'Arusha', start_date: D });
    const item = body.items.find((i) => i.trip_id === overnight.id)!;
    expect(item.board.at).toBe(new Date(at(addDays(D, -1), '23:00').getTime() + 480 * 60_000).toISOString());
    expect(item.time_of_day).toBe('morning');
    // … and a search of the day before does not (it is on D at the origin).
    const before = await found({ from: 'Moshi', location: 'Arusha', start_date: addDays(D, -1) });
    expect(ids(before.items)).not.toContain(overnight.id);
  });

  it('without an origin, trips reaching the destination from their first boarding stop', async () => {
    const body = await found({ location: 'Moshi', start_date: D });
    expect(ids(body.items)).toEqual([morning.id, afternoon.id, evening.id, night.id]);
    expect(body.items[0]!.board.position).toBe(0);
  });

  it('searches a range of days with end_date, cut to 7 days', async () => {
    const nextDay = await trip(t.app, {
      transporterId: coaches.user.id,
      route: darArusha,
      vehicle: await vehicle(t.app, coaches.user.id),
      departsAt: at(D1, '08:00'),
    });
    const one = await found({ from: 'Dar es Salaam', location: 'Arusha', start_date: D });
    expect(ids(one.items)).not.toContain(nextDay.id);
    const two = await found({ from: 'Dar es Salaam', location: 'Arusha', start_date: D, end_date: D1 });
    expect(ids(two.items)).toContain(nextDay.id);
    const long = await found({ location: 'Arusha', start_date: D, end_date: addDays(D, 60) });
    expect(long.window).toEqual({ start_date: D, end_date: addDays(D, 6) });
    await t.app.db.execute(sql`update trips set status = 'cancelled' where id = ${nextDay.id}`);
  });
});

describe('seats free on the segment', () => {
  it('counts only reservations overlapping the segment, each seat once; holds count until they expire', async () => {
    const seats = seatLabels(afternoon.layout);
    expect(seats.length).toBe(7);
    const seatsLeft = async (from: string, to: string, guests = 1) =>
      (await found({ from, location: to, start_date: D, guests })).items.find(
        (i) => i.trip_id === afternoon.id,
      )?.seats_left;
    // Dar → Chalinze: 3 seats; Moshi → Arusha: 2 seats, one of them the same seat as Dar → Chalinze.
    await sellSeats(t.app.db, {
      tripId: afternoon.id,
      travelerId: traveler.user.id,
      seats: seats.slice(0, 3),
      board: 0,
      alight: 1,
    });
    await sellSeats(t.app.db, {
      tripId: afternoon.id,
      travelerId: traveler.user.id,
      seats: [seats[0]!, seats[3]!],
      board: 3,
      alight: 4,
    });
    expect(await seatsLeft('Chalinze', 'Moshi')).toBe(7); // [1, 3) overlaps neither
    expect(await seatsLeft('Dar es Salaam', 'Moshi')).toBe(4); // [0, 3) overlaps Dar → Chalinze
    expect(await seatsLeft('Korogwe', 'Arusha')).toBe(5); // [2, 4) overlaps Moshi → Arusha
    expect(await seatsLeft('Dar es Salaam', 'Arusha')).toBe(3); // every sale; seat 1 counted once

    // A live hold on [1, 2) takes two more seats from Dar → Moshi …
    const held = await sellSeats(t.app.db, {
      tripId: afternoon.id,
      travelerId: traveler.user.id,
      seats: seats.slice(4, 6),
      board: 1,
      alight: 2,
      status: 'held',
    });
    expect(await seatsLeft('Dar es Salaam', 'Moshi')).toBe(2);
    // … so a party of three no longer fits, a party of two does.
    expect(await seatsLeft('Dar es Salaam', 'Moshi', 3)).toBeUndefined();
    expect(await seatsLeft('Dar es Salaam', 'Moshi', 2)).toBe(2);
    // An expired hold blocks nobody.
    await expireHolds(t.app.db, held.bookingId);
    expect(await seatsLeft('Dar es Salaam', 'Moshi', 3)).toBe(4);
  });

  it('leaves out trips whose sales closed, and cancelled, departed and unpublished trips', async () => {
    const v = await vehicle(t.app, coaches.user.id);
    const today = todayInTanzania();
    const soon = new Date(Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000);
    // Leaves in an hour with a two-hour cut-off: sales closed an hour ago.
    const closed = await trip(t.app, {
      transporterId: coaches.user.id,
      route: darArusha,
      vehicle: v,
      departsAt: soon,
    });
    const open = await trip(t.app, {
      transporterId: coaches.user.id,
      route: darArusha,
      vehicle: v,
      departsAt: soon,
      salesCutoffMinutes: 0,
    });
    const inDay = (time: string) => at(D, time);
    const states = await Promise.all(
      (['cancelled', 'departed', 'scheduled', 'completed'] as const).map((status, i) =>
        trip(t.app, {
          transporterId: coaches.user.id,
          route: darArusha,
          vehicle: v,
          departsAt: inDay(`1${i}:30`),
          status,
        }),
      ),
    );
    const soonDay = todayInTanzania(soon);
    const nearby = await found({
      from: 'Dar es Salaam',
      location: 'Arusha',
      start_date: today,
      end_date: soonDay,
    });
    expect(ids(nearby.items)).toContain(open.id);
    expect(ids(nearby.items)).not.toContain(closed.id);
    const onD = await found({ from: 'Dar es Salaam', location: 'Arusha', start_date: D });
    for (const other of states) expect(ids(onD.items)).not.toContain(other.id);
    await t.app.db.execute(sql`update trips set status = 'cancelled' where id = ${open.id}`);
  });

  it("leaves out a transporter's trips while it is not verified", async () => {
    await t.app.db.execute(sql`update users set is_verified = false where id = ${shuttles.user.id}`);
    const body = await found({ from: 'Dar es Salaam', location: 'Moshi', start_date: D });
    expect(ids(body.items)).not.toContain(night.id);
    await t.app.db.execute(sql`update users set is_verified = true where id = ${shuttles.user.id}`);
  });
});

describe('filters, sorts, pages and facets', () => {
  const base = { from: 'Dar es Salaam', location: 'Moshi', start_date: D };

  it('offers the facets of the unfiltered results', async () => {
    const body = await found({ ...base, class: 'luxury' });
    expect(body.facets).toEqual({
      classes: ['four_by_four', 'luxury', 'semi_luxury'],
      amenities: ['air_conditioning', 'charging', 'toilet', 'wifi'],
      transporters: [
        { id: shuttles.user.id, company_name: 'Arusha Night Shuttles' },
        { id: coaches.user.id, company_name: 'Kilimanjaro Express Test Coaches' },
      ],
      times_of_day: ['morning', 'afternoon', 'evening', 'night'],
      price_min_tzs: defaultFare(0, 3),
      price_max_tzs: 50_000,
    });
  });

  it('filters by time of day, class, transporter, amenities (all of them) and price', async () => {
    expect(ids((await found({ ...base, time_of_day: 'afternoon' })).items)).toEqual([afternoon.id]);
    expect(ids((await found({ ...base, time_of_day: ['evening', 'night'] })).items)).toEqual([
      evening.id,
      night.id,
    ]);
    expect(ids((await found({ ...base, time_of_day: 'morning,night' })).items)).toEqual([
      morning.id,
      night.id,
    ]);
    expect(ids((await found({ ...base, class: 'luxury' })).items)).toEqual([evening.id, night.id]);
    expect(ids((await found({ ...base, class: ['four_by_four', 'semi_luxury'] })).items)).toEqual([
      morning.id,
      afternoon.id,
    ]);
    expect(ids((await found({ ...base, transporter: shuttles.user.id })).items)).toEqual([night.id]);
    expect(ids((await found({ ...base, amenities: ['wifi', 'toilet'] })).items)).toEqual([evening.id]);
    expect(ids((await found({ ...base, amenities: ['wifi', 'charging'] })).items)).toEqual([]);
    expect(ids((await found({ ...base, min_price: 40_000 })).items)).toEqual([night.id]);
    expect(ids((await found({ ...base, max_price: 40_000 })).items)).toEqual([
      morning.id,
      afternoon.id,
      evening.id,
    ]);
  });

  it('sorts earliest (default), cheapest and fastest', async () => {
    const cheapest = await found({ ...base, sort: 'cheapest' });
    expect(ids(cheapest.items)).toEqual([morning.id, afternoon.id, evening.id, night.id]);
    expect(cheapest.items.at(-1)!.fare_tzs).toBe(50_000);
    // The direct bus takes 420 minutes, the coaches 480.
    const fastest = await found({ ...base, sort: 'fastest' });
    expect(ids(fastest.items)).toEqual([night.id, morning.id, afternoon.id, evening.id]);
  });

  it('pages', async () => {
    const second = await found({ ...base, page: 2, page_size: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(ids(second.items)).toEqual([night.id]);
    const past = await found({ ...base, page: 5, page_size: 3 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(4);
    expect((await found({ ...base, page_size: 100_000 })).page_size).toBe(100);
  });

  it('tells no results (trips exist) from nothing on sale at all', async () => {
    const none = await found({ from: 'Mwanza', location: 'Kigoma', start_date: D });
    expect(none).toMatchObject({ items: [], total: 0, any_trips: true });
    const empty = await createTestApp();
    try {
      const res = await empty.app.inject({
        method: 'GET',
        url: `/api/trips/search?location=Moshi&start_date=${D}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ items: [], total: 0, any_trips: false });
    } finally {
      await empty.close();
    }
  });

  it('answers seat counts fresh: revalidated every time, never kept', async () => {
    const res = await search(base);
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });
});

describe('bad input is a 4xx in the error shape', () => {
  const cases: [string, Record<string, string | string[]>, string][] = [
    ['no destination', { start_date: D }, 'location'],
    ['an empty destination', { location: '  ', start_date: D }, 'location'],
    ['a destination too long', { location: 'x'.repeat(81) }, 'location'],
    ['no passengers', { location: 'Moshi', guests: '0' }, 'guests'],
    ['fractional passengers', { location: 'Moshi', guests: '1.5' }, 'guests'],
    ['too many passengers', { location: 'Moshi', guests: '91' }, 'guests'],
    ['a date that is no date', { location: 'Moshi', start_date: '2026-02-31' }, 'start_date'],
    ['an end before the start', { location: 'Moshi', start_date: D, end_date: addDays(D, -1) }, 'end_date'],
    ['an unknown class', { location: 'Moshi', class: 'rocket' }, 'class'],
    ['an unknown amenity', { location: 'Moshi', amenities: ['wifi', 'pool'] }, 'amenities'],
    ['an unknown time of day', { location: 'Moshi', time_of_day: 'noon' }, 'time_of_day'],
    ['a transporter that is no id', { location: 'Moshi', transporter: "1' or 1=1" }, 'transporter'],
    ['a negative price', { location: 'Moshi', min_price: '-5' }, 'min_price'],
    ['a maximum under the minimum', { location: 'Moshi', min_price: '50', max_price: '10' }, 'max_price'],
    ['an unknown sort', { location: 'Moshi', sort: 'random' }, 'sort'],
    ['page zero', { location: 'Moshi', page: '0' }, 'page'],
    ['a NUL byte', { location: 'Mo\u0000shi' }, 'location'],
  ];
  it.each(cases)('%s', async (_name, query, field) => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { detail: string; code: string; fields?: Record<string, string[]> };
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.fields ?? {})).toContain(field);
    expect(body.detail).not.toMatch(/^travel\./);
  });

  it('says which destination is missing in words', async () => {
    const res = await search({ start_date: D });
    expect(res.json().fields.location).toEqual([translate('en', 'travel.searchDestinationRequired')]);
  });
});

describe('towns', () => {
  it('lists the towns of routes with trips on sale, by the start of a word, with what they allow', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trips/towns?q=salaam' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { name: 'Dar es Salaam', region: 'Dar es Salaam', can_board: true, can_alight: false },
    ]);
    const mo = (await t.app.inject({ method: 'GET', url: '/api/trips/towns?q=MO' })).json();
    expect(mo.items).toEqual([{ name: 'Moshi', region: 'Kilimanjaro', can_board: true, can_alight: true }]);
    const all = (await t.app.inject({ method: 'GET', url: '/api/trips/towns?limit=50' })).json();
    expect(all.items.map((i: { name: string }) => i.name)).toEqual([
      'Arusha',
      'Chalinze',
      'Dar es Salaam',
      'Korogwe',
      'Moshi',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/trips/towns?q=%25' })).json().items.length).toBe(
      5,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/trips/towns?q=zanzibar' })).json().items).toEqual(
      [],
    );
  });

  it('refuses a bad limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trips/towns?limit=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.limit).toBeDefined();
  });
});

describe('discovery', () => {
  it('groups journeys by origin region, most seats sold first, with next departures, lowest fare and a search link', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trips/discovery' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.regions.map((r: { region: string }) => r.region)).toEqual(['Dar es Salaam']);
    const routes = body.regions[0].routes;
    // Dar → Arusha has seats sold in the last 30 days (the seat tests), Dar → Moshi none.
    expect(routes.map((r: { to: { place: string } }) => r.to.place)).toEqual(['Arusha', 'Moshi']);
    const arusha = routes[0];
    expect(arusha.from).toEqual({ place: 'Dar es Salaam', region: 'Dar es Salaam' });
    expect(arusha.lowest_fare_tzs).toBe(defaultFare(0, 4));
    expect(arusha.seats_sold_30_days).toBeGreaterThan(0);
    expect(arusha.next_departures.length).toBe(3);
    const first = arusha.next_departures[0];
    expect(first).toMatchObject({ board: 0, alight: 4, fare_tzs: defaultFare(0, 4) });
    const departures = arusha.next_departures.map((d: { departs_at: string }) => d.departs_at);
    expect([...departures].sort()).toEqual(departures);
    expect(arusha.search).toEqual({
      from: 'Dar es Salaam',
      location: 'Arusha',
      start_date: todayInTanzania(new Date(first.departs_at)),
      guests: 1,
    });
    expect(arusha.search_url).toBe(
      `/transport-search?from=Dar+es+Salaam&location=Arusha&start_date=${arusha.search.start_date}&guests=1`,
    );
    const moshi = routes[1];
    expect(moshi.lowest_fare_tzs).toBe(50_000);
    expect(moshi.next_departures.map((d: { trip_id: number }) => d.trip_id)).toEqual([night.id]);
  });
});

describe('the search plan', () => {
  it('reads route_stops_place_idx and trips_search_idx when the tables are large enough to matter', async () => {
    // Tiny test tables make a sequential scan cheapest; with it priced out, the plan must still be able
    // to use both indexes (the measured plan at 200 000 trips is in the README).
    const statement = searchCandidatesSql('Dar es Salaam', 'Moshi', { start_date: D, end_date: D });
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute(sql`explain ${statement}`);
      return explained.rows.map((r) => String(Object.values(r)[0])).join('\n');
    });
    expect(plan).toContain('route_stops_place_idx');
    expect(plan).toContain('trips_search_idx');
  });
});
