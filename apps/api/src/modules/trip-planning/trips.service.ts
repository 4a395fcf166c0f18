import {
  DEFAULT_SALES_CUTOFF_MINUTES,
  addDays,
  canTransitionTrip,
  keptSeats,
  salesCloseAt,
  tripArrivalAt,
  todayInTanzania,
  renderMessage,
  zonedTimeToInstant,
  type Language,
  type Message,
  type OperatorTrip,
  type TripCancelResult,
  type TripChangeInput,
  type TripChangeResult,
  type TripInput,
  type TripStatus,
  type operatorTripListQuerySchema,
} from '@dala/shared';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { vehicles } from '../../db/schema';
import { tripChanges, trips, type TripChangeField } from '../../db/schema';
import { VERIFICATION_REQUIRED_CODE, type AuthUser } from '../../lib/auth/guards';
import { AppError, badRequest, conflict, validationError } from '../../lib/errors';
import { cancelTripBookings } from '../bookings';
import { assertSaleable, loadOwnedVehicle } from '../fleet';
import { bookingsWithSeats, tellTraveler } from './passenger-notices';
import { transportClock } from './time';
import { ownRoute, routeStopsOf, toRuleStop } from './transport-routes.service';
import {
  TRIP_STATUS_MESSAGES,
  assertDriverFree,
  assertVehicleFree,
  liveReservations,
  lockOwnTrip,
  peakSeatLoad,
  toOperatorTrip,
  tripSummaries,
  type TripRow,
} from './trips.repository';

type VehicleRow = typeof vehicles.$inferSelect;

/**
 * What a planning write needs besides the database: who acts, the language they read (the answer's), and
 * the public address for mail links.
 */
export interface PlanningContext {
  user: AuthUser;
  /** The reader's language (the request's): the answer renders our stored reasons in it. */
  language: Language;
  publicUrl: string;
  /** The clock (tests may pin it); the database's clock decides holds. */
  now?: Date;
}

const statusMessage = (status: TripStatus) => ({ key: TRIP_STATUS_MESSAGES[status] });

/** A retired vehicle takes no trips (409 naming its plate). */
function assertActiveVehicle(vehicle: VehicleRow): void {
  if (vehicle.status === 'active') return;
  const message = { key: 'fleet.vehicleRetired' as const, values: { plate: vehicle.plate } };
  throw conflict(message, { vehicle_id: [message] });
}

/** The columns a trip copies from its vehicle when the vehicle is assigned (trips schema). */
const vehicleCopy = (vehicle: VehicleRow) => ({
  vehicleId: vehicle.id,
  seatLayout: vehicle.seatLayout,
  capacity: vehicle.seatCount,
  vehicleClass: vehicle.vehicleClass,
  amenities: vehicle.amenities,
});

/** 400 when a departure is not in the future (the field that set it carries the message). */
function assertFutureDeparture(departsAt: Date, now: Date, field: 'date' | 'departure_time' = 'date'): void {
  if (departsAt.getTime() > now.getTime()) return;
  throw validationError({ [field]: ['trips.departureInPast'] });
}

async function recordChange(
  db: Database,
  tripId: number,
  userId: string,
  field: TripChangeField,
  oldValue: string,
  newValue: string,
  passengersNotified = 0,
): Promise<number> {
  const [row] = await db
    .insert(tripChanges)
    .values({ tripId, changedBy: userId, field, oldValue, newValue, passengersNotified })
    .returning({ id: tripChanges.id });
  return row!.id;
}

// ── Create ───────────────────────────────────────────────────────────────────────────────────────

/** A new trip (scheduled: not on sale until published) of the transporter's own route and vehicle. */
export async function createTrip(db: Database, ctx: PlanningContext, input: TripInput): Promise<number> {
  const now = ctx.now ?? new Date();
  const transporterId = ctx.user.id;
  return db.transaction(async (tx) => {
    const route = await ownRoute(tx, transporterId, input.route_id);
    if (route.status !== 'active')
      throw conflict('trips.routeArchived', { route_id: ['trips.routeArchived'] });
    const vehicle = await loadOwnedVehicle(tx, transporterId, input.vehicle_id);
    assertActiveVehicle(vehicle);
    const departsAt = zonedTimeToInstant(input.date, input.departure_time);
    assertFutureDeparture(departsAt, now);
    const stops = (await routeStopsOf(tx, route.id)).map(toRuleStop);
    const arrivesAt = tripArrivalAt(departsAt, stops);
    const cutoff = input.sales_cutoff_minutes ?? DEFAULT_SALES_CUTOFF_MINUTES;
    await assertVehicleFree(tx, transporterId, vehicle.id, { departsAt, arrivesAt });
    if (input.driver_id != null) {
      await assertDriverFree(tx, transporterId, input.driver_id, { departsAt, arrivesAt });
    }
    const [row] = await tx
      .insert(trips)
      .values({
        transporterId,
        routeId: route.id,
        ...vehicleCopy(vehicle),
        driverId: input.driver_id ?? null,
        departsAt,
        arrivesAt,
        salesCutoffMinutes: cutoff,
        salesCloseAt: salesCloseAt({
          status: 'scheduled',
          departure_at: departsAt,
          sales_cutoff_minutes: cutoff,
        }),
        status: 'scheduled',
      })
      .returning({ id: trips.id });
    return row!.id;
  });
}

// ── Read ─────────────────────────────────────────────────────────────────────────────────────────

type TripListQuery = z.output<typeof operatorTripListQuerySchema>;

/** The transporter's trips, earliest first; without dates, from today (Tanzanian day) on. */
export async function listTrips(db: Database, transporterId: string, query: TripListQuery) {
  const from = query.from ?? (query.to ? undefined : todayInTanzania());
  const conditions: (SQL | undefined)[] = [
    eq(trips.transporterId, transporterId),
    from ? gte(trips.departsAt, zonedTimeToInstant(from, '00:00')) : undefined,
    query.to ? lt(trips.departsAt, zonedTimeToInstant(addDays(query.to, 1), '00:00')) : undefined,
    query.route_id ? eq(trips.routeId, query.route_id) : undefined,
    query.schedule_id ? eq(trips.scheduleId, query.schedule_id) : undefined,
    query.status ? eq(trips.status, query.status) : undefined,
  ];
  const where = and(...conditions);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trips)
    .where(where);
  const items = await tripSummaries(db, where, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { items, total: Number(total?.n ?? 0), page: query.page, page_size: query.page_size };
}

export const getTrip = (
  db: Database,
  transporterId: string,
  tripId: number,
  language: Language,
): Promise<OperatorTrip> => toOperatorTrip(db, transporterId, tripId, language);

// ── Change ───────────────────────────────────────────────────────────────────────────────────────

/** Trips that may still change: not departed, completed or cancelled. */
function assertChangeable(trip: TripRow): void {
  if (trip.status === 'scheduled' || trip.status === 'on_sale') return;
  throw conflict({ key: 'trips.tripNotChangeable', values: { status: statusMessage(trip.status) } });
}

/**
 * Changes a trip's vehicle, driver, departure or sales cut-off in one transaction, the trip row locked
 * first. A trip on sale keeps a driver, and its (new) vehicle and driver must pass the document checks
 * on the (new) departure day. A new vehicle must seat the busiest leg's passengers; passengers keep
 * their seat label where the new layout has it (keptSeats), the others are marked displaced and told
 * they may cancel for a full refund. Every change of a trip on sale or with passengers is logged
 * (trip_changes), and a vehicle or departure change is told to every passenger (notification + email).
 */
export async function changeTrip(
  db: Database,
  ctx: PlanningContext,
  tripId: number,
  input: TripChangeInput,
): Promise<TripChangeResult> {
  const now = ctx.now ?? new Date();
  const transporterId = ctx.user.id;
  const result = await db.transaction(async (tx) => {
    const trip = await lockOwnTrip(tx, transporterId, tripId);
    assertChangeable(trip);
    const nothing =
      input.vehicle_id === undefined &&
      input.driver_id === undefined &&
      input.date === undefined &&
      input.departure_time === undefined &&
      input.sales_cutoff_minutes === undefined;
    if (nothing) throw badRequest('trips.nothingToChange');

    // The new plan.
    const clock = transportClock(trip.departsAt);
    const departsAt = zonedTimeToInstant(input.date ?? clock.date, input.departure_time ?? clock.time);
    const departureChanged = departsAt.getTime() !== trip.departsAt.getTime();
    if (departureChanged) {
      const field = input.date ? 'date' : 'departure_time';
      assertFutureDeparture(departsAt, now, field);
      // A schedule has one trip per departure (a unique index): moving onto a sibling's is refused here.
      if (trip.scheduleId !== null) {
        const [sibling] = await tx
          .select({ id: trips.id })
          .from(trips)
          .where(and(eq(trips.scheduleId, trip.scheduleId), eq(trips.departsAt, departsAt)));
        if (sibling) throw conflict('trips.departureTaken', { [field]: ['trips.departureTaken'] });
      }
    }
    const route = await ownRoute(tx, transporterId, trip.routeId);
    const arrivesAt = tripArrivalAt(departsAt, (await routeStopsOf(tx, trip.routeId)).map(toRuleStop));
    const cutoff = input.sales_cutoff_minutes ?? trip.salesCutoffMinutes;
    const vehicleChanged = input.vehicle_id !== undefined && input.vehicle_id !== trip.vehicleId;
    const driverId = input.driver_id === undefined ? trip.driverId : input.driver_id;
    const driverChanged = driverId !== trip.driverId;
    const onSale = trip.status === 'on_sale';
    if (onSale && driverId === null) {
      throw conflict('trips.driverRequiredOnSale', { driver_id: ['trips.driverRequiredOnSale'] });
    }

    const oldVehicle = await loadOwnedVehicle(tx, transporterId, trip.vehicleId);
    const vehicle = vehicleChanged
      ? await loadOwnedVehicle(tx, transporterId, input.vehicle_id!)
      : oldVehicle;
    if (vehicleChanged) {
      assertActiveVehicle(vehicle);
      const needed = await peakSeatLoad(tx, trip.id);
      if (vehicle.seatCount < needed) {
        const message = {
          key: 'trips.vehicleTooSmall' as const,
          values: { plate: vehicle.plate, seats: vehicle.seatCount, count: needed },
        };
        throw conflict(message, { vehicle_id: [message] });
      }
    }
    if (vehicleChanged || departureChanged) {
      await assertVehicleFree(tx, transporterId, vehicle.id, { departsAt, arrivesAt, exceptTripId: trip.id });
    }
    let driverName = '';
    if (driverId !== null && (driverChanged || departureChanged)) {
      const driver = await assertDriverFree(tx, transporterId, driverId, {
        departsAt,
        arrivesAt,
        exceptTripId: trip.id,
      });
      driverName = driver.fullName;
    }
    if (onSale && (vehicleChanged || driverChanged || departureChanged)) {
      await assertSaleable(
        tx,
        transporterId,
        { vehicleId: vehicle.id, driverId },
        todayInTanzania(now),
        todayInTanzania(departsAt),
      );
    }

    // Seats on a vehicle swap: kept where the new layout has the label, displaced otherwise.
    const reservations = await liveReservations(tx, trip.id);
    let displacedSeats: string[] = [];
    if (vehicleChanged && reservations.length > 0) {
      const { lost } = keptSeats(
        reservations.map((r) => r.seatLabel),
        vehicle.seatLayout,
      );
      displacedSeats = [...new Set(lost)];
      // Set for seats the new layout lacks, cleared for seats it has again (a swap back).
      const lostList = displacedSeats.length
        ? sql.join(
            displacedSeats.map((label) => sql`${label}`),
            sql`, `,
          )
        : sql`null`;
      await tx.execute(sql`
        update trip_seat_reservations r
        set displaced_at = case when r.seat_label in (${lostList}) then coalesce(r.displaced_at, now()) end
        where r.trip_id = ${trip.id} and r.status in ('held', 'confirmed')`);
    }

    await tx
      .update(trips)
      .set({
        ...(vehicleChanged ? vehicleCopy(vehicle) : {}),
        driverId,
        departsAt,
        arrivesAt,
        salesCutoffMinutes: cutoff,
        salesCloseAt: salesCloseAt({
          status: trip.status,
          departure_at: departsAt,
          sales_cutoff_minutes: cutoff,
        }),
        updatedAt: sql`now()`,
      })
      .where(eq(trips.id, trip.id));

    // The change log and the passengers.
    const logged = onSale || reservations.length > 0;
    const told = reservations.length;
    const affected =
      told > 0 && (vehicleChanged || departureChanged) ? await bookingsWithSeats(tx, trip.id) : [];
    // Written in each passenger's language where the notification and the mail are rendered.
    const departureText = (at: Date) => ({ dateTime: at.toISOString() });
    if (vehicleChanged) {
      const changeId = logged
        ? await recordChange(tx, trip.id, ctx.user.id, 'vehicle', oldVehicle.plate, vehicle.plate, told)
        : 0;
      for (const booking of affected) {
        const lostHere = booking.seats.filter((s) => displacedSeats.includes(s));
        const values = {
          route: route.name,
          departure: departureText(departsAt),
          reference: booking.reference,
          plate: vehicle.plate,
          seats: (lostHere.length > 0 ? lostHere : booking.seats).join(', '),
        };
        await tellTraveler(tx, ctx.publicUrl, booking, {
          title: 'trips.tripChangedTitle',
          message: {
            key: lostHere.length > 0 ? 'trips.vehicleChangedSeatLostMessage' : 'trips.vehicleChangedMessage',
            values,
          },
          subject: 'trips.changeMailSubject',
          text: 'trips.changeMailText',
          route: route.name,
          dedupeKey: `trip-change:${changeId}:${booking.bookingId}`,
        });
      }
    }
    if (departureChanged) {
      const changeId = logged
        ? await recordChange(
            tx,
            trip.id,
            ctx.user.id,
            'departure',
            trip.departsAt.toISOString(),
            departsAt.toISOString(),
            told,
          )
        : 0;
      for (const booking of affected) {
        await tellTraveler(tx, ctx.publicUrl, booking, {
          title: 'trips.tripChangedTitle',
          message: {
            key: 'trips.departureChangedMessage',
            values: {
              route: route.name,
              reference: booking.reference,
              departure: departureText(departsAt),
              previous: departureText(trip.departsAt),
            },
          },
          subject: 'trips.changeMailSubject',
          text: 'trips.changeMailText',
          route: route.name,
          dedupeKey: `trip-departure:${changeId}:${booking.bookingId}`,
        });
      }
    }
    if (logged && driverChanged) {
      const [old] = trip.driverId
        ? await tx
            .execute<{ full_name: string }>(sql`select full_name from drivers where id = ${trip.driverId}`)
            .then((r) => r.rows)
        : [];
      await recordChange(tx, trip.id, ctx.user.id, 'driver', String(old?.full_name ?? ''), driverName);
    }
    if (logged && cutoff !== trip.salesCutoffMinutes) {
      await recordChange(
        tx,
        trip.id,
        ctx.user.id,
        'sales_cutoff',
        String(trip.salesCutoffMinutes),
        String(cutoff),
      );
    }
    return {
      passengers_notified: affected.length > 0 ? told : 0,
      displaced_seats: displacedSeats,
    };
  });
  return { trip: await toOperatorTrip(db, transporterId, tripId, ctx.language), ...result };
}

// ── Publish ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Puts a scheduled trip on sale: a verified transporter, a driver assigned, sales not already closed,
 * and the vehicle and driver passing the document checks today and on the departure day.
 */
export async function publishTrip(db: Database, ctx: PlanningContext, tripId: number): Promise<OperatorTrip> {
  const now = ctx.now ?? new Date();
  const transporterId = ctx.user.id;
  await db.transaction(async (tx) => {
    const trip = await lockOwnTrip(tx, transporterId, tripId);
    if (!ctx.user.is_verified)
      throw new AppError(403, VERIFICATION_REQUIRED_CODE, 'trips.publishNeedsVerification');
    if (!canTransitionTrip(trip.status, 'on_sale')) {
      throw conflict({ key: 'trips.tripCannotPublish', values: { status: statusMessage(trip.status) } });
    }
    if (trip.salesCloseAt.getTime() <= now.getTime()) throw conflict('trips.tripSalesWouldBeClosed');
    if (trip.driverId === null) {
      throw conflict('trips.driverRequiredOnSale', { driver_id: ['trips.driverRequiredOnSale'] });
    }
    await assertSaleable(
      tx,
      transporterId,
      { vehicleId: trip.vehicleId, driverId: trip.driverId },
      todayInTanzania(now),
      todayInTanzania(trip.departsAt),
    );
    await tx
      .update(trips)
      .set({ status: 'on_sale', updatedAt: sql`now()` })
      .where(eq(trips.id, trip.id));
    await recordChange(tx, trip.id, ctx.user.id, 'status', trip.status, 'on_sale');
  });
  return toOperatorTrip(db, transporterId, tripId, ctx.language);
}

// ── Cancel ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Cancels a trip with the transporter's reason, in one transaction with the trip row locked first:
 * every live booking (confirmed, or a hold still running) is cancelled by the booking core with a full
 * refund, its seats released and its tickets cancelled, and each traveler told by notification and
 * mail (cancelTripBookings); then the trip is cancelled and the change logged with the passengers told.
 */
export async function cancelTrip(
  db: Database,
  app: FastifyInstance,
  ctx: PlanningContext,
  tripId: number,
  reason: string,
): Promise<TripCancelResult> {
  const transporterId = ctx.user.id;
  const refunded = await db.transaction(async (tx) => {
    const trip = await lockOwnTrip(tx, transporterId, tripId);
    if (trip.status === 'cancelled') throw conflict('trips.tripAlreadyCancelled');
    if (!canTransitionTrip(trip.status, 'cancelled')) {
      throw conflict({ key: 'trips.tripNotChangeable', values: { status: statusMessage(trip.status) } });
    }
    const passengers = (await liveReservations(tx, trip.id)).length;
    const affected = await cancelTripBookings(tx, app, trip.id, reason);
    await markCancelled(tx, trip, ctx.user.id, reason, passengers);
    return affected;
  });
  return {
    trip: await toOperatorTrip(db, transporterId, tripId, ctx.language),
    refunded_bookings: refunded.map((b) => ({ booking_id: b.bookingId, reference: b.reference })),
  };
}

/**
 * Sets a (locked) trip cancelled with its reason and logs it. The reason is the transporter's own words
 * (kept as typed), or our reason as a catalog message: kept in English too, read in each reader's language.
 */
export async function markCancelled(
  db: Database,
  trip: TripRow,
  userId: string | null,
  reason: string | Message,
  passengersNotified = 0,
) {
  await db
    .update(trips)
    .set({
      status: 'cancelled',
      ...(typeof reason === 'string'
        ? { cancellationReason: reason, cancellationMessage: null }
        : { cancellationReason: renderMessage('en', reason), cancellationMessage: reason }),
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(trips.id, trip.id));
  await db.insert(tripChanges).values({
    tripId: trip.id,
    changedBy: userId,
    field: 'status',
    oldValue: trip.status,
    newValue: 'cancelled',
    passengersNotified,
  });
}
