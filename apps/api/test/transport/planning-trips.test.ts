import { addDays, formatStoredDate, todayInTanzania, zonedTimeToInstant } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import {
  driver as driverFixture,
  route as routeFixture,
  sellSeats,
  transporter,
  transportWorld,
  trip as tripFixture,
  vehicle as vehicleFixture,
} from './fixtures';

/** Trip planning — trips: creation, changes after sale, publishing behind the document gates, cancelling. */

let t: TestApp;

beforeAll(async () => {
  // Jobs off: the queued mails stay in the outbox table, readable by the tests.
  t = await createTestApp({ env: { JOBS_ENABLED: 'false' } });
});
afterAll(async () => {
  await t?.close();
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: user.authHeader, payload: payload as object });

const inDays = (n: number) => addDays(todayInTanzania(), n);

/** A transporter with a route, a vehicle and a driver (approved documents), and no trip yet. */
async function fleet(options: { verified?: boolean } = {}) {
  const owner = await transporter(t.app, { verified: options.verified });
  const route = await routeFixture(t.app, owner.user.id);
  const vehicle = await vehicleFixture(t.app, owner.user.id);
  const driver = await driverFixture(t.app, owner.user.id);
  return { owner, route, vehicle, driver };
}

async function tripCount(transporterId: string): Promise<number> {
  const rows = await t.app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from trips where transporter_id = ${transporterId}`,
  );
  return Number(rows.rows[0]!.n);
}

describe('creating a trip', () => {
  it('creates a scheduled trip in Tanzanian time with the vehicle copied, arrival and sales close', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    const date = inDays(5);
    const res = await call(owner, 'POST', '/operator/trips', {
      route_id: route.id,
      date,
      departure_time: '07:30',
      vehicle_id: vehicle.id,
      driver_id: driver.id,
      sales_cutoff_minutes: 180,
    });
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json();
    const departsAt = zonedTimeToInstant(date, '07:30');
    expect(trip).toMatchObject({
      status: 'scheduled',
      date,
      departure_time: '07:30',
      departs_at: departsAt.toISOString(),
      arrives_at: new Date(departsAt.getTime() + 560 * 60_000).toISOString(),
      sales_close_at: new Date(departsAt.getTime() - 180 * 60_000).toISOString(),
      capacity: vehicle.seatCount,
      vehicle_class: vehicle.vehicleClass,
      seats_sold: 0,
      origin: 'Dar es Salaam',
      destination: 'Arusha',
      vehicle: { id: vehicle.id, plate: vehicle.plate },
      driver: { id: driver.id, full_name: driver.name },
      changes: [],
    });
    // 07:30 in Dar es Salaam is 04:30 UTC.
    expect(trip.departs_at).toBe(`${date}T04:30:00.000Z`);
    expect(trip.stops).toHaveLength(5);
    expect(trip.stops[3]).toMatchObject({
      place: 'Moshi',
      at: new Date(departsAt.getTime() + 480 * 60_000).toISOString(),
    });
    const [row] = (
      await t.app.db.execute<{ seat_layout: unknown }>(
        sql`select seat_layout from trips where id = ${trip.id}`,
      )
    ).rows;
    expect(row!.seat_layout).toEqual(vehicle.layout);
  });

  it('refuses a date in the past, an unknown route, nothing written', async () => {
    const { owner, route, vehicle } = await fleet();
    const past = await call(owner, 'POST', '/operator/trips', {
      route_id: route.id,
      date: inDays(-1),
      departure_time: '23:59',
      vehicle_id: vehicle.id,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.date.join()).toMatch(/in the future/);
    const badTime = await call(owner, 'POST', '/operator/trips', {
      route_id: route.id,
      date: inDays(3),
      departure_time: '25:00',
      vehicle_id: vehicle.id,
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().fields.departure_time).toBeDefined();
    const badCutoff = await call(owner, 'POST', '/operator/trips', {
      route_id: route.id,
      date: inDays(3),
      departure_time: '08:00',
      vehicle_id: vehicle.id,
      sales_cutoff_minutes: 10.5,
    });
    expect(badCutoff.statusCode).toBe(400);
    expect(await tripCount(owner.user.id)).toBe(0);
  });

  it("404 for another transporter's route, vehicle or driver", async () => {
    const mine = await fleet();
    const theirs = await fleet();
    const base = {
      route_id: mine.route.id,
      date: inDays(4),
      departure_time: '09:00',
      vehicle_id: mine.vehicle.id,
    };
    for (const body of [
      { ...base, route_id: theirs.route.id },
      { ...base, vehicle_id: theirs.vehicle.id },
      { ...base, driver_id: theirs.driver.id },
    ]) {
      const res = await call(mine.owner, 'POST', '/operator/trips', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
    expect(await tripCount(mine.owner.user.id)).toBe(0);
  });

  it('refuses a driver on two overlapping trips (409 naming the other trip), even when sent at once', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    const second = await vehicleFixture(t.app, owner.user.id);
    const date = inDays(6);
    const first = await call(owner, 'POST', '/operator/trips', {
      route_id: route.id,
      date,
      departure_time: '06:00',
      vehicle_id: vehicle.id,
      driver_id: driver.id,
    });
    expect(first.statusCode).toBe(201);
    // 10:00 is within the 06:00 trip (9 h 20 min): refused.
    const overlap = await call(owner, 'POST', '/operator/trips', {
      route_id: route.id,
      date,
      departure_time: '10:00',
      vehicle_id: second.id,
      driver_id: driver.id,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().detail).toMatch(
      /already on a trip at that time \(Dar es Salaam → Arusha, .* 06:00\)/,
    );
    expect(overlap.json().fields.driver_id).toBeDefined();
    // Arriving 15:20, the driver may leave again at 15:20.
    const after = await call(owner, 'POST', '/operator/trips', {
      route_id: route.id,
      date,
      departure_time: '15:20',
      vehicle_id: second.id,
      driver_id: driver.id,
    });
    expect(after.statusCode, after.body).toBe(201);

    // Two assignments racing: exactly one wins.
    const other = await driverFixture(t.app, owner.user.id, { name: 'Asha Said' });
    const raceDate = inDays(8);
    const results = await Promise.all(
      ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((time) =>
        call(owner, 'POST', '/operator/trips', {
          route_id: route.id,
          date: raceDate,
          departure_time: time,
          vehicle_id: vehicle.id,
          driver_id: other.id,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('refuses a vehicle on two overlapping trips (409 on the vehicle), on creating and on moving a trip', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    const otherDriver = await driverFixture(t.app, owner.user.id, { name: 'Juma Hassan' });
    const date = inDays(9);
    const first = await call(owner, 'POST', '/operator/trips', {
      route_id: route.id,
      date,
      departure_time: '06:00',
      vehicle_id: vehicle.id,
      driver_id: driver.id,
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = await tripCount(owner.user.id);
    const overlap = await call(owner, 'POST', '/operator/trips', {
      route_id: route.id,
      date,
      departure_time: '12:00',
      vehicle_id: vehicle.id,
      driver_id: otherDriver.id,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().detail).toMatch(
      /vehicle is already on a trip at that time \(Dar es Salaam → Arusha, .* 06:00\)/,
    );
    expect(overlap.json().fields.vehicle_id).toBeDefined();
    expect(await tripCount(owner.user.id)).toBe(before);

    const later = await call(owner, 'POST', '/operator/trips', {
      route_id: route.id,
      date,
      departure_time: '15:20',
      vehicle_id: vehicle.id,
      driver_id: otherDriver.id,
    });
    expect(later.statusCode, later.body).toBe(201);
    const moved = await call(owner, 'PUT', `/operator/trips/${later.json().id}`, { departure_time: '09:00' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().fields.vehicle_id).toBeDefined();
  });
});

describe('publishing: the document gate', () => {
  it('puts a trip on sale when the vehicle and driver pass; logs it', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    const created = await tripFixture(t.app, {
      transporterId: owner.user.id,
      route,
      vehicle,
      driverId: driver.id,
      status: 'scheduled',
    });
    const res = await call(owner, 'POST', `/operator/trips/${created.id}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('on_sale');
    expect(res.json().changes[0]).toMatchObject({
      field: 'status',
      old_value: 'scheduled',
      new_value: 'on_sale',
    });
    const again = await call(owner, 'POST', `/operator/trips/${created.id}/publish`);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a vehicle with a pending document, naming it', async () => {
    const { owner, route, driver } = await fleet();
    const pending = await vehicleFixture(t.app, owner.user.id, { documents: 'pending' });
    const created = await tripFixture(t.app, {
      transporterId: owner.user.id,
      route,
      vehicle: pending,
      driverId: driver.id,
      status: 'scheduled',
    });
    const res = await call(owner, 'POST', `/operator/trips/${created.id}/publish`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      `Vehicle ${pending.plate} cannot be on a trip on sale until its LATRA road service licence is approved`,
    );
    const status = await t.app.db.execute<{ status: string }>(
      sql`select status from trips where id = ${created.id}`,
    );
    expect(status.rows[0]!.status).toBe('scheduled');
  });

  it('refuses a vehicle whose insurance has expired, and a driver without a licence', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    await t.app.db.execute(sql`update transport_documents set expires_on = ${inDays(-1)}
      where vehicle_id = ${vehicle.id} and kind = 'insurance'`);
    const created = await tripFixture(t.app, {
      transporterId: owner.user.id,
      route,
      vehicle,
      driverId: driver.id,
      status: 'scheduled',
    });
    const expired = await call(owner, 'POST', `/operator/trips/${created.id}/publish`);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toBe(
      `Vehicle ${vehicle.plate} cannot be on a trip on sale: its insurance has expired`,
    );

    const good = await vehicleFixture(t.app, owner.user.id);
    const unlicensed = await driverFixture(t.app, owner.user.id, { name: 'Baraka Mollel', licence: 'none' });
    const second = await tripFixture(t.app, {
      transporterId: owner.user.id,
      route,
      vehicle: good,
      driverId: unlicensed.id,
      departsAt: new Date(Date.now() + 10 * 86_400_000),
      status: 'scheduled',
    });
    const noLicence = await call(owner, 'POST', `/operator/trips/${second.id}/publish`);
    expect(noLicence.statusCode).toBe(409);
    expect(noLicence.json().detail).toMatch(
      /Baraka Mollel cannot drive a trip on sale: upload their driving licence/,
    );
  });

  it('refuses without a driver (409) and for an unverified transporter (403)', async () => {
    const { owner, route, vehicle } = await fleet();
    const noDriver = await tripFixture(t.app, {
      transporterId: owner.user.id,
      route,
      vehicle,
      status: 'scheduled',
    });
    const res = await call(owner, 'POST', `/operator/trips/${noDriver.id}/publish`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/Assign a driver/);

    const unverified = await fleet({ verified: false });
    const theirs = await tripFixture(t.app, {
      transporterId: unverified.owner.user.id,
      route: unverified.route,
      vehicle: unverified.vehicle,
      driverId: unverified.driver.id,
      status: 'scheduled',
    });
    const refused = await call(unverified.owner, 'POST', `/operator/trips/${theirs.id}/publish`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('verification_required');
  });
});

describe('changes after sale', () => {
  it('swaps the vehicle: seats kept by label, the others displaced and told, the change logged and mailed', async () => {
    const world = await transportWorld(t.app, { template: 'two_two' });
    const travelerA = await createUser(t.app);
    const travelerB = await createUser(t.app);
    const kept = await sellSeats(t.app, {
      tripId: world.trip.id,
      travelerId: travelerA.user.id,
      seats: ['1A', '1B'],
      board: 0,
      alight: 4,
    });
    const lost = await sellSeats(t.app, {
      tripId: world.trip.id,
      travelerId: travelerB.user.id,
      seats: ['12D'],
      board: 0,
      alight: 2,
      status: 'held',
    });
    const coaster = await vehicleFixture(t.app, world.transporter.user.id, { template: 'coaster' });
    const res = await call(world.transporter, 'PUT', `/operator/trips/${world.trip.id}`, {
      vehicle_id: coaster.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.passengers_notified).toBe(3);
    expect(body.displaced_seats).toEqual(['12D']);
    expect(body.trip).toMatchObject({
      vehicle: { id: coaster.id, plate: coaster.plate },
      capacity: coaster.seatCount,
      displaced_passengers: 1,
    });
    expect(body.trip.changes[0]).toMatchObject({
      field: 'vehicle',
      old_value: world.vehicle.plate,
      new_value: coaster.plate,
      passengers_notified: 3,
    });
    expect(body.trip.changes[0].changed_by).toBeTruthy();

    const displaced = await t.app.db.execute<{ booking_id: string; displaced: boolean }>(sql`
      select booking_id, displaced_at is not null as displaced from trip_seat_reservations where trip_id = ${world.trip.id}`);
    for (const r of displaced.rows) expect(Boolean(r.displaced)).toBe(r.booking_id === lost.bookingId);

    const notes = await t.app.db.execute<{ user_id: string; type: string; message: string }>(sql`
      select user_id, type, message from notifications where user_id in (${travelerA.user.id}, ${travelerB.user.id})`);
    expect(notes.rows).toHaveLength(2);
    const forA = notes.rows.find((n) => n.user_id === travelerA.user.id)!;
    const forB = notes.rows.find((n) => n.user_id === travelerB.user.id)!;
    expect(forA.type).toBe('trip');
    expect(forA.message).toContain(`Your seat 1A, 1B is kept`);
    expect(forA.message).toContain(kept.reference);
    expect(forB.message).toContain('which has no seat 12D. You may cancel this booking for a full refund');

    const mails = await t.app.db.execute<{ to: string; subject: string; text: string }>(sql`
      select payload->>'to' as to, payload->>'subject' as subject, payload->>'text' as text
      from jobs where kind = 'mail' and dedupe_key like 'trip-change:%'`);
    const mailB = mails.rows.find((m) => String(m.text).includes(lost.reference));
    expect(mailB?.subject).toBe(
      `Your trip ${world.route.stops[0]!.place} → Arusha has changed (${lost.reference})`,
    );
    expect(mailB?.text).toContain(`/bookings/${lost.bookingId}`);
    expect(mails.rows.some((m) => String(m.text).includes(kept.reference))).toBe(true);
  });

  it('refuses a vehicle with fewer seats than the busiest leg carries (409), changing nothing', async () => {
    const world = await transportWorld(t.app, { template: 'two_two' });
    const traveler = await createUser(t.app);
    await sellSeats(t.app, {
      tripId: world.trip.id,
      travelerId: traveler.user.id,
      seats: ['1A', '1B', '1C', '1D', '2A', '2B', '2C', '2D'],
      board: 1,
      alight: 3,
    });
    const small = await vehicleFixture(t.app, world.transporter.user.id, { template: 'four_by_four' });
    const res = await call(world.transporter, 'PUT', `/operator/trips/${world.trip.id}`, {
      vehicle_id: small.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      `Vehicle ${small.plate} has 7 seats but 8 seats are already taken on this trip: choose a larger vehicle`,
    );
    const trip = (await call(world.transporter, 'GET', `/operator/trips/${world.trip.id}`)).json();
    expect(trip.vehicle.id).toBe(world.vehicle.id);
    expect(trip.changes).toEqual([]);
  });

  it('refuses swapping a trip on sale onto a vehicle that fails the document gate', async () => {
    const world = await transportWorld(t.app);
    const pending = await vehicleFixture(t.app, world.transporter.user.id, { documents: 'pending' });
    const res = await call(world.transporter, 'PUT', `/operator/trips/${world.trip.id}`, {
      vehicle_id: pending.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/LATRA road service licence is approved/);
    const off = await call(world.transporter, 'PUT', `/operator/trips/${world.trip.id}`, { driver_id: null });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toMatch(/Assign a driver/);
  });

  it('moves the departure: arrival and sales close follow, passengers are told, the change is logged', async () => {
    const world = await transportWorld(t.app);
    const traveler = await createUser(t.app);
    const sold = await sellSeats(t.app, {
      tripId: world.trip.id,
      travelerId: traveler.user.id,
      seats: ['5C'],
      board: 0,
      alight: 4,
    });
    const date = inDays(9);
    const res = await call(world.transporter, 'PUT', `/operator/trips/${world.trip.id}`, {
      date,
      departure_time: '21:15',
      sales_cutoff_minutes: 60,
    });
    expect(res.statusCode, res.body).toBe(200);
    const trip = res.json().trip;
    const departsAt = zonedTimeToInstant(date, '21:15');
    expect(trip).toMatchObject({
      date,
      departure_time: '21:15',
      departs_at: departsAt.toISOString(),
      arrives_at: new Date(departsAt.getTime() + 560 * 60_000).toISOString(),
      sales_close_at: new Date(departsAt.getTime() - 60 * 60_000).toISOString(),
    });
    expect(res.json().passengers_notified).toBe(1);
    const fields = trip.changes.map((c: { field: string }) => c.field).sort();
    expect(fields).toEqual(['departure', 'sales_cutoff']);
    const note = await t.app.db.execute<{ message: string }>(
      sql`select message from notifications where user_id = ${traveler.user.id}`,
    );
    expect(note.rows[0]!.message).toContain(`now departs on ${formatStoredDate(date)}, 21:15`);
    expect(note.rows[0]!.message).toContain(sold.reference);

    const past = await call(world.transporter, 'PUT', `/operator/trips/${world.trip.id}`, {
      date: inDays(-2),
    });
    expect(past.statusCode).toBe(400);
    const nothing = await call(world.transporter, 'PUT', `/operator/trips/${world.trip.id}`, {});
    expect(nothing.statusCode).toBe(400);
  });
});

describe('cancelling a trip', () => {
  it('cancels a trip without passengers with its reason', async () => {
    const world = await transportWorld(t.app);
    const res = await call(world.transporter, 'POST', `/operator/trips/${world.trip.id}/cancel`, {
      reason: 'Bus off the road for repairs',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().trip).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Bus off the road for repairs',
    });
    expect(res.json().refunded_bookings).toEqual([]);
    const again = await call(world.transporter, 'POST', `/operator/trips/${world.trip.id}/cancel`, {
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    const change = await call(world.transporter, 'PUT', `/operator/trips/${world.trip.id}`, {
      sales_cutoff_minutes: 30,
    });
    expect(change.statusCode).toBe(409);
    const empty = await call(world.transporter, 'POST', `/operator/trips/${world.trip.id}/cancel`, {
      reason: ' ',
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('cancelling a trip with passengers', () => {
  it('refunds every passenger in full through the booking core, releases the seats and tells them', async () => {
    const world = await transportWorld(t.app);
    const travelerA = await createUser(t.app);
    const travelerB = await createUser(t.app);
    const paid = await sellSeats(t.app, {
      tripId: world.trip.id,
      travelerId: travelerA.user.id,
      seats: ['1A', '1B'],
      board: 0,
      alight: 4,
    });
    const held = await sellSeats(t.app, {
      tripId: world.trip.id,
      travelerId: travelerB.user.id,
      seats: ['2A'],
      board: 1,
      alight: 3,
      status: 'held',
    });
    const res = await call(world.transporter, 'POST', `/operator/trips/${world.trip.id}/cancel`, {
      reason: 'Floods on the road',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.trip).toMatchObject({ status: 'cancelled', cancellation_reason: 'Floods on the road' });
    expect(body.refunded_bookings.map((b: { reference: string }) => b.reference).sort()).toEqual(
      [paid.reference, held.reference].sort(),
    );
    expect(body.trip.changes[0]).toMatchObject({
      field: 'status',
      new_value: 'cancelled',
      passengers_notified: 3,
    });
    const bookings = await t.app.db.execute<{
      id: string;
      status: string;
      paid: number;
      refunded: number;
    }>(sql`
      select id, status, paid_cents as paid, refunded_cents as refunded from bookings
      where id in (${paid.bookingId}, ${held.bookingId})`);
    for (const b of bookings.rows) {
      expect(b.status).toBe('cancelled');
      expect(Number(b.refunded)).toBe(Number(b.paid));
    }
    expect(Number(bookings.rows.find((b) => b.id === paid.bookingId)!.refunded)).toBeGreaterThan(0);
    const live = await t.app.db.execute<{ n: number }>(sql`
      select count(*)::int as n from trip_seat_reservations
      where trip_id = ${world.trip.id} and status in ('held', 'confirmed')`);
    expect(Number(live.rows[0]!.n)).toBe(0);
    const told = await t.app.db.execute<{ user_id: string }>(sql`
      select distinct user_id from notifications where user_id in (${travelerA.user.id}, ${travelerB.user.id})`);
    expect(told.rows).toHaveLength(2);
  });
});

describe('listing trips', () => {
  it('filters by dates, route and status, pages, with seats sold and capacity', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    const otherRoute = await routeFixture(t.app, owner.user.id, { name: 'Second' });
    const day = (n: number) => zonedTimeToInstant(inDays(n), '08:00');
    const a = await tripFixture(t.app, {
      transporterId: owner.user.id,
      route,
      vehicle,
      driverId: driver.id,
      departsAt: day(2),
    });
    const b = await tripFixture(t.app, {
      transporterId: owner.user.id,
      route,
      vehicle,
      departsAt: day(4),
      status: 'scheduled',
    });
    const c = await tripFixture(t.app, {
      transporterId: owner.user.id,
      route: otherRoute,
      vehicle,
      departsAt: day(6),
    });
    const traveler = await createUser(t.app);
    await sellSeats(t.app, {
      tripId: a.id,
      travelerId: traveler.user.id,
      seats: ['3A', '3B'],
      board: 0,
      alight: 4,
    });
    await sellSeats(t.app, {
      tripId: a.id,
      travelerId: traveler.user.id,
      seats: ['4A'],
      board: 0,
      alight: 1,
      status: 'held',
    });

    const all = (await call(owner, 'GET', '/operator/trips')).json();
    expect(all.items.map((x: { id: number }) => x.id)).toEqual([a.id, b.id, c.id]);
    expect(all.items[0]).toMatchObject({ seats_sold: 2, seats_held: 1, capacity: vehicle.seatCount });
    const byRoute = (await call(owner, 'GET', `/operator/trips?route_id=${otherRoute.id}`)).json();
    expect(byRoute.items.map((x: { id: number }) => x.id)).toEqual([c.id]);
    const byStatus = (await call(owner, 'GET', '/operator/trips?status=scheduled')).json();
    expect(byStatus.items.map((x: { id: number }) => x.id)).toEqual([b.id]);
    const byDates = (await call(owner, 'GET', `/operator/trips?from=${inDays(3)}&to=${inDays(4)}`)).json();
    expect(byDates.items.map((x: { id: number }) => x.id)).toEqual([b.id]);
    const paged = (await call(owner, 'GET', '/operator/trips?page=2&page_size=2')).json();
    expect(paged).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(paged.items.map((x: { id: number }) => x.id)).toEqual([c.id]);
    const bad = await call(owner, 'GET', '/operator/trips?from=2026-13-40');
    expect(bad.statusCode).toBe(400);
  });
});

describe('trips: authorization', () => {
  it('403 for tour operators and travelers; 404 for another transporter’s trip on every route', async () => {
    const world = await transportWorld(t.app);
    const operator = await createUser(t.app, {
      type: 'operator',
      operator_type: 'tour_operator',
      is_verified: true,
    });
    const traveler = await createUser(t.app);
    for (const user of [operator, traveler]) {
      expect((await call(user, 'GET', '/operator/trips')).statusCode).toBe(403);
      expect((await call(user, 'GET', `/operator/trips/${world.trip.id}`)).statusCode).toBe(403);
      expect(
        (await call(user, 'POST', `/operator/trips/${world.trip.id}/cancel`, { reason: 'x' })).statusCode,
      ).toBe(403);
    }
    const other = await transporter(t.app);
    for (const [method, url, body] of [
      ['GET', `/operator/trips/${world.trip.id}`, undefined],
      ['PUT', `/operator/trips/${world.trip.id}`, { sales_cutoff_minutes: 30 }],
      ['POST', `/operator/trips/${world.trip.id}/publish`, undefined],
      ['POST', `/operator/trips/${world.trip.id}/cancel`, { reason: 'Not mine' }],
    ] as const) {
      const res = await call(other, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(other, 'GET', '/operator/trips')).json().total).toBe(0);
    // Swapping onto another transporter's vehicle or driver: 404.
    const theirVehicle = await vehicleFixture(t.app, other.user.id);
    const theirDriver = await driverFixture(t.app, other.user.id);
    expect(
      (
        await call(world.transporter, 'PUT', `/operator/trips/${world.trip.id}`, {
          vehicle_id: theirVehicle.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(world.transporter, 'PUT', `/operator/trips/${world.trip.id}`, {
          driver_id: theirDriver.id,
        })
      ).statusCode,
    ).toBe(404);
  });
});
