import { SEAT_HOLD_MINUTES } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { expireHolds, transportWorld, trip, type TransportWorld } from './fixtures';

/** Holding trip seats (POST /api/trip-bookings): per segment, by the clock, and only while on sale. */

let t: TestApp;
let world: TransportWorld;
let travelers: TestUser[];
let keys = 0;

beforeAll(async () => {
  t = await createTestApp();
  world = await transportWorld(t.app);
  travelers = [];
  for (let i = 0; i < 4; i++) travelers.push(await createUser(t.app));
}, 60_000);
afterAll(async () => t.close());

function hold(traveler: TestUser | null, body: Record<string, unknown>, key = `hold-${++keys}-key`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/trip-bookings',
    headers: { ...(traveler?.authHeader ?? {}), 'idempotency-key': key },
    payload: body,
  });
}

async function liveReservations(tripId: number, seat: string) {
  const rows = await t.app.db.execute(sql`select board_pos, alight_pos from trip_seat_reservations
    where trip_id = ${tripId} and seat_label = ${seat} and status in ('held', 'confirmed')
      and blocks_until > clock_timestamp() order by board_pos`);
  return rows.rows.map((r) => [Number(r.board_pos), Number(r.alight_pos)]);
}

describe('holding seats on a trip', () => {
  it('refuses a guest (401)', async () => {
    const res = await hold(null, { trip_id: world.trip.id, board: 0, alight: 3, seats: ['1A'] });
    expect(res.statusCode).toBe(401);
  });

  it('holds per segment: Dar → Moshi and Moshi → Arusha share a seat; an overlap is refused with 409', async () => {
    const [a, b, c] = travelers;
    const first = await hold(a!, { trip_id: world.trip.id, board: 0, alight: 3, seats: ['1a'] });
    expect(first.statusCode, first.body).toBe(201);
    const booking = first.json();
    const fare = world.route.fare(0, 3);
    expect(booking).toMatchObject({
      kind: 'trip',
      status: 'pending_payment',
      currency: 'TZS',
      total_cents: fare * 100,
      deposit_percent: 100,
      pay_in_full: true,
      seats: 1,
      next_payment: { kind: 'full', amount_cents: fare * 100 },
      trip: {
        id: world.trip.id,
        seats: ['1A'],
        fare_tzs: fare,
        from: { position: 0, place: 'Dar es Salaam' },
        to: { position: 3, place: 'Moshi' },
        passengers: [{ seat: '1A', name: null, displaced: false }],
        tickets: [],
      },
    });
    const left = new Date(booking.hold_expires_at).getTime() - Date.now();
    expect(left).toBeGreaterThan((SEAT_HOLD_MINUTES - 1) * 60_000);
    expect(left).toBeLessThanOrEqual(SEAT_HOLD_MINUTES * 60_000 + 5_000);

    const second = await hold(b!, { trip_id: world.trip.id, board: 3, alight: 4, seats: ['1A'] });
    expect(second.statusCode, second.body).toBe(201);

    const overlap = await hold(c!, { trip_id: world.trip.id, board: 2, alight: 4, seats: ['1B', '1A'] });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({
      code: 'conflict',
      detail: 'Seat 1A has just been taken on this part of the trip: choose another seat',
    });
    expect(await liveReservations(world.trip.id, '1A')).toEqual([
      [0, 3],
      [3, 4],
    ]);
    // Nothing of the refused hold was written: 1B is still free.
    expect(await liveReservations(world.trip.id, '1B')).toEqual([]);

    // The seats blocked as long as the booking holds them.
    const sameEnd = await t.app.db.execute(sql`select count(*)::int as n from trip_seat_reservations r
      join bookings b on b.id = r.booking_id where b.id = ${booking.id} and r.blocks_until = b.hold_expires_at`);
    expect(Number(sameEnd.rows[0]!.n)).toBe(1);
  });

  it('answers the same booking for the same Idempotency-Key and body, 422 for another body', async () => {
    const traveler = travelers[3]!;
    const body = { trip_id: world.trip.id, board: 1, alight: 2, seats: ['5C', '5D'] };
    const first = await hold(traveler, body, 'same-key-trip-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().trip.seats).toEqual(['5C', '5D']);
    const again = await hold(traveler, body, 'same-key-trip-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const other = await hold(traveler, { ...body, seats: ['6C'] }, 'same-key-trip-1');
    expect(other.statusCode).toBe(422);
  });

  it('lets an expired hold block nobody (moved back in time in SQL, no sweep)', async () => {
    const [a, , c] = travelers;
    const held = await hold(a!, { trip_id: world.trip.id, board: 0, alight: 4, seats: ['9A'] });
    expect(held.statusCode).toBe(201);
    const refused = await hold(c!, { trip_id: world.trip.id, board: 1, alight: 2, seats: ['9A'] });
    expect(refused.statusCode).toBe(409);
    await expireHolds(t.app.db, held.json().id);
    const taken = await hold(c!, { trip_id: world.trip.id, board: 1, alight: 2, seats: ['9A'] });
    expect(taken.statusCode, taken.body).toBe(201);
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/trip-bookings/${held.json().id}`,
      headers: a!.authHeader,
    });
    expect(stale.json()).toMatchObject({ status: 'expired', hold_expires_at: null });
  });

  it('refuses trips past the sales cut-off, departed, cancelled or not on sale', async () => {
    const soon = new Date(Date.now() + 60 * 60_000);
    const owner = world.transporter.user.id;
    const closed = await trip(t.app, {
      transporterId: owner,
      route: world.route,
      vehicle: world.vehicle,
      departsAt: soon,
      salesCutoffMinutes: 120,
    });
    const cases: [number, string][] = [
      [closed.id, 'Online sales for this trip have closed'],
      [
        (
          await trip(t.app, {
            transporterId: owner,
            route: world.route,
            vehicle: world.vehicle,
            status: 'departed',
          })
        ).id,
        'This trip has already left',
      ],
      [
        (
          await trip(t.app, {
            transporterId: owner,
            route: world.route,
            vehicle: world.vehicle,
            status: 'cancelled',
          })
        ).id,
        'This trip has been cancelled',
      ],
      [
        (
          await trip(t.app, {
            transporterId: owner,
            route: world.route,
            vehicle: world.vehicle,
            status: 'scheduled',
          })
        ).id,
        'Tickets for this trip are not on sale',
      ],
    ];
    for (const [tripId, detail] of cases) {
      const res = await hold(travelers[0]!, { trip_id: tripId, board: 0, alight: 4, seats: ['2A'] });
      expect(res.statusCode, detail).toBe(409);
      expect(res.json().detail).toBe(detail);
    }
    const none = await t.app.db.execute(
      sql`select count(*)::int as n from trip_seat_reservations where trip_id = ${closed.id}`,
    );
    expect(Number(none.rows[0]!.n)).toBe(0);
  });

  it('refuses bad choices with a clear 4xx and writes nothing', async () => {
    const traveler = travelers[1]!;
    const base = { trip_id: world.trip.id, board: 0, alight: 4 };
    const before = await t.app.db.execute(sql`select count(*)::int as n from bookings`);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, seats: ['99Z'] }, 400, 'This vehicle has no seat 99Z'],
      [{ ...base, seats: ['2A', '2a'] }, 400, 'Seat 2A is chosen twice'],
      [{ ...base, seats: [] }, 400, 'Choose at least one seat'],
      [
        { ...base, seats: ['2A', '2B', '2C', '2D', '3A', '3B', '3C', '3D', '4A', '4B', '4C'] },
        400,
        'Book at most 10 seats at a time',
      ],
      [
        { ...base, board: 4, alight: 4, seats: ['2A'] },
        400,
        'Choose a stop where passengers may board this trip',
      ],
      [
        { ...base, board: 3, alight: 1, seats: ['2A'] },
        400,
        'Passengers cannot travel from Moshi to Chalinze on this trip',
      ],
      [
        { ...base, board: 0, alight: 9, seats: ['2A'] },
        400,
        'Passengers cannot travel from Dar es Salaam to 10 on this trip',
      ],
      [{ ...base, board: 1.5, seats: ['2A'] }, 400, 'Choose a stop where passengers may board this trip'],
      [{ ...base, trip_id: 987654, seats: ['2A'] }, 404, 'We could not find that trip'],
    ];
    for (const [body, status, detail] of cases) {
      const res = await hold(traveler, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().detail, JSON.stringify(body)).toBe(detail);
    }
    const own = await hold(world.transporter, { ...base, seats: ['2A'] });
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe('You cannot book seats on your own trip');
    const after = await t.app.db.execute(sql`select count(*)::int as n from bookings`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('lists trip bookings beside safari bookings on GET /bookings; /bookings/:id stays for safaris', async () => {
    const traveler = travelers[0]!;
    const list = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: traveler.authHeader });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { kind: string; id: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((b) => b.kind === 'trip')).toBe(true);
    const safariRoute = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${items[0]!.id}`,
      headers: traveler.authHeader,
    });
    expect(safariRoute.statusCode).toBe(404);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/trip-bookings/${items[0]!.id}`,
      headers: travelers[2]!.authHeader,
    });
    expect(other.statusCode).toBe(404);
  });
});
