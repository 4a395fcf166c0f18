import {
  driverConflict,
  renderMessage,
  type Language,
  type MessageKey,
  type OperatorTrip,
  type OperatorTripSummary,
  type TripStatus,
} from '@dala/shared';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drivers, transportRoutes, tripChanges, trips, users, vehicles } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { loadOwnedDriver, loadOwnedVehicle } from '../fleet';
import { transportClock } from './time';
import { routeStopsOf } from './transport-routes.service';

export type TripRow = typeof trips.$inferSelect;

/** The catalog's word for a trip status ('on sale'), for messages that name it. */
export const TRIP_STATUS_MESSAGES: Readonly<Record<TripStatus, MessageKey>> = {
  scheduled: 'trips.statusScheduled',
  on_sale: 'trips.statusOnSale',
  departed: 'trips.statusDeparted',
  completed: 'trips.statusCompleted',
  cancelled: 'trips.statusCancelled',
};

/**
 * A trip of this transporter, its row locked FOR NO KEY UPDATE: every writer of a trip (planning here,
 * the seat reservations' writers in the booking core) takes this lock first, so a vehicle swap and a
 * seat hold on the same trip run one after the other. Another transporter's trip is 404.
 */
export async function lockOwnTrip(db: Database, transporterId: string, tripId: number): Promise<TripRow> {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), eq(trips.transporterId, transporterId)))
    .for('no key update');
  if (!row) throw notFound('trips.tripNotFound');
  return row;
}

export async function ownTrip(db: Database, transporterId: string, tripId: number): Promise<TripRow> {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), eq(trips.transporterId, transporterId)));
  if (!row) throw notFound('trips.tripNotFound');
  return row;
}

/** A live reservation: held or confirmed and not past its hold (`blocks_until`, by the database's clock). */
export const LIVE_RESERVATION_SQL = sql.raw(
  `r.status in ('held', 'confirmed') and r.blocks_until > clock_timestamp()`,
);

export interface LiveReservation {
  id: number;
  bookingId: string;
  seatLabel: string;
  displaced: boolean;
}

/** The trip's live reservations, in seat-label order (the order seats are written in). */
export async function liveReservations(db: Database, tripId: number): Promise<LiveReservation[]> {
  const rows = await db.execute<{
    id: string;
    booking_id: string;
    seat_label: string;
    displaced: boolean;
  }>(sql`
    select r.id, r.booking_id, r.seat_label, r.displaced_at is not null as displaced
    from trip_seat_reservations r
    where r.trip_id = ${tripId} and ${LIVE_RESERVATION_SQL}
    order by r.seat_label, r.id`);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    bookingId: String(r.booking_id),
    seatLabel: String(r.seat_label),
    displaced: Boolean(r.displaced),
  }));
}

/**
 * The seats a vehicle must have to carry the trip's passengers: the most live reservations on any one
 * leg (a Dar → Moshi and a Moshi → Arusha passenger need one seat between them).
 */
export async function peakSeatLoad(db: Database, tripId: number): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    select coalesce(max(n), 0)::int as n from (
      select leg, count(*) as n
      from trip_seat_reservations r, generate_series(r.board_pos, r.alight_pos - 1) as leg
      where r.trip_id = ${tripId} and ${LIVE_RESERVATION_SQL}
      group by leg) legs`);
  return Number(rows.rows[0]?.n ?? 0);
}

/** Whether a trip has a booking that is live: confirmed, or pending payment with its seats held. */
export async function hasLiveBookings(db: Database, tripId: number): Promise<boolean> {
  const rows = await db.execute<{ live: boolean }>(sql`
    select exists (select 1 from trip_seat_reservations r
                   where r.trip_id = ${tripId} and ${LIVE_RESERVATION_SQL}) as live`);
  return Boolean(rows.rows[0]?.live);
}

/** 'Dar es Salaam → Arusha, 2026-12-01 07:00' — a trip named in a message. */
export function describeTrip(routeName: string, departsAt: Date): string {
  const clock = transportClock(departsAt);
  return `${routeName}, ${clock.date} ${clock.time}`;
}

/**
 * Refuses (409 naming the other trip) a driver who would be on two overlapping trips.
 *
 * Two assignments of one driver racing each other could both find the driver free and both commit. The
 * driver's row is therefore locked (FOR UPDATE, through loadOwnedDriver) before the driver's trips are
 * read: a second assignment of the same driver waits for the first to commit, and its read — a new
 * statement in READ COMMITTED — then sees the first's trip. A lock on the driver rather than on the
 * driver's trips, because the trip that would conflict may not exist yet (an insert cannot be locked
 * in advance), and rather than SERIALIZABLE, whose retries would reach every caller. Lock order: the
 * trip row (when there is one) first, then the driver. Also refuses a retired driver.
 */
export async function assertDriverFree(
  db: Database,
  transporterId: string,
  driverId: number,
  candidate: { departsAt: Date; arrivesAt: Date; exceptTripId?: number },
): Promise<typeof drivers.$inferSelect> {
  const driver = await loadOwnedDriver(db, transporterId, driverId, true);
  if (driver.status !== 'active') {
    throw conflict(
      { key: 'fleet.driverRetired', values: { name: driver.fullName } },
      { driver_id: [{ key: 'fleet.driverRetired', values: { name: driver.fullName } }] },
    );
  }
  const others = await driversTripsAround(db, driverId, candidate.departsAt, candidate.arrivesAt);
  const busy = driverConflict(
    { departure_at: candidate.departsAt, arrival_at: candidate.arrivesAt },
    others.filter((t) => t.id !== candidate.exceptTripId),
  );
  if (busy) {
    const message = {
      key: 'transport.driverBusy' as const,
      values: { trip: describeTrip(busy.routeName, busy.departure_at) },
    };
    throw conflict(message, { driver_id: [message] });
  }
  return driver;
}

/**
 * Refuses (409 naming the other trip) a vehicle that would be on two overlapping trips: a bus is in one
 * place at a time. The same rule and the same locking as for drivers (assertDriverFree): the vehicle's row
 * is locked before its trips are read, so two assignments of one vehicle cannot both pass. Lock order:
 * the trip row, the vehicle, then the driver.
 */
export async function assertVehicleFree(
  db: Database,
  transporterId: string,
  vehicleId: number,
  candidate: { departsAt: Date; arrivesAt: Date; exceptTripId?: number },
): Promise<void> {
  await loadOwnedVehicle(db, transporterId, vehicleId, true);
  const others = await vehiclesTripsAround(db, vehicleId, candidate.departsAt, candidate.arrivesAt);
  const busy = driverConflict(
    { departure_at: candidate.departsAt, arrival_at: candidate.arrivesAt },
    others.filter((t) => t.id !== candidate.exceptTripId),
  );
  if (busy) {
    const message = {
      key: 'trips.vehicleBusy' as const,
      values: { trip: describeTrip(busy.routeName, busy.departure_at) },
    };
    throw conflict(message, { vehicle_id: [message] });
  }
}

/** A vehicle's trips that touch [from, to] (cancelled ones included: driverConflict ignores them). */
export async function vehiclesTripsAround(db: Database, vehicleId: number, from: Date, to: Date) {
  return tripsAround(db, eq(trips.vehicleId, vehicleId), from, to);
}

/** A driver's trips that touch [from, to] (cancelled ones included: driverConflict ignores them). */
export async function driversTripsAround(db: Database, driverId: number, from: Date, to: Date) {
  return tripsAround(db, eq(trips.driverId, driverId), from, to);
}

async function tripsAround(db: Database, whose: SQL, from: Date, to: Date) {
  return db
    .select({
      id: trips.id,
      departure_at: trips.departsAt,
      arrival_at: trips.arrivesAt,
      status: trips.status,
      routeName: transportRoutes.name,
    })
    .from(trips)
    .innerJoin(transportRoutes, eq(transportRoutes.id, trips.routeId))
    .where(and(whose, sql`${trips.departsAt} <= ${to}`, sql`${trips.arrivesAt} >= ${from}`));
}

// ── Views ────────────────────────────────────────────────────────────────────────────────────────

const originSql = sql<string>`(select rs.place from route_stops rs where rs.route_id = ${trips.routeId} order by rs.position limit 1)`;
const destinationSql = sql<string>`(select rs.place from route_stops rs where rs.route_id = ${trips.routeId} order by rs.position desc limit 1)`;
const seatsSoldSql = sql<number>`(select count(*)::int from trip_seat_reservations r where r.trip_id = ${trips.id} and r.status = 'confirmed')`;
const seatsHeldSql = sql<number>`(select count(*)::int from trip_seat_reservations r where r.trip_id = ${trips.id} and r.status = 'held' and r.blocks_until > clock_timestamp())`;

const summaryColumns = {
  trip: trips,
  routeName: transportRoutes.name,
  origin: originSql,
  destination: destinationSql,
  plate: vehicles.plate,
  driverName: drivers.fullName,
  seatsSold: seatsSoldSql,
  seatsHeld: seatsHeldSql,
};

type SummaryRow = {
  trip: TripRow;
  routeName: string;
  origin: string;
  destination: string;
  plate: string;
  driverName: string | null;
  seatsSold: number;
  seatsHeld: number;
};

function toSummary(r: SummaryRow): OperatorTripSummary {
  const t = r.trip;
  const clock = transportClock(t.departsAt);
  return {
    id: t.id,
    route_id: t.routeId,
    route_name: r.routeName,
    origin: r.origin ?? '',
    destination: r.destination ?? '',
    schedule_id: t.scheduleId,
    departs_at: t.departsAt.toISOString(),
    arrives_at: t.arrivesAt.toISOString(),
    sales_close_at: t.salesCloseAt.toISOString(),
    date: clock.date,
    departure_time: clock.time,
    sales_cutoff_minutes: t.salesCutoffMinutes,
    status: t.status,
    vehicle: { id: t.vehicleId, plate: r.plate },
    driver: t.driverId !== null && r.driverName !== null ? { id: t.driverId, full_name: r.driverName } : null,
    vehicle_class: t.vehicleClass,
    capacity: t.capacity,
    seats_sold: Number(r.seatsSold),
    seats_held: Number(r.seatsHeld),
  };
}

/** Trip summaries matching `where`, in departure order; `where` should include the transporter. */
export async function tripSummaries(
  db: Database,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
  order: 'asc' | 'desc' = 'asc',
): Promise<OperatorTripSummary[]> {
  const query = db
    .select(summaryColumns)
    .from(trips)
    .innerJoin(transportRoutes, eq(transportRoutes.id, trips.routeId))
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .where(where)
    .orderBy(order === 'asc' ? asc(trips.departsAt) : desc(trips.departsAt), asc(trips.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(toSummary);
}

/** The transporter's view of one trip: its summary, route stops with their times, vehicle, driver and
 * the change log (newest first); why it was cancelled in the reader's `language` when it is our reason
 * (a schedule's end), as typed when it is the transporter's own words. */
export async function toOperatorTrip(
  db: Database,
  transporterId: string,
  tripId: number,
  language: Language,
): Promise<OperatorTrip> {
  const [summary] = await tripSummaries(
    db,
    and(eq(trips.id, tripId), eq(trips.transporterId, transporterId)),
  );
  if (!summary) throw notFound('trips.tripNotFound');
  const [row] = await db
    .select({ trip: trips, vehicle: vehicles, driver: drivers })
    .from(trips)
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .where(eq(trips.id, tripId));
  const { trip, vehicle, driver } = row!;
  const stops = await routeStopsOf(db, trip.routeId);
  const changes = await db
    .select({
      change: tripChanges,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(tripChanges)
    .leftJoin(users, eq(users.id, tripChanges.changedBy))
    .where(eq(tripChanges.tripId, tripId))
    .orderBy(desc(tripChanges.changedAt), desc(tripChanges.id));
  const displaced = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from trip_seat_reservations r
    where r.trip_id = ${tripId} and ${LIVE_RESERVATION_SQL} and r.displaced_at is not null`);
  return {
    ...summary,
    stops: stops.map((s) => ({
      position: s.position,
      place: s.place,
      point: s.point,
      region: s.region,
      minutes_from_departure: s.minutesFromDeparture,
      can_board: s.canBoard,
      can_alight: s.canAlight,
      at: new Date(trip.departsAt.getTime() + s.minutesFromDeparture * 60_000).toISOString(),
    })),
    vehicle: {
      id: vehicle.id,
      plate: vehicle.plate,
      make: vehicle.make,
      model: vehicle.model,
      seat_count: vehicle.seatCount,
    },
    driver: driver ? { id: driver.id, full_name: driver.fullName, phone: driver.phone } : null,
    amenities: trip.amenities,
    displaced_passengers: Number(displaced.rows[0]?.n ?? 0),
    // A row from before the message was kept shows its stored text.
    cancellation_reason: trip.cancellationMessage
      ? renderMessage(language, trip.cancellationMessage)
      : trip.cancellationReason,
    cancelled_at: trip.cancelledAt?.toISOString() ?? null,
    changes: changes.map(({ change, firstName, lastName }) => ({
      id: change.id,
      field: change.field,
      old_value: change.oldValue,
      new_value: change.newValue,
      passengers_notified: change.passengersNotified,
      changed_at: change.changedAt.toISOString(),
      changed_by: firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : null,
    })),
  };
}
