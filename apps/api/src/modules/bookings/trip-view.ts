import {
  formatTicketNumber,
  transportRefundSchedule,
  type Booking,
  type TripBooking,
  type TripBookingDetail,
} from '@dala/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  routeStops,
  transportRoutes,
  tripBookings,
  trips,
  tripSeatReservations,
  tripTickets,
  vehicles,
} from '../../db/schema';
import type { BookingRow, BookingViewRow } from './bookings.repository';

const MINUTE_MS = 60_000;

/** The parts every kind's view shares (bookings.repository commonViewParts). */
interface CommonParts {
  status: Booking['status'];
  group: Booking['group'];
  balance_cents: number;
  next_payment: Booking['next_payment'];
  hold_expires_at: string | null;
  created_at: string;
  confirmed_at: string | null;
  cancelled_at: string | null;
  cancellation_reason: string | null;
  payments: Booking['payments'];
  refunds: Booking['refunds'];
}

/**
 * Trip bookings' views: the trip (route, times at the traveler's stops, transporter, vehicle), the seats
 * with their passengers, the tickets once paid, and the cancellation bands it was sold under. Reads the
 * trips, their stops, reservations and tickets of all the given bookings in five queries.
 */
export async function tripBookingViews(
  db: Database,
  rows: BookingViewRow[],
  common: (booking: BookingRow) => CommonParts,
): Promise<TripBooking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.booking.id);
  const items = await db
    .select({
      bookingId: tripBookings.bookingId,
      tripId: tripBookings.tripId,
      boardPos: tripBookings.boardPos,
      alightPos: tripBookings.alightPos,
      fareTzs: tripBookings.fareTzs,
      refundBands: tripBookings.refundBands,
      status: trips.status,
      routeId: trips.routeId,
      routeName: transportRoutes.name,
      departsAt: trips.departsAt,
      arrivesAt: trips.arrivesAt,
      plate: vehicles.plate,
      vehicleClass: trips.vehicleClass,
    })
    .from(tripBookings)
    .innerJoin(trips, eq(trips.id, tripBookings.tripId))
    .innerJoin(transportRoutes, eq(transportRoutes.id, trips.routeId))
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .where(inArray(tripBookings.bookingId, ids));
  const itemOf = new Map(items.map((item) => [item.bookingId, item]));
  const stopKeys = items.flatMap((i) => [
    and(eq(routeStops.routeId, i.routeId), eq(routeStops.position, i.boardPos)),
    and(eq(routeStops.routeId, i.routeId), eq(routeStops.position, i.alightPos)),
  ]);
  const stops = stopKeys.length
    ? await db
        .select()
        .from(routeStops)
        .where(or(...stopKeys))
    : [];
  const stopAt = (routeId: number, position: number) =>
    stops.find((s) => s.routeId === routeId && s.position === position);
  const reservations = await db
    .select()
    .from(tripSeatReservations)
    .where(inArray(tripSeatReservations.bookingId, ids))
    .orderBy(asc(tripSeatReservations.seatLabel), asc(tripSeatReservations.id));
  const tickets = await db
    .select()
    .from(tripTickets)
    .where(inArray(tripTickets.bookingId, ids))
    .orderBy(asc(tripTickets.seatLabel));

  return rows.map(({ booking: b, operator, operatorId }) => {
    const item = itemOf.get(b.id);
    if (!item) throw new Error(`booking ${b.id} has no trip`);
    const parts = common(b);
    const segmentStop = (position: number): TripBookingDetail['from'] => {
      const stop = stopAt(item.routeId, position);
      return {
        position,
        place: stop?.place ?? '',
        point: stop?.point ?? '',
        at: new Date(item.departsAt.getTime() + (stop?.minutesFromDeparture ?? 0) * MINUTE_MS).toISOString(),
      };
    };
    // A cancelled booking's reservations are released: its seats still say what was booked.
    const mine = reservations.filter((r) => r.bookingId === b.id);
    const live = mine.filter((r) => r.status !== 'released');
    const seatRows = live.length > 0 ? live : mine;
    const trip: TripBookingDetail = {
      id: item.tripId,
      status: item.status,
      route_name: item.routeName,
      departs_at: item.departsAt.toISOString(),
      arrives_at: item.arrivesAt.toISOString(),
      from: segmentStop(item.boardPos),
      to: segmentStop(item.alightPos),
      transporter: {
        id: operatorId,
        company_name: operator.companyName,
        is_verified: operator.isVerified,
        phone: operator.phone,
      },
      vehicle: { plate: item.plate, vehicle_class: item.vehicleClass },
      fare_tzs: item.fareTzs,
      seats: [...new Set(seatRows.map((r) => r.seatLabel))],
      passengers: seatRows.map((r) => ({
        seat: r.seatLabel,
        name: r.passengerName,
        phone: r.passengerPhone,
        id_number: r.passengerIdNumber,
        displaced: r.displacedAt !== null,
      })),
      tickets: tickets
        .filter((t) => t.bookingId === b.id)
        .map((t) => ({
          number: t.number,
          display: formatTicketNumber(t.number),
          seat: t.seatLabel,
          passenger_name: t.passengerName,
          boarding_status: t.boardingStatus,
          cancelled: t.cancelledAt !== null,
        })),
      refund_schedule: transportRefundSchedule(item.departsAt, item.refundBands).map((entry) => ({
        cancel_by: entry.cancel_by.toISOString(),
        min_hours_before: entry.min_hours_before,
        percent: entry.percent,
      })),
    };
    return {
      kind: 'trip',
      id: b.id,
      reference: b.reference,
      status: parts.status,
      group: parts.group,
      trip,
      start_date: b.startDate,
      end_date: b.endDate,
      seats: b.seats,
      lead_traveler: { name: b.leadName, email: b.leadEmail, phone: b.leadPhone },
      currency: 'TZS',
      subtotal_cents: b.subtotalCents,
      discount_cents: b.discountCents,
      total_cents: b.totalCents,
      deposit_cents: b.depositCents,
      deposit_percent: b.depositPercent,
      pay_in_full: b.payInFull,
      balance_due_date: b.balanceDueDate,
      paid_cents: b.paidCents,
      refunded_cents: b.refundedCents,
      balance_cents: parts.balance_cents,
      next_payment: parts.next_payment,
      hold_expires_at: parts.hold_expires_at,
      created_at: parts.created_at,
      confirmed_at: parts.confirmed_at,
      cancelled_at: parts.cancelled_at,
      cancelled_by: b.cancelledBy,
      cancellation_reason: parts.cancellation_reason,
      payments: parts.payments,
      refunds: parts.refunds,
    };
  });
}
