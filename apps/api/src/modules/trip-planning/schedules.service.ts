import {
  DEFAULT_SALES_CUTOFF_MINUTES,
  driverConflict,
  expandSchedule,
  salesCloseAt,
  todayInTanzania,
  tripArrivalAt,
  validateSchedule,
  zonedTimeToInstant,
  type Message,
  type ScheduleInput,
  type SkippedDay,
  type TripScheduleView,
  type scheduleListQuerySchema,
} from '@dala/shared';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { drivers, transportRoutes, trips, tripSchedules, vehicles } from '../../db/schema';
import { VERIFICATION_REQUIRED_CODE } from '../../lib/auth/guards';
import { AppError, conflict, notFound } from '../../lib/errors';
import {
  driverSaleProblem,
  loadOwnedDriver,
  loadOwnedVehicle,
  saleProblemError,
  vehicleSaleProblem,
} from '../fleet';
import { assertNoProblems, SCHEDULE_PATH_NAMES } from './problems';
import { transportClock } from './time';
import { ownRoute, routeStopsOf, toRuleStop } from './transport-routes.service';
import { driversTripsAround, hasLiveBookings, tripSummaries, vehiclesTripsAround } from './trips.repository';
import { markCancelled, type PlanningContext } from './trips.service';

export type ScheduleRow = typeof tripSchedules.$inferSelect;

export interface GeneratedTrips {
  /** Ids of the trips this run added (days that already had the schedule's trip are left alone). */
  createdIds: number[];
  /** Days without a trip: past, or the vehicle or driver already on an overlapping trip. */
  skipped: SkippedDay[];
}

/**
 * Generates a schedule's trips in the caller's transaction: one per chosen weekday from `starts_on` to
 * `ends_on` at the departure time on the Tanzanian clock (expandSchedule), with the vehicle's layout,
 * capacity, class and amenities copied, arrival and sales close computed. Idempotent: a day that
 * already has the schedule's trip is left alone (and the unique (schedule_id, departs_at) index makes a
 * concurrent run add nothing twice). Days in the past and days on which the driver would be on another
 * overlapping trip are skipped and reported, as are days the vehicle is on another trip.
 *
 * `publish` puts the trips on sale (those departing before `publishBefore`, when given; the others stay
 * scheduled). The caller checks what publishing needs — a verified transporter, the vehicle and driver
 * passing the document gates — and that the route, vehicle and driver are the schedule transporter's.
 * Used by POST /operator/schedules and the demo seed.
 */
export async function generateScheduleTrips(
  tx: Database,
  schedule: ScheduleRow,
  options: { publish: boolean; publishBefore?: Date; now?: Date } = { publish: false },
): Promise<GeneratedTrips> {
  const now = options.now ?? new Date();
  const stops = (await routeStopsOf(tx, schedule.routeId)).map(toRuleStop);
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, schedule.vehicleId));
  if (!vehicle || stops.length === 0) throw new Error(`schedule ${schedule.id}: route or vehicle missing`);
  const departures = expandSchedule({
    daysOfWeek: schedule.weekdays,
    departureTime: schedule.departureTime,
    from: schedule.startsOn,
    to: schedule.endsOn,
  });
  const existing = new Set(
    (
      await tx.select({ departsAt: trips.departsAt }).from(trips).where(eq(trips.scheduleId, schedule.id))
    ).map((t) => t.departsAt.getTime()),
  );
  const skipped: SkippedDay[] = [];
  const planned = departures
    .filter((d) => !existing.has(d.getTime()))
    .filter((departsAt) => {
      if (departsAt.getTime() > now.getTime()) return true;
      skipped.push({
        date: transportClock(departsAt).date,
        departs_at: departsAt.toISOString(),
        reason: 'past',
        conflicting_trip_id: null,
      });
      return false;
    })
    .map((departsAt) => ({ departsAt, arrivesAt: tripArrivalAt(departsAt, stops) }));
  if (planned.length === 0) return { createdIds: [], skipped };

  // A day is skipped when the vehicle or the driver is already on an overlapping trip. Their rows are
  // locked first (vehicle, then driver: assertVehicleFree's order), and this run's own trips count too:
  // a long route driven daily would overlap itself.
  const around = (rows: Awaited<ReturnType<typeof vehiclesTripsAround>>) =>
    rows.map((t) => ({ id: t.id, departure_at: t.departure_at, arrival_at: t.arrival_at, status: t.status }));
  const from = planned[0]!.departsAt;
  const to = planned.at(-1)!.arrivesAt;
  await loadOwnedVehicle(tx, schedule.transporterId, schedule.vehicleId, true);
  const vehicleBusy = around(await vehiclesTripsAround(tx, schedule.vehicleId, from, to));
  let driverBusy: typeof vehicleBusy | null = null;
  if (schedule.driverId !== null) {
    await loadOwnedDriver(tx, schedule.transporterId, schedule.driverId, true);
    driverBusy = around(await driversTripsAround(tx, schedule.driverId, from, to));
  }
  const kept: typeof planned = [];
  for (const day of planned) {
    const times = { departure_at: day.departsAt, arrival_at: day.arrivesAt };
    const vehicleClash = driverConflict(times, vehicleBusy);
    const clash = vehicleClash ?? (driverBusy ? driverConflict(times, driverBusy) : null);
    if (clash) {
      skipped.push({
        date: transportClock(day.departsAt).date,
        departs_at: day.departsAt.toISOString(),
        reason: vehicleClash ? 'vehicle_busy' : 'driver_busy',
        conflicting_trip_id: clash.id > 0 ? clash.id : null,
      });
    } else {
      kept.push(day);
      const own = { id: 0, ...times, status: 'scheduled' as const };
      vehicleBusy.push(own);
      driverBusy?.push(own);
    }
  }
  skipped.sort((a, b) => a.departs_at.localeCompare(b.departs_at));
  if (kept.length === 0) return { createdIds: [], skipped };
  const rows = await tx
    .insert(trips)
    .values(
      kept.map(({ departsAt, arrivesAt }) => {
        const onSale =
          options.publish &&
          (!options.publishBefore || departsAt.getTime() < options.publishBefore.getTime());
        const status = onSale ? ('on_sale' as const) : ('scheduled' as const);
        return {
          transporterId: schedule.transporterId,
          routeId: schedule.routeId,
          scheduleId: schedule.id,
          vehicleId: vehicle.id,
          seatLayout: vehicle.seatLayout,
          capacity: vehicle.seatCount,
          vehicleClass: vehicle.vehicleClass,
          amenities: vehicle.amenities,
          driverId: schedule.driverId,
          departsAt,
          arrivesAt,
          salesCutoffMinutes: schedule.salesCutoffMinutes,
          salesCloseAt: salesCloseAt({
            status,
            departure_at: departsAt,
            sales_cutoff_minutes: schedule.salesCutoffMinutes,
          }),
          status,
        };
      }),
    )
    .onConflictDoNothing({ target: [trips.scheduleId, trips.departsAt] })
    .returning({ id: trips.id });
  return { createdIds: rows.map((r) => r.id), skipped };
}

// ── Views ────────────────────────────────────────────────────────────────────────────────────────

const upcomingSql = sql<number>`(select count(*)::int from trips t where t.schedule_id = ${tripSchedules.id}
  and t.status in ('scheduled', 'on_sale') and t.departs_at > now())`;

async function scheduleViews(
  db: Database,
  where: ReturnType<typeof and>,
  page?: { limit: number; offset: number },
): Promise<TripScheduleView[]> {
  const query = db
    .select({
      schedule: tripSchedules,
      routeName: transportRoutes.name,
      plate: vehicles.plate,
      driverName: drivers.fullName,
      upcoming: upcomingSql,
    })
    .from(tripSchedules)
    .innerJoin(transportRoutes, eq(transportRoutes.id, tripSchedules.routeId))
    .innerJoin(vehicles, eq(vehicles.id, tripSchedules.vehicleId))
    .leftJoin(drivers, eq(drivers.id, tripSchedules.driverId))
    .where(where)
    .orderBy(asc(tripSchedules.status), desc(tripSchedules.createdAt), desc(tripSchedules.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ schedule: s, routeName, plate, driverName, upcoming }) => ({
    id: s.id,
    route_id: s.routeId,
    route_name: routeName,
    vehicle: { id: s.vehicleId, plate },
    driver: s.driverId !== null && driverName !== null ? { id: s.driverId, full_name: driverName } : null,
    weekdays: s.weekdays,
    departure_time: s.departureTime,
    starts_on: s.startsOn,
    ends_on: s.endsOn,
    sales_cutoff_minutes: s.salesCutoffMinutes,
    status: s.status,
    upcoming_trips: Number(upcoming),
    created_at: s.createdAt.toISOString(),
  }));
}

async function scheduleView(db: Database, transporterId: string, id: number): Promise<TripScheduleView> {
  const [view] = await scheduleViews(
    db,
    and(eq(tripSchedules.id, id), eq(tripSchedules.transporterId, transporterId)),
  );
  if (!view) throw notFound('trips.scheduleNotFound');
  return view;
}

async function ownSchedule(db: Database, transporterId: string, id: number, lock = false) {
  const query = db
    .select()
    .from(tripSchedules)
    .where(and(eq(tripSchedules.id, id), eq(tripSchedules.transporterId, transporterId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('trips.scheduleNotFound');
  return row;
}

// ── Create, read, end ────────────────────────────────────────────────────────────────────────────

/**
 * The first of `days` (sorted) on which the vehicle or driver may not be on sale: documents stay valid
 * until they lapse, so a binary search over the days finds it with a handful of checks.
 */
async function firstUnsaleableDay(
  db: Database,
  transporterId: string,
  vehicleId: number,
  driverId: number | null,
  today: string,
  days: readonly string[],
): Promise<string | null> {
  const blocked = async (day: string) =>
    (await vehicleSaleProblem(db, transporterId, vehicleId, today, day)) !== null ||
    (driverId !== null && (await driverSaleProblem(db, transporterId, driverId, today, day)) !== null);
  if (days.length === 0 || !(await blocked(days.at(-1)!))) return null;
  let low = 0;
  let high = days.length - 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (await blocked(days[middle]!)) high = middle;
    else low = middle + 1;
  }
  return days[low]!;
}

/**
 * Creates a schedule and generates its trips in one transaction. With `publish`, the trips go on sale
 * when the transporter is verified, a driver is set and the vehicle and driver pass the document
 * checks today (409 naming the document otherwise); trips after a document lapses stay scheduled and
 * the answer says from which day (`unpublished_from`).
 */
export async function createSchedule(db: Database, ctx: PlanningContext, input: ScheduleInput) {
  const now = ctx.now ?? new Date();
  const today = todayInTanzania(now);
  const transporterId = ctx.user.id;
  const weekdays = [...new Set(input.weekdays)].sort((a, b) => a - b);
  assertNoProblems(
    validateSchedule(
      { daysOfWeek: weekdays, departureTime: input.departure_time, from: input.starts_on, to: input.ends_on },
      today,
    ),
    SCHEDULE_PATH_NAMES,
  );
  const driverId = input.driver_id ?? null;
  const publish = input.publish ?? false;
  return db.transaction(async (tx) => {
    const route = await ownRoute(tx, transporterId, input.route_id);
    if (route.status !== 'active')
      throw conflict('trips.routeArchived', { route_id: ['trips.routeArchived'] });
    const vehicle = await loadOwnedVehicle(tx, transporterId, input.vehicle_id);
    if (vehicle.status !== 'active') {
      const message = { key: 'fleet.vehicleRetired' as const, values: { plate: vehicle.plate } };
      throw conflict(message, { vehicle_id: [message] });
    }
    if (driverId !== null) {
      const driver = await loadOwnedDriver(tx, transporterId, driverId);
      if (driver.status !== 'active') {
        const message = { key: 'fleet.driverRetired' as const, values: { name: driver.fullName } };
        throw conflict(message, { driver_id: [message] });
      }
    }
    let publishBefore: Date | undefined;
    let unpublishedFrom: string | null = null;
    if (publish) {
      if (!ctx.user.is_verified) {
        throw new AppError(403, VERIFICATION_REQUIRED_CODE, 'trips.publishNeedsVerification');
      }
      if (driverId === null)
        throw conflict('trips.driverRequiredOnSale', { driver_id: ['trips.driverRequiredOnSale'] });
      const problem =
        (await vehicleSaleProblem(tx, transporterId, vehicle.id, today)) ??
        (await driverSaleProblem(tx, transporterId, driverId, today));
      if (problem) throw saleProblemError(problem);
      const days = [
        ...new Set(
          expandSchedule({
            daysOfWeek: weekdays,
            departureTime: input.departure_time,
            from: input.starts_on,
            to: input.ends_on,
          }).map((d) => transportClock(d).date),
        ),
      ];
      unpublishedFrom = await firstUnsaleableDay(tx, transporterId, vehicle.id, driverId, today, days);
      if (unpublishedFrom) {
        // Trips depart on their Tanzanian day: the first one not on sale departs that day or later.
        publishBefore = zonedTimeToInstant(unpublishedFrom, '00:00');
      }
    }
    const [schedule] = await tx
      .insert(tripSchedules)
      .values({
        transporterId,
        routeId: route.id,
        vehicleId: vehicle.id,
        driverId,
        weekdays,
        departureTime: input.departure_time,
        startsOn: input.starts_on,
        endsOn: input.ends_on,
        salesCutoffMinutes: input.sales_cutoff_minutes ?? DEFAULT_SALES_CUTOFF_MINUTES,
      })
      .returning();
    const generated = await generateScheduleTrips(tx, schedule!, { publish, publishBefore, now });
    return {
      schedule: await scheduleView(tx, transporterId, schedule!.id),
      created_trips: generated.createdIds.length,
      skipped: generated.skipped,
      unpublished_from: unpublishedFrom,
    };
  });
}

type ScheduleListQuery = z.output<typeof scheduleListQuerySchema>;

export async function listSchedules(db: Database, transporterId: string, query: ScheduleListQuery) {
  const where = and(
    eq(tripSchedules.transporterId, transporterId),
    query.status ? eq(tripSchedules.status, query.status) : undefined,
    query.route_id ? eq(tripSchedules.routeId, query.route_id) : undefined,
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tripSchedules)
    .where(where);
  const items = await scheduleViews(db, where, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { items, total: Number(total?.n ?? 0), page: query.page, page_size: query.page_size };
}

export async function getSchedule(db: Database, transporterId: string, id: number) {
  const schedule = await scheduleView(db, transporterId, id);
  const upcoming = await tripSummaries(
    db,
    and(eq(trips.scheduleId, id), eq(trips.transporterId, transporterId), gt(trips.departsAt, sql`now()`)),
  );
  return { schedule, trips: upcoming };
}

/**
 * Ends a schedule: its future trips without passengers are cancelled; those with passengers stay (each
 * can be cancelled on its own, refunding them) and are listed. Trip rows are locked in id order.
 */
export async function endSchedule(db: Database, ctx: PlanningContext, id: number) {
  const transporterId = ctx.user.id;
  return db.transaction(async (tx) => {
    const schedule = await ownSchedule(tx, transporterId, id, true);
    if (schedule.status === 'ended') throw conflict('trips.scheduleEnded');
    const future = await tx
      .select()
      .from(trips)
      .where(
        and(
          eq(trips.scheduleId, id),
          inArray(trips.status, ['scheduled', 'on_sale']),
          gt(trips.departsAt, sql`now()`),
        ),
      )
      .orderBy(asc(trips.id))
      .for('no key update');
    // Our reason, kept as a message: the transporter (and anyone reading the trip later) reads it in
    // their own language, whatever the language of the one who ended the schedule.
    const reason: Message = { key: 'trips.scheduleEndedReason' };
    const keptIds: number[] = [];
    let cancelled = 0;
    for (const trip of future) {
      if (await hasLiveBookings(tx, trip.id)) {
        keptIds.push(trip.id);
      } else {
        await markCancelled(tx, trip, ctx.user.id, reason);
        cancelled += 1;
      }
    }
    await tx
      .update(tripSchedules)
      .set({ status: 'ended', updatedAt: sql`now()` })
      .where(eq(tripSchedules.id, id));
    const keptTrips = keptIds.length ? await tripSummaries(tx, inArray(trips.id, keptIds)) : [];
    return {
      schedule: await scheduleView(tx, transporterId, id),
      cancelled_trips: cancelled,
      kept_trips: keptTrips,
    };
  });
}
