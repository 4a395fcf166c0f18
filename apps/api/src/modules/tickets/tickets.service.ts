import { randomBytes } from 'node:crypto';
import {
  TICKET_NUMBER_RANDOM_LENGTH,
  TRANSPORT_TIME_ZONE,
  formatTicketNumber,
  normaliseTicketNumber,
  ticketNumberFromBytes,
  todayInTanzania,
  type Ticket,
} from '@dala/shared';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  bookings,
  operatorProfiles,
  routeStops,
  transportRoutes,
  trips,
  tripBookings,
  tripSeatReservations,
  tripTickets,
  users,
  vehicles,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { signTicketPayload } from './ticket-keys';

const MINUTE_MS = 60_000;
/** A fresh number collides with an existing one about once in 10^12 draws; a few tries are plenty. */
const NUMBER_ATTEMPTS = 5;

/**
 * Issues one ticket per confirmed seat of a booking that has none yet, inside the transaction that
 * confirms it (the booking core's commit): a random number (ticketNumberFromBytes over
 * crypto.randomBytes; the unique index turns a collision into a skipped row, and that seat draws again)
 * and the signed QR. Name, phone, seat and fare are copied from the sale.
 * Idempotent: a seat that has a ticket keeps it.
 */
export async function issueTickets(tx: Database, config: Config, bookingId: string): Promise<number> {
  const seats = await tx
    .select({
      reservationId: tripSeatReservations.id,
      seat: tripSeatReservations.seatLabel,
      passengerName: tripSeatReservations.passengerName,
      passengerPhone: tripSeatReservations.passengerPhone,
      passengerIdNumber: tripSeatReservations.passengerIdNumber,
      tripId: tripSeatReservations.tripId,
      boardPos: tripSeatReservations.boardPos,
      alightPos: tripSeatReservations.alightPos,
      routeId: trips.routeId,
      departsAt: trips.departsAt,
      fareTzs: tripBookings.fareTzs,
      leadName: bookings.leadName,
      leadPhone: bookings.leadPhone,
      ticketId: tripTickets.id,
    })
    .from(tripSeatReservations)
    .innerJoin(trips, eq(trips.id, tripSeatReservations.tripId))
    .innerJoin(tripBookings, eq(tripBookings.bookingId, tripSeatReservations.bookingId))
    .innerJoin(bookings, eq(bookings.id, tripSeatReservations.bookingId))
    .leftJoin(tripTickets, eq(tripTickets.reservationId, tripSeatReservations.id))
    .where(and(eq(tripSeatReservations.bookingId, bookingId), eq(tripSeatReservations.status, 'confirmed')))
    .orderBy(tripSeatReservations.seatLabel);
  const pending = seats.filter((s) => s.ticketId === null);
  if (pending.length === 0) return 0;
  const first = pending[0]!;
  const stops = await tx
    .select({ position: routeStops.position, place: routeStops.place })
    .from(routeStops)
    .where(
      and(
        eq(routeStops.routeId, first.routeId),
        inArray(routeStops.position, [...new Set(pending.flatMap((s) => [s.boardPos, s.alightPos]))]),
      ),
    );
  const placeAt = (position: number) =>
    stops.find((s) => s.position === position)?.place ?? `${position + 1}`;
  // One insert for the booking's seats. A drawn number that already exists (about once in 10^12) or a
  // seat ticketed meanwhile is skipped by ON CONFLICT DO NOTHING: the seats left without a ticket draw
  // new numbers and go again.
  let remaining = pending;
  for (let attempt = 1; remaining.length > 0; attempt++) {
    if (attempt > NUMBER_ATTEMPTS) throw new Error(`booking ${bookingId}: no free ticket number`);
    const rows = remaining.map((seat) => {
      const number = ticketNumberFromBytes(randomBytes(TICKET_NUMBER_RANDOM_LENGTH));
      const passengerName = seat.passengerName ?? seat.leadName;
      return {
        number,
        reservationId: seat.reservationId,
        bookingId,
        tripId: seat.tripId,
        seatLabel: seat.seat,
        passengerName,
        passengerPhone: seat.passengerPhone ?? seat.leadPhone,
        passengerIdNumber: seat.passengerIdNumber,
        fareTzs: seat.fareTzs,
        qr: signTicketPayload(config, {
          ticket_no: number,
          trip_id: String(seat.tripId),
          seat: seat.seat,
          passenger_name: passengerName.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, 200),
          board: { position: seat.boardPos, name: placeAt(seat.boardPos) },
          alight: { position: seat.alightPos, name: placeAt(seat.alightPos) },
          departure_at: seat.departsAt.toISOString(),
        }),
      };
    });
    await tx.insert(tripTickets).values(rows).onConflictDoNothing();
    const ticketed = new Set(
      (
        await tx
          .select({ reservationId: tripTickets.reservationId })
          .from(tripTickets)
          .where(
            inArray(
              tripTickets.reservationId,
              remaining.map((seat) => seat.reservationId),
            ),
          )
      ).map((row) => row.reservationId),
    );
    remaining = remaining.filter((seat) => !ticketed.has(seat.reservationId));
  }
  return pending.length;
}

/** Marks a booking's tickets cancelled (its seats were released): they no longer board anyone. */
export async function cancelTickets(tx: Database, bookingId: string): Promise<void> {
  await tx
    .update(tripTickets)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(tripTickets.bookingId, bookingId), isNull(tripTickets.cancelledAt)));
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TRANSPORT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A ticket of the traveler who booked it, by its number (typed or printed form), with every item
 * LATRA's guidance lists and the QR drawn as SVG. Anyone else's ticket, or a number that is not one,
 * is "not found": a ticket's existence is not told to strangers.
 */
export async function travelerTicket(db: Database, travelerId: string, typed: string): Promise<Ticket> {
  const number = normaliseTicketNumber(typed);
  if (!number) throw notFound('transport.ticketNotFound');
  const [row] = await db
    .select({
      ticket: tripTickets,
      bookingReference: bookings.reference,
      travelerId: bookings.travelerId,
      boardPos: tripSeatReservations.boardPos,
      alightPos: tripSeatReservations.alightPos,
      routeId: trips.routeId,
      routeName: transportRoutes.name,
      tripStatus: trips.status,
      departsAt: trips.departsAt,
      vehicleClass: trips.vehicleClass,
      plate: vehicles.plate,
      operatorId: users.id,
      operatorEmail: users.email,
      operatorPhone: users.phoneNumber,
      operatorFirst: users.firstName,
      operatorLast: users.lastName,
      companyName: operatorProfiles.companyName,
      companyAddress: operatorProfiles.address,
    })
    .from(tripTickets)
    .innerJoin(bookings, eq(bookings.id, tripTickets.bookingId))
    .innerJoin(tripSeatReservations, eq(tripSeatReservations.id, tripTickets.reservationId))
    .innerJoin(trips, eq(trips.id, tripTickets.tripId))
    .innerJoin(transportRoutes, eq(transportRoutes.id, trips.routeId))
    .innerJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .innerJoin(users, eq(users.id, trips.transporterId))
    .leftJoin(operatorProfiles, eq(operatorProfiles.userId, trips.transporterId))
    .where(and(eq(tripTickets.number, number), eq(bookings.travelerId, travelerId)));
  if (!row) throw notFound('transport.ticketNotFound');
  const stops = await db
    .select()
    .from(routeStops)
    .where(
      and(
        eq(routeStops.routeId, row.routeId),
        or(eq(routeStops.position, row.boardPos), eq(routeStops.position, row.alightPos)),
      ),
    );
  const stop = (position: number) => {
    const s = stops.find((candidate) => candidate.position === position);
    return {
      position,
      place: s?.place ?? '',
      point: s?.point ?? '',
      at: new Date(row.departsAt.getTime() + (s?.minutesFromDeparture ?? 0) * MINUTE_MS).toISOString(),
    };
  };
  const from = stop(row.boardPos);
  const t = row.ticket;
  return {
    number: t.number,
    display: formatTicketNumber(t.number),
    booking_id: t.bookingId,
    booking_reference: row.bookingReference,
    status: t.cancelledAt ? 'cancelled' : 'valid',
    boarding_status: t.boardingStatus,
    passenger: { name: t.passengerName, phone: t.passengerPhone, id_number: t.passengerIdNumber },
    seat: t.seatLabel,
    trip: {
      id: t.tripId,
      route_name: row.routeName,
      status: row.tripStatus,
      departs_at: row.departsAt.toISOString(),
    },
    travel_date: todayInTanzania(new Date(from.at)),
    travel_time: timeFormat.format(new Date(from.at)),
    from,
    to: stop(row.alightPos),
    vehicle: { plate: row.plate, vehicle_class: row.vehicleClass },
    fare_tzs: t.fareTzs,
    currency: 'TZS',
    operator: {
      id: row.operatorId,
      company_name: row.companyName ?? `${row.operatorFirst} ${row.operatorLast}`.trim(),
      address: row.companyAddress || null,
      phones: row.operatorPhone ? [row.operatorPhone] : [],
      email: row.operatorEmail,
    },
    issued_at: t.issuedAt.toISOString(),
    qr_text: t.qr,
    qr_svg: await QRCode.toString(t.qr, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }),
  };
}
