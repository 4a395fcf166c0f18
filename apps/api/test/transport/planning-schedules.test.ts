import { addDays, todayInTanzania, zonedTimeToInstant } from '@dala/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripSchedules } from '../../src/db/schema';
import { generateScheduleTrips } from '../../src/modules/trip-planning';
import { createUser, type TestUser } from '../identity/auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import {
  driver as driverFixture,
  route as routeFixture,
  sellSeats,
  transporter,
  trip as tripFixture,
  vehicle as vehicleFixture,
} from './fixtures';

/** Trip planning — schedules: trips generated on the right Tanzanian days, idempotently; ending one. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_ENABLED: 'false' } });
});
afterAll(async () => {
  await t?.close();
});

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: user.authHeader, payload: payload as object });

const inDays = (n: number) => addDays(todayInTanzania(), n);

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day. */
const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

async function fleet(options: { verified?: boolean } = {}) {
  const owner = await transporter(t.app, { verified: options.verified });
  const route = await routeFixture(t.app, owner.user.id);
  const vehicle = await vehicleFixture(t.app, owner.user.id);
  const driver = await driverFixture(t.app, owner.user.id);
  return { owner, route, vehicle, driver };
}

async function tripsOf(scheduleId: number) {
  const rows = await t.app.db.execute<{ departs_at: string | Date; status: string }>(
    sql`select departs_at, status from trips where schedule_id = ${scheduleId} order by departs_at`,
  );
  return rows.rows.map((r) => ({
    departsAt: new Date(r.departs_at as string | Date),
    status: String(r.status),
  }));
}

describe('creating a schedule', () => {
  it('generates one trip per chosen weekday at the time on the Tanzanian clock, on sale when asked', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    const startsOn = inDays(1);
    const endsOn = inDays(21);
    const weekdays = [weekdayOf(inDays(2)), weekdayOf(inDays(5))];
    const res = await call(owner, 'POST', '/operator/schedules', {
      route_id: route.id,
      vehicle_id: vehicle.id,
      driver_id: driver.id,
      weekdays,
      departure_time: '06:45',
      starts_on: startsOn,
      ends_on: endsOn,
      sales_cutoff_minutes: 240,
      publish: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const expected: string[] = [];
    for (let n = 1; n <= 21; n++) {
      if (weekdays.includes(weekdayOf(inDays(n))))
        expected.push(zonedTimeToInstant(inDays(n), '06:45').toISOString());
    }
    expect(body.created_trips).toBe(expected.length);
    expect(body.skipped).toEqual([]);
    expect(body.unpublished_from).toBeNull();
    expect(body.schedule).toMatchObject({
      route_id: route.id,
      weekdays: [...weekdays].sort((a, b) => a - b),
      departure_time: '06:45',
      starts_on: startsOn,
      ends_on: endsOn,
      status: 'active',
      upcoming_trips: expected.length,
      vehicle: { id: vehicle.id },
      driver: { id: driver.id },
    });
    const trips = await tripsOf(body.schedule.id);
    expect(trips.map((x) => x.departsAt.toISOString())).toEqual(expected);
    expect(new Set(trips.map((x) => x.status))).toEqual(new Set(['on_sale']));
    // 06:45 in Dar es Salaam is 03:45 UTC.
    expect(trips.every((x) => x.departsAt.toISOString().endsWith('T03:45:00.000Z'))).toBe(true);

    // Idempotent: generating again adds nothing.
    const [schedule] = await t.app.db
      .select()
      .from(tripSchedules)
      .where(eq(tripSchedules.id, body.schedule.id));
    const again = await t.app.db.transaction((tx) => generateScheduleTrips(tx, schedule!, { publish: true }));
    expect(again.createdIds).toEqual([]);
    expect(again.skipped).toEqual([]);
    expect(await tripsOf(body.schedule.id)).toHaveLength(expected.length);

    const detail = await call(owner, 'GET', `/operator/schedules/${body.schedule.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().trips).toHaveLength(expected.length);
    const list = await call(owner, 'GET', '/operator/schedules');
    expect(list.json().items.map((s: { id: number }) => s.id)).toEqual([body.schedule.id]);
    const byTrips = await call(owner, 'GET', `/operator/trips?schedule_id=${body.schedule.id}&page_size=100`);
    expect(byTrips.json().total).toBe(expected.length);
  });

  it('skips and reports the days the driver is already on an overlapping trip', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    const otherVehicle = await vehicleFixture(t.app, owner.user.id);
    const busyDay = inDays(3);
    const busy = await tripFixture(t.app, {
      transporterId: owner.user.id,
      route,
      vehicle: otherVehicle,
      driverId: driver.id,
      departsAt: zonedTimeToInstant(busyDay, '05:00'),
      status: 'scheduled',
    });
    const res = await call(owner, 'POST', '/operator/schedules', {
      route_id: route.id,
      vehicle_id: vehicle.id,
      driver_id: driver.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      departure_time: '08:00',
      starts_on: inDays(2),
      ends_on: inDays(5),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created_trips).toBe(3);
    expect(res.json().skipped).toEqual([
      {
        date: busyDay,
        departs_at: zonedTimeToInstant(busyDay, '08:00').toISOString(),
        reason: 'driver_busy',
        conflicting_trip_id: busy.id,
      },
    ]);
    const trips = await tripsOf(res.json().schedule.id);
    expect(trips.every((x) => x.status === 'scheduled')).toBe(true);
  });

  it('a daily schedule of a route longer than a day does not overlap itself', async () => {
    const owner = await transporter(t.app);
    const longRoute = await routeFixture(t.app, owner.user.id, {
      stops: [
        { place: 'Mwanza', point: 'Nyegezi', region: 'Mwanza', minutes: 0, board: true, alight: false },
        { place: 'Arusha', point: 'Central', region: 'Arusha', minutes: 1500, board: false, alight: true },
      ],
    });
    const vehicle = await vehicleFixture(t.app, owner.user.id);
    const driver = await driverFixture(t.app, owner.user.id);
    const res = await call(owner, 'POST', '/operator/schedules', {
      route_id: longRoute.id,
      vehicle_id: vehicle.id,
      driver_id: driver.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      departure_time: '07:00',
      starts_on: inDays(1),
      ends_on: inDays(4),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created_trips).toBe(2);
    // The coach (and its driver) are still on the road the next morning.
    expect(res.json().skipped.map((s: { reason: string }) => s.reason)).toEqual([
      'vehicle_busy',
      'vehicle_busy',
    ]);
  });

  it('refuses impossible schedules with a 400 naming the field, nothing written', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    const base = {
      route_id: route.id,
      vehicle_id: vehicle.id,
      driver_id: driver.id,
      weekdays: [1],
      departure_time: '08:00',
      starts_on: inDays(1),
      ends_on: inDays(30),
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, weekdays: [] }, 'weekdays'],
      [{ ...base, weekdays: [0, 8] }, 'weekdays'],
      [{ ...base, ends_on: inDays(0) }, 'ends_on'],
      [{ ...base, ends_on: inDays(400) }, 'ends_on'],
      [{ ...base, starts_on: inDays(-3) }, 'starts_on'],
      [{ ...base, departure_time: '8am' }, 'departure_time'],
      [{ ...base, sales_cutoff_minutes: -1 }, 'sales_cutoff_minutes'],
    ];
    for (const [body, field] of cases) {
      const res = await call(owner, 'POST', '/operator/schedules', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field], `${field}: ${res.body}`).toBeDefined();
    }
    const count = await t.app.db.execute<{ n: number }>(
      sql`select (select count(*) from trip_schedules where transporter_id = ${owner.user.id})
              + (select count(*) from trips where transporter_id = ${owner.user.id}) as n`,
    );
    expect(Number(count.rows[0]!.n)).toBe(0);
  });

  it('publishing needs the document gates (409 naming the document) and a verified transporter (403)', async () => {
    const { owner, route, driver } = await fleet();
    const pending = await vehicleFixture(t.app, owner.user.id, { documents: 'pending' });
    const body = {
      route_id: route.id,
      vehicle_id: pending.id,
      driver_id: driver.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      departure_time: '08:00',
      starts_on: inDays(1),
      ends_on: inDays(7),
      publish: true,
    };
    const refused = await call(owner, 'POST', '/operator/schedules', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/LATRA road service licence is approved/);
    const unverified = await fleet({ verified: false });
    const res = await call(unverified.owner, 'POST', '/operator/schedules', {
      ...body,
      route_id: unverified.route.id,
      vehicle_id: unverified.vehicle.id,
      driver_id: unverified.driver.id,
    });
    expect(res.statusCode).toBe(403);
  });

  it('keeps trips after a document lapses off sale, and says from which day', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    await t.app.db.execute(sql`update transport_documents set expires_on = ${inDays(4)}
      where vehicle_id = ${vehicle.id} and kind = 'inspection'`);
    const res = await call(owner, 'POST', '/operator/schedules', {
      route_id: route.id,
      vehicle_id: vehicle.id,
      driver_id: driver.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      departure_time: '08:00',
      starts_on: inDays(1),
      ends_on: inDays(8),
      publish: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().unpublished_from).toBe(inDays(5));
    const trips = await tripsOf(res.json().schedule.id);
    expect(trips.map((x) => x.status)).toEqual([
      'on_sale',
      'on_sale',
      'on_sale',
      'on_sale',
      'scheduled',
      'scheduled',
      'scheduled',
      'scheduled',
    ]);
  });
});

describe('one trip of a schedule on its own', () => {
  it('moves one trip, but not onto the departure of another trip of the schedule (409)', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    const created = await call(owner, 'POST', '/operator/schedules', {
      route_id: route.id,
      vehicle_id: vehicle.id,
      driver_id: driver.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      departure_time: '07:00',
      starts_on: inDays(2),
      ends_on: inDays(3),
    });
    const scheduleId = created.json().schedule.id as number;
    const rows = await t.app.db.execute<{ id: number }>(
      sql`select id from trips where schedule_id = ${scheduleId} order by departs_at`,
    );
    const first = Number(rows.rows[0]!.id);
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/trips/${first}`,
      headers: owner.authHeader,
      payload: { date: inDays(3) },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields.date).toBeDefined();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/operator/trips/${first}`,
      headers: owner.authHeader,
      payload: { departure_time: '05:30' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().trip).toMatchObject({
      date: inDays(2),
      departure_time: '05:30',
      schedule_id: scheduleId,
    });
  });
});

describe('ending a schedule', () => {
  it('cancels its future trips without passengers and keeps (and lists) those with passengers', async () => {
    const { owner, route, vehicle, driver } = await fleet();
    const created = await call(owner, 'POST', '/operator/schedules', {
      route_id: route.id,
      vehicle_id: vehicle.id,
      driver_id: driver.id,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      departure_time: '09:00',
      starts_on: inDays(1),
      ends_on: inDays(4),
      publish: true,
    });
    const scheduleId = created.json().schedule.id as number;
    const trips = await t.app.db.execute<{ id: number }>(
      sql`select id from trips where schedule_id = ${scheduleId} order by departs_at`,
    );
    const soldTripId = Number(trips.rows[1]!.id);
    const traveler = await createUser(t.app);
    await sellSeats(t.app, {
      tripId: soldTripId,
      travelerId: traveler.user.id,
      seats: ['2B'],
      board: 0,
      alight: 4,
    });
    const res = await call(owner, 'POST', `/operator/schedules/${scheduleId}/end`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancelled_trips).toBe(3);
    expect(res.json().kept_trips.map((x: { id: number }) => x.id)).toEqual([soldTripId]);
    expect(res.json().kept_trips[0].seats_sold).toBe(1);
    expect(res.json().schedule.status).toBe('ended');
    const statuses = await t.app.db.execute<{
      id: number;
      status: string;
      cancellation_reason: string | null;
    }>(sql`select id, status, cancellation_reason from trips where schedule_id = ${scheduleId}`);
    for (const row of statuses.rows) {
      expect(row.status).toBe(Number(row.id) === soldTripId ? 'on_sale' : 'cancelled');
    }
    expect((await call(owner, 'POST', `/operator/schedules/${scheduleId}/end`)).statusCode).toBe(409);
  });
});

describe('schedules: authorization', () => {
  it("403 for non-transporters; 404 for another transporter's schedule, route, vehicle or driver", async () => {
    const mine = await fleet();
    const theirs = await fleet();
    const created = await call(theirs.owner, 'POST', '/operator/schedules', {
      route_id: theirs.route.id,
      vehicle_id: theirs.vehicle.id,
      weekdays: [3],
      departure_time: '08:00',
      starts_on: inDays(1),
      ends_on: inDays(10),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().schedule.id as number;
    expect((await call(mine.owner, 'GET', `/operator/schedules/${id}`)).statusCode).toBe(404);
    expect((await call(mine.owner, 'POST', `/operator/schedules/${id}/end`)).statusCode).toBe(404);
    const base = {
      route_id: mine.route.id,
      vehicle_id: mine.vehicle.id,
      driver_id: mine.driver.id,
      weekdays: [3],
      departure_time: '08:00',
      starts_on: inDays(1),
      ends_on: inDays(10),
    };
    for (const body of [
      { ...base, route_id: theirs.route.id },
      { ...base, vehicle_id: theirs.vehicle.id },
      { ...base, driver_id: theirs.driver.id },
    ]) {
      expect((await call(mine.owner, 'POST', '/operator/schedules', body)).statusCode).toBe(404);
    }
    const traveler = await createUser(t.app);
    const operator = await createUser(t.app, { type: 'operator', operator_type: 'tour_operator' });
    for (const user of [traveler, operator]) {
      expect((await call(user, 'GET', '/operator/schedules')).statusCode).toBe(403);
      expect((await call(user, 'POST', '/operator/schedules', base)).statusCode).toBe(403);
    }
  });
});
