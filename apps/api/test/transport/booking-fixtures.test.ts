import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { expireHolds, freeSeatCount, sellSeats, transportWorld } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

describe('transport fixtures', () => {
  it('sell seats per segment; the constraint refuses an overlap; an expired hold frees its seat', async () => {
    const world = await transportWorld(t.app);
    const traveler = await createUser(t.app);
    const { trip } = world;
    await sellSeats(t.app.db, {
      tripId: trip.id,
      travelerId: traveler.user.id,
      seats: ['1A'],
      board: 0,
      alight: 3,
    });
    await sellSeats(t.app.db, {
      tripId: trip.id,
      travelerId: traveler.user.id,
      seats: ['1A'],
      board: 3,
      alight: 4,
    });
    expect(await freeSeatCount(t.app.db, trip.id, trip.capacity, 0, 4)).toBe(trip.capacity - 1);
    await expect(
      sellSeats(t.app.db, {
        tripId: trip.id,
        travelerId: traveler.user.id,
        seats: ['1A'],
        board: 2,
        alight: 4,
      }),
    ).rejects.toThrow();
    const held = await sellSeats(t.app.db, {
      tripId: trip.id,
      travelerId: traveler.user.id,
      seats: ['2B', '2A'],
      board: 1,
      alight: 2,
      status: 'held',
    });
    expect(await freeSeatCount(t.app.db, trip.id, trip.capacity, 1, 2)).toBe(trip.capacity - 3);
    await expireHolds(t.app.db, held.bookingId);
    expect(await freeSeatCount(t.app.db, trip.id, trip.capacity, 1, 2)).toBe(trip.capacity - 1);
    const again = await sellSeats(t.app.db, {
      tripId: trip.id,
      travelerId: traveler.user.id,
      seats: ['2A'],
      board: 0,
      alight: 4,
    });
    const rows = await t.app.db.execute(
      sql`select count(*)::int as n from trip_seat_reservations where booking_id = ${again.bookingId}`,
    );
    expect(Number(rows.rows[0]!.n)).toBe(1);
  });
});
