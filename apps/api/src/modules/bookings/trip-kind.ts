import {
  MAX_SEATS_PER_BOOKING,
  SEAT_HOLD_MINUTES,
  canTravel,
  normaliseSeatLabel,
  seatLabels,
  todayInTanzania,
  transportRefundQuote,
  transportRefundSchedule,
  tripBookingProblem,
  type RouteStop,
  type SeatLayout,
  type TransportRefundBand,
  type TripStatus,
} from '@dala/shared';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  routeFares,
  routeStops,
  transportRoutes,
  tripBookings,
  trips,
  tripSeatReservations,
} from '../../db/schema';
import { conflict, notFound, validationError } from '../../lib/errors';
import { applyDeal, type DealApplication } from '../deals';
import { cancelTickets, issueTickets } from '../tickets';
import type { BookableKind } from './booking-kinds';
import { sqlState } from './transaction';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** What a traveler chooses of a trip: the segment [board, alight) by stop position, and the seats. */
export interface TripChoice {
  trip_id: number;
  board: number;
  alight: number;
  seats: string[];
  /** A deal's code (upper-cased by the contract); the server picks the deal, never the client. */
  deal_code?: string;
}

interface LockedTrip {
  id: number;
  transporterId: string;
  routeId: number;
  status: TripStatus;
  departsAt: Date;
  salesCutoffMinutes: number;
  seatLayout: SeatLayout;
}

interface TripItem {
  trip: LockedTrip;
  stops: RouteStop[];
  board: number;
  alight: number;
  /** Normalised labels, in label order (the order every writer inserts them). */
  seats: string[];
  fareTzs: number;
  refundBands: TransportRefundBand[];
  deal: DealApplication;
}

/**
 * The trip row, locked before any of its seats is written (migration 0009). Every writer that changes
 * the trip or its sold seats (confirming, cancelling, a vehicle swap, the transporter cancelling) takes
 * it FOR NO KEY UPDATE, one at a time. New holds take it FOR SHARE: many holds run at once (they only
 * add rows, which the constraint checks), and none runs while such a writer holds the trip. Holds of
 * the same seat are then put in line by that seat's advisory lock (holdSeat), so two inserts of
 * conflicting rows never wait for each other on the constraint (a deadlock).
 */
export async function lockTripRow(
  tx: Database,
  tripId: number,
  strength: 'no key update' | 'share' = 'no key update',
): Promise<LockedTrip | undefined> {
  const [row] = await tx
    .select({
      id: trips.id,
      transporterId: trips.transporterId,
      routeId: trips.routeId,
      status: trips.status,
      departsAt: trips.departsAt,
      salesCutoffMinutes: trips.salesCutoffMinutes,
      seatLayout: trips.seatLayout,
    })
    .from(trips)
    .where(eq(trips.id, tripId))
    .for(strength);
  return row;
}

async function routeStopsOf(tx: Database, routeId: number): Promise<RouteStop[]> {
  const rows = await tx
    .select()
    .from(routeStops)
    .where(eq(routeStops.routeId, routeId))
    .orderBy(asc(routeStops.position));
  return rows.map((s) => ({
    place: s.place,
    point: s.point,
    minutes: s.minutesFromDeparture,
    board: s.canBoard,
    alight: s.canAlight,
  }));
}

/** The trip a booking is for, and its segment and bands as sold. */
async function tripBookingOf(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      tripId: tripBookings.tripId,
      boardPos: tripBookings.boardPos,
      alightPos: tripBookings.alightPos,
      refundBands: tripBookings.refundBands,
      status: trips.status,
      departsAt: trips.departsAt,
    })
    .from(tripBookings)
    .innerJoin(trips, eq(trips.id, tripBookings.tripId))
    .where(eq(tripBookings.bookingId, bookingId));
  if (!row) throw new Error(`booking ${bookingId} has no trip`);
  return row;
}

/** The seat labels of a choice, checked: known in the trip's layout, each once, one to the maximum. */
function checkSeats(layout: SeatLayout, chosen: readonly string[]): string[] {
  const seats = chosen.map(normaliseSeatLabel);
  if (seats.length === 0) throw validationError({ seats: ['transport.seatsRequired'] });
  if (seats.length > MAX_SEATS_PER_BOOKING) {
    throw validationError({
      seats: [{ key: 'transport.seatsTooMany', values: { max: MAX_SEATS_PER_BOOKING } }],
    });
  }
  const seen = new Set<string>();
  for (const seat of seats) {
    if (seen.has(seat))
      throw validationError({ seats: [{ key: 'transport.seatChosenTwice', values: { seat } }] });
    seen.add(seat);
  }
  const known = new Set(seatLabels(layout));
  const unknown = seats.find((seat) => !known.has(seat));
  if (unknown)
    throw validationError({ seats: [{ key: 'transport.seatUnknown', values: { seat: unknown } }] });
  return seats.sort();
}

/**
 * Seats on a trip, sold per segment. The guarantee that a seat is never sold twice on overlapping
 * segments is the exclusion constraint on trip_seat_reservations (migration 0009), not a count here:
 * `place` inserts the held seats one by one in label order after the trip row is locked (FOR SHARE,
 * see lockTripRow) and each seat's advisory lock taken, and a seat the constraint refuses (23P01)
 * becomes a 409 naming it. Paid in full in TZS; tickets on payment.
 */
export const tripKind: BookableKind<TripChoice, TripItem> = {
  kind: 'trip',
  holdMinutes: SEAT_HOLD_MINUTES,

  async resolve(tx, travelerId, choice) {
    const trip = await lockTripRow(tx, choice.trip_id, 'share');
    if (!trip) throw notFound('transport.bookingTripNotFound');
    if (trip.transporterId === travelerId) throw conflict('transport.ownTrip');
    const problem = tripBookingProblem(
      { status: trip.status, departure_at: trip.departsAt, sales_cutoff_minutes: trip.salesCutoffMinutes },
      new Date(),
    );
    if (problem) throw conflict(problem);
    const stops = await routeStopsOf(tx, trip.routeId);
    const { board, alight } = choice;
    if (!canTravel(stops, board, alight)) {
      if (!stops[board]?.board || board >= stops.length - 1) {
        throw validationError({ board: ['transport.boardingStopInvalid'] });
      }
      throw validationError({
        alight: [
          {
            key: 'transport.segmentInvalid',
            values: { from: stops[board]?.place ?? '', to: stops[alight]?.place ?? String(alight + 1) },
          },
        ],
      });
    }
    const seats = checkSeats(trip.seatLayout, choice.seats);
    // Not the guarantee (the constraint is, in `place`): a seat already taken on this segment is refused
    // here at once, without waiting in its line behind holds that are racing for it.
    const [taken] = await tx
      .select({ seat: tripSeatReservations.seatLabel })
      .from(tripSeatReservations)
      .where(
        and(
          eq(tripSeatReservations.tripId, trip.id),
          inArray(tripSeatReservations.seatLabel, seats),
          inArray(tripSeatReservations.status, ['held', 'confirmed']),
          sql`${tripSeatReservations.blocksUntil} > clock_timestamp()`,
          sql`${tripSeatReservations.boardPos} < ${alight} and ${board} < ${tripSeatReservations.alightPos}`,
        ),
      )
      .orderBy(asc(tripSeatReservations.seatLabel))
      .limit(1);
    if (taken) throw conflict({ key: 'transport.seatTaken', values: { seat: taken.seat } });
    const [fare] = await tx
      .select({ fareTzs: routeFares.fareTzs })
      .from(routeFares)
      .where(
        and(
          eq(routeFares.routeId, trip.routeId),
          eq(routeFares.boardPos, board),
          eq(routeFares.alightPos, alight),
        ),
      );
    if (!fare) {
      throw conflict({
        key: 'transport.fareUnavailable',
        values: { from: stops[board]!.place, to: stops[alight]!.place },
      });
    }
    const [routeRow] = await tx
      .select({ refundBands: transportRoutes.refundBands })
      .from(transportRoutes)
      .where(eq(transportRoutes.id, trip.routeId));
    // After the trip row (the lock order): the route's capped deals are locked while their uses count.
    const deal = await applyDeal(
      tx,
      { kind: 'route', routeId: trip.routeId },
      {
        priceCents: fare.fareTzs * seats.length * 100,
        travelDate: todayInTanzania(trip.departsAt),
        code: choice.deal_code,
        lock: true,
      },
    );
    return {
      trip,
      stops,
      board,
      alight,
      seats,
      fareTzs: fare.fareTzs,
      refundBands: routeRow!.refundBands,
      deal,
    };
  },

  quote(item) {
    const subtotal = item.fareTzs * item.seats.length * 100;
    const total = subtotal - item.deal.discountCents;
    const arrival = new Date(item.trip.departsAt.getTime() + item.stops[item.alight]!.minutes * MINUTE_MS);
    return {
      quote: {
        currency: 'TZS',
        subtotalCents: subtotal,
        discountCents: item.deal.discountCents,
        totalCents: total,
        depositPercent: 100,
        depositCents: total,
        payInFull: true,
        balanceDueDate: null,
        processingFeePercent: 0,
      },
      columns: {
        kind: 'trip',
        startDate: todayInTanzania(item.trip.departsAt),
        endDate: todayInTanzania(arrival),
        adults: item.seats.length,
        children: 0,
        infants: 0,
        seats: item.seats.length,
        dealId: item.deal.deal?.id ?? null,
      },
    };
  },

  async place(tx, bookingId, item) {
    await tx.insert(tripBookings).values({
      bookingId,
      tripId: item.trip.id,
      boardPos: item.board,
      alightPos: item.alight,
      fareTzs: item.fareTzs,
      refundBands: item.refundBands,
    });
    // One seat at a time, in label order: the seat's advisory lock (trip, seat) puts holds of the same
    // seat in line — taken in the same order by every hold, so they never wait in a circle — and the
    // insert that follows is then checked by the constraint against committed rows only. A refused seat
    // (23P01) is named in the 409.
    for (const seat of item.seats) {
      await tx.execute(sql`select pg_advisory_xact_lock(${item.trip.id}::int, hashtext(${seat}))`);
      try {
        await tx.insert(tripSeatReservations).values({
          tripId: item.trip.id,
          bookingId,
          seatLabel: seat,
          boardPos: item.board,
          alightPos: item.alight,
          status: 'held',
          // The seats block exactly as long as the booking holds them.
          blocksUntil: sql`(select hold_expires_at from bookings where id = ${bookingId})`,
        });
      } catch (err) {
        if (sqlState(err) === '23P01') throw conflict({ key: 'transport.seatTaken', values: { seat } });
        throw err;
      }
    }
  },

  async lock(tx, booking) {
    const { tripId } = await tripBookingOf(tx, booking.id);
    await lockTripRow(tx, tripId);
  },

  // A payment after the hold ran out: the trip must still be ahead, and the seats must still be free on
  // the segment, which only the constraint can say. Holding them again inside a savepoint asks it; a
  // refusal (23P01) rolls back the savepoint alone and the core refunds the payment.
  async stillAvailable(tx, booking) {
    const trip = await tripBookingOf(tx, booking.id);
    if (trip.status !== 'on_sale' && trip.status !== 'scheduled') return false;
    if (trip.departsAt.getTime() <= Date.now()) return false;
    try {
      const held = await tx.transaction(async (savepoint) =>
        savepoint
          .update(tripSeatReservations)
          .set({
            heldAt: sql`clock_timestamp()`,
            blocksUntil: sql`clock_timestamp() + make_interval(mins => ${SEAT_HOLD_MINUTES})`,
          })
          .where(and(eq(tripSeatReservations.bookingId, booking.id), eq(tripSeatReservations.status, 'held')))
          .returning({ id: tripSeatReservations.id }),
      );
      return held.length === booking.seats;
    } catch (err) {
      if (sqlState(err) === '23P01') return false;
      throw err;
    }
  },

  async commit(tx, booking, context) {
    await tx
      .update(tripSeatReservations)
      .set({ status: 'confirmed', blocksUntil: sql`'infinity'::timestamptz` })
      .where(and(eq(tripSeatReservations.bookingId, booking.id), eq(tripSeatReservations.status, 'held')));
    await issueTickets(tx, context.config, booking.id);
  },

  async release(tx, booking) {
    await tx
      .update(tripSeatReservations)
      .set({ status: 'released' })
      .where(
        and(
          eq(tripSeatReservations.bookingId, booking.id),
          inArray(tripSeatReservations.status, ['held', 'confirmed']),
        ),
      );
    await cancelTickets(tx, booking.id);
  },

  // The bands the booking was sold under, by the time left before the trip departs; a seat a vehicle
  // change displaced, or the transporter cancelling, gives everything back; after departure, nothing
  // (no-shows get nothing), and the traveler cannot cancel.
  async refund(db, booking, by, now) {
    const trip = await tripBookingOf(db, booking.id);
    const [displaced] = await db
      .select({ id: tripSeatReservations.id })
      .from(tripSeatReservations)
      .where(
        and(
          eq(tripSeatReservations.bookingId, booking.id),
          isNotNull(tripSeatReservations.displacedAt),
          ne(tripSeatReservations.status, 'released'),
        ),
      )
      .limit(1);
    const netPaidCents = booking.paidCents - booking.refundedCents;
    const amountTzs = Math.round(netPaidCents / 100);
    const left = trip.departsAt.getTime() - now.getTime();
    const departed = left <= 0 || trip.status === 'departed' || trip.status === 'completed';
    const fullRefund = by === 'operator' || (displaced !== undefined && !departed);
    const q = transportRefundQuote({
      amountTzs,
      departureAt: trip.departsAt,
      cancelledAt: now,
      bands: trip.refundBands,
      cancelledBy: fullRefund ? 'transporter' : 'traveler',
    });
    const band =
      by === 'operator'
        ? 'transporter_cancelled'
        : fullRefund
          ? 'seat_displaced'
          : q.band.kind === 'band'
            ? `hours_${q.band.min_hours_before}`
            : q.band.kind;
    // Refunds are whole shillings: what the quote gives back, never more than was paid.
    const refundCents = Math.min(netPaidCents, q.refundTzs * 100);
    return {
      quote: {
        days_before_departure: Math.max(0, Math.floor(left / (24 * HOUR_MS))),
        band,
        refund_percent: q.percent,
        paid_cents: netPaidCents,
        processing_fee_cents: 0,
        refund_cents: refundCents,
        currency: 'TZS',
        refund_schedule: [],
        hours_before_departure: Math.max(0, Math.floor(left / 60_000) / 60),
        trip_refund_schedule: transportRefundSchedule(trip.departsAt, trip.refundBands).map((entry) => ({
          cancel_by: entry.cancel_by.toISOString(),
          min_hours_before: entry.min_hours_before,
          percent: entry.percent,
        })),
      },
      refundCents,
      reason:
        by === 'operator'
          ? { key: 'payments.refundReason.transporterCancelled' }
          : fullRefund
            ? { key: 'payments.refundReason.seatDisplaced' }
            : {
                key: 'payments.refundReason.travelerCancelledHours',
                values: { count: Math.floor(left / HOUR_MS), percent: q.percent },
              },
      refusal: by === 'traveler' && departed ? 'transport.tripBookingDeparted' : null,
    };
  },
};
