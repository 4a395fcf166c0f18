import { layoutSeats } from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchSavedItems } from '../../src/modules/saved';
import { createUser, type TestUser } from '../identity/auth-helpers';
import {
  inDays,
  packageInput,
  publishedGroupSafari,
  seedDestinations,
  today,
  tourOperator,
} from '../safaris/helpers';
import { createTestApp, type TestApp } from '../test-app';
import { sellSeats, transportWorld } from '../transport/fixtures';

// Saved safaris and trips (issue 15): the hearts, /saved with current prices and availability, and the
// watch job that tells a traveler once about each price drop and each sell-out. The app's own worker is
// off: the tests run the watch themselves.

let t: TestApp;
let app: FastifyInstance;
let operator: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_ENABLED: 'false' } });
  app = t.app;
  await seedDestinations(app.db);
  operator = await tourOperator(app);
});
afterAll(() => t.close());

const put = (user: TestUser, kind: string, id: number | string) =>
  app.inject({ method: 'PUT', url: `/api/saved/${kind}/${id}`, headers: user.authHeader });
const del = (user: TestUser, kind: string, id: number | string) =>
  app.inject({ method: 'DELETE', url: `/api/saved/${kind}/${id}`, headers: user.authHeader });
const ids = (user: TestUser) =>
  app.inject({ method: 'GET', url: '/api/saved/ids', headers: user.authHeader });
const list = (user: TestUser, query = '') =>
  app.inject({ method: 'GET', url: `/api/saved${query}`, headers: user.authHeader });

async function notificationsOf(user: TestUser) {
  const res = await app.inject({ method: 'GET', url: '/api/notifications', headers: user.authHeader });
  return res.json().items as { title: string; message: string; type: string }[];
}

async function setAdultPrice(id: number, usd: number, title: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/operator/safaris/${id}`,
    headers: operator.authHeader,
    payload: { ...packageInput({ adult_price_usd: usd, title }), status: 'published' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('saving and unsaving', () => {
  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/saved/ids' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/saved/safari/1' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/saved' })).statusCode).toBe(401);
  });

  it('is idempotent both ways and fills the ids every heart reads', async () => {
    const traveler = await createUser(app);
    const { id } = await publishedGroupSafari(app, operator);
    for (let i = 0; i < 2; i++) {
      const res = await put(traveler, 'safari', id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ kind: 'safari', listing_id: id, saved: true });
    }
    expect((await ids(traveler)).json()).toEqual({ safari_ids: [id], trip_ids: [] });
    expect((await ids(traveler)).headers['cache-control']).toBe('no-store');
    for (let i = 0; i < 2; i++) {
      const res = await del(traveler, 'safari', id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ kind: 'safari', listing_id: id, saved: false });
    }
    expect((await ids(traveler)).json()).toEqual({ safari_ids: [], trip_ids: [] });
  });

  it('refuses unknown kinds and ids, unpublished safaris and trips that left', async () => {
    const traveler = await createUser(app);
    expect((await put(traveler, 'hotel', 1)).statusCode).toBe(400);
    expect((await put(traveler, 'safari', 'abc')).statusCode).toBe(400);
    expect((await put(traveler, 'safari', '99999999999')).statusCode).toBe(400);
    const missing = await put(traveler, 'safari', 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'not_found',
      detail: 'This safari or trip could not be found.',
    });
    const draft = await app.inject({
      method: 'POST',
      url: '/api/operator/safaris',
      headers: operator.authHeader,
      payload: packageInput({ title: 'Draft Safari Not Public' }),
    });
    expect((await put(traveler, 'safari', draft.json().id as number)).statusCode).toBe(404);
    const left = await transportWorld(app, {
      departsAt: new Date(Date.now() - 3_600_000),
      status: 'departed',
    });
    const gone = await put(traveler, 'trip', left.trip.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('conflict');
  });

  it('never shows or removes another user’s saved items', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const { id } = await publishedGroupSafari(app, operator);
    await put(a, 'safari', id);
    expect((await ids(b)).json()).toEqual({ safari_ids: [], trip_ids: [] });
    expect((await list(b)).json()).toMatchObject({ items: [], total: 0, saved_count: 0 });
    await del(b, 'safari', id);
    expect((await ids(a)).json().safari_ids).toEqual([id]);
    expect((await list(a)).json().total).toBe(1);
  });
});

describe('/saved', () => {
  it('lists safaris and trips with their current price and availability, newest first', async () => {
    const traveler = await createUser(app);
    const { id } = await publishedGroupSafari(app, operator, { departureInDays: 60, capacity: 8 });
    const world = await transportWorld(app);
    await sellSeats(app, {
      tripId: world.trip.id,
      travelerId: operator.user.id,
      seats: ['1A'],
      board: 0,
      alight: 4,
    });
    expect((await put(traveler, 'safari', id)).statusCode).toBe(200);
    expect((await put(traveler, 'trip', world.trip.id)).statusCode).toBe(200);

    const res = await list(traveler);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, saved_count: 2, price_drop_count: 0 });
    const [trip, safari] = body.items;
    expect(trip).toMatchObject({
      kind: 'trip',
      listing_id: world.trip.id,
      title: 'Dar es Salaam → Arusha',
      location: 'Dar es Salaam',
      price: { currency: 'TZS', saved_minor: 3_600_000, current_minor: 3_600_000 },
      price_drop: null,
      availability: { state: 'available', seats_left: world.vehicle.seatCount - 1 },
    });
    expect(trip.departs_at).toBe(world.trip.departsAt.toISOString());
    expect(trip.image.url).toMatch(/\/api\/vehicles\//);
    expect(safari).toMatchObject({
      kind: 'safari',
      listing_id: id,
      title: 'Serengeti Test Migration Safari',
      duration_days: 3,
      is_private: false,
      price: { currency: 'USD', saved_minor: 100_000, current_minor: 100_000 },
      availability: { state: 'available', seats_left: 8 },
    });
    expect(safari.availability.next_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(safari.image.url).toMatch(/^\/api\/safaris\/images\//);

    const paged = (await list(traveler, '?page=2&page_size=1')).json();
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(paged.items.map((i: { kind: string }) => i.kind)).toEqual(['safari']);
    expect((await list(traveler, '?filter=nope')).statusCode).toBe(400);
  });

  it('says when a saved safari is unpublished and when a saved trip has left or was cancelled', async () => {
    const traveler = await createUser(app);
    const { id } = await publishedGroupSafari(app, operator);
    const world = await transportWorld(app);
    await put(traveler, 'safari', id);
    await put(traveler, 'trip', world.trip.id);
    await app.db.execute(sql`update safari_packages set status = 'archived' where id = ${id}`);
    await app.db.execute(sql`update trips set status = 'cancelled' where id = ${world.trip.id}`);
    let items = (await list(traveler)).json().items;
    expect(items.map((i: { availability: { state: string } }) => i.availability.state)).toEqual([
      'cancelled',
      'unavailable',
    ]);
    expect(items[1].price.current_minor).toBeNull();
    await app.db.execute(sql`update trips set status = 'departed',
      departs_at = now() - interval '1 hour', sales_close_at = now() - interval '3 hours',
      arrives_at = now() + interval '8 hours' where id = ${world.trip.id}`);
    items = (await list(traveler)).json().items;
    expect(items[0].availability.state).toBe('departed');
  });
});

describe('price drops and sell-outs', () => {
  it('shows a drop from the saved price and tells the traveler once, even when watched twice at once', async () => {
    const traveler = await createUser(app);
    const title = 'Tarangire Price Drop Safari';
    const { id } = await publishedGroupSafari(app, operator, { input: { title } });
    const setPrice = (usd: number) => setAdultPrice(id, usd, title);
    await put(traveler, 'safari', id);
    await setPrice(800);
    // Saving it again keeps the price first seen.
    await put(traveler, 'safari', id);

    const body = (await list(traveler)).json();
    expect(body.price_drop_count).toBe(1);
    expect(body.items[0].price_drop).toEqual({ from_minor: 100_000, to_minor: 80_000 });
    expect((await list(traveler, '?filter=price_drops')).json().total).toBe(1);

    await Promise.all([watchSavedItems(app.db), watchSavedItems(app.db)]);
    await watchSavedItems(app.db);
    let drops = (await notificationsOf(traveler)).filter((n) => n.title === 'Price dropped');
    expect(drops).toHaveLength(1);
    expect(drops[0]!.message).toBe(
      'Tarangire Price Drop Safari now starts at $800 per adult (was $1,000 when you saved it).',
    );

    // A further fall is a new drop; back to the saved price and down again is news again.
    await setPrice(700);
    await watchSavedItems(app.db);
    await setPrice(1000);
    await watchSavedItems(app.db);
    expect((await list(traveler)).json().items[0].price_drop).toBeNull();
    await setPrice(900);
    await watchSavedItems(app.db);
    await watchSavedItems(app.db);
    drops = (await notificationsOf(traveler)).filter((n) => n.title === 'Price dropped');
    expect(drops.map((n) => n.message.match(/\$\d+/)?.[0])).toEqual(['$900', '$700', '$800']);
  });

  it('counts a deal without a code as a drop, and a save during a deal as its deal price', async () => {
    const traveler = await createUser(app);
    const late = await createUser(app);
    const title = 'Mikumi Deal Safari';
    const { id } = await publishedGroupSafari(app, operator, { input: { title } });
    await put(traveler, 'safari', id);
    const deal = await app.inject({
      method: 'POST',
      url: '/api/operator/deals',
      headers: operator.authHeader,
      payload: {
        listing_kind: 'safari',
        listing_id: id,
        title: 'Green season',
        discount_kind: 'percent',
        percent_off: 20,
        valid_from: today(),
        valid_to: inDays(200),
      },
    });
    expect(deal.statusCode, deal.body).toBe(201);
    expect((await list(traveler)).json().items[0].price_drop).toEqual({
      from_minor: 100_000,
      to_minor: 80_000,
    });
    await watchSavedItems(app.db);
    await watchSavedItems(app.db);
    expect((await notificationsOf(traveler)).filter((n) => n.title === 'Price dropped')).toHaveLength(1);
    // Saved while the deal runs: the deal price is the one seen, no drop.
    await put(late, 'safari', id);
    expect((await list(late)).json().items[0]).toMatchObject({
      price: { saved_minor: 80_000, current_minor: 80_000 },
      price_drop: null,
    });
  });

  it('tells once when a saved safari or trip sells out, and again after seats came back and sold out', async () => {
    const traveler = await createUser(app);
    const { id, departureId } = await publishedGroupSafari(app, operator, {
      capacity: 2,
      input: { title: 'Ruaha Full Safari' },
    });
    const world = await transportWorld(app, { template: 'two_two' });
    await put(traveler, 'safari', id);
    await put(traveler, 'trip', world.trip.id);

    await app.db.execute(sql`update safari_departures set seats_booked = capacity where id = ${departureId}`);
    const seats = layoutSeats(world.vehicle.layout).map((s) => s.label);
    await sellSeats(app, { tripId: world.trip.id, travelerId: operator.user.id, seats, board: 0, alight: 4 });

    const items = (await list(traveler)).json().items;
    expect(items.map((i: { availability: { state: string } }) => i.availability.state)).toEqual([
      'sold_out',
      'sold_out',
    ]);
    expect(items[0].availability.seats_left).toBe(0);

    await Promise.all([watchSavedItems(app.db), watchSavedItems(app.db)]);
    await watchSavedItems(app.db);
    let soldOut = (await notificationsOf(traveler)).filter((n) => n.title === 'Sold out');
    expect(soldOut).toHaveLength(2);
    expect(soldOut.map((n) => n.type)).toEqual(['warning', 'warning']);
    expect(
      soldOut.some((n) => n.message.startsWith('Every upcoming departure of Ruaha Full Safari is full.')),
    ).toBe(true);
    expect(
      soldOut.some((n) =>
        /^Your saved trip Dar es Salaam → Arusha on \d{2} \w{3} \d{4} is sold out\./.test(n.message),
      ),
    ).toBe(true);

    // A seat freed, then taken again: a new sell-out of the safari.
    await app.db.execute(
      sql`update safari_departures set seats_booked = capacity - 1 where id = ${departureId}`,
    );
    await watchSavedItems(app.db);
    await app.db.execute(sql`update safari_departures set seats_booked = capacity where id = ${departureId}`);
    await watchSavedItems(app.db);
    soldOut = (await notificationsOf(traveler)).filter((n) => n.title === 'Sold out');
    expect(soldOut).toHaveLength(3);
  });
});
