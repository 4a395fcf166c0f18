import {
  formatTicketNumber,
  normaliseTicketNumber,
  type BoardingState,
  type Manifest,
  type ManifestPassenger,
  type MessageKey,
  type TripStatus,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound, type MessageRef } from '../../lib/errors';
import { toCsv } from './csv';
import { tanzanianWallClock } from './time';

/**
 * A trip's boarding manifest for its transporter: passengers holding a valid ticket (not cancelled, the
 * seat still sold), grouped by boarding stop in route order, with their state. Check-in sets a ticket
 * boarded once (idempotent: a replay answers when it was checked in); no-shows are the tickets still
 * booked once the trip has left.
 */

interface OwnTrip {
  id: number;
  status: TripStatus;
  routeId: number;
  routeName: string;
  departsMs: number;
  arrivesMs: number;
  plate: string;
  capacity: number;
}

/** The transporter's own trip; anyone else's (or none) is 404, as if it did not exist. */
export async function ownTrip(db: Database, transporterId: string, tripId: number): Promise<OwnTrip> {
  const found = await db.execute(sql`
    select t.id, t.status, t.route_id, r.name as route_name, v.plate, t.capacity,
      (extract(epoch from t.departs_at) * 1000)::float8 as departs_ms,
      (extract(epoch from t.arrives_at) * 1000)::float8 as arrives_ms
    from trips t
    join transport_routes r on r.id = t.route_id
    join vehicles v on v.id = t.vehicle_id
    where t.id = ${tripId} and t.transporter_id = ${transporterId}`);
  const row = found.rows[0];
  if (!row) throw notFound('travel.tripNotFound');
  return {
    id: Number(row.id),
    status: row.status as TripStatus,
    routeId: Number(row.route_id),
    routeName: String(row.route_name),
    departsMs: Number(row.departs_ms),
    arrivesMs: Number(row.arrives_ms),
    plate: String(row.plate),
    capacity: Number(row.capacity),
  };
}

interface StopRow {
  position: number;
  place: string;
  point: string;
  minutes: number;
}

async function stopsOf(db: Database, routeId: number): Promise<StopRow[]> {
  const result = await db.execute(sql`
    select position, place, point, minutes_from_departure as minutes from route_stops
    where route_id = ${routeId} order by position`);
  return result.rows.map((r) => ({
    position: Number(r.position),
    place: String(r.place),
    point: String(r.point),
    minutes: Number(r.minutes),
  }));
}

/** Valid tickets of the trip: issued, not cancelled, their reservation still confirmed. */
const VALID_TICKET = sql`k.cancelled_at is null and x.status = 'confirmed'`;

const passengerColumns = sql`k.id, k.number, k.booking_id::text as booking_id, k.seat_label, k.passenger_name, k.passenger_phone,
  k.boarding_status, k.trip_id, k.cancelled_at is not null or x.status <> 'confirmed' as cancelled,
  (extract(epoch from k.boarded_at) * 1000)::float8 as boarded_ms, x.board_pos, x.alight_pos`;

type PassengerRow = Record<string, unknown>;

function toPassenger(row: PassengerRow, stops: readonly StopRow[]): ManifestPassenger {
  const alight = Number(row.alight_pos);
  const number = String(row.number);
  return {
    ticket_number: number,
    ticket_number_display: formatTicketNumber(number),
    booking_id: String(row.booking_id),
    seat: String(row.seat_label),
    name: String(row.passenger_name),
    phone: String(row.passenger_phone),
    board: Number(row.board_pos),
    alight,
    alight_place: stops[alight]?.place ?? '',
    state: row.boarding_status as BoardingState,
    boarded_at: row.boarded_ms === null ? null : new Date(Number(row.boarded_ms)).toISOString(),
  };
}

const bySeat = (a: ManifestPassenger, b: ManifestPassenger) =>
  a.seat.localeCompare(b.seat, 'en', { numeric: true });

function countsOf(passengers: readonly ManifestPassenger[]) {
  return {
    passengers: passengers.length,
    booked: passengers.filter((p) => p.state === 'booked').length,
    boarded: passengers.filter((p) => p.state === 'boarded').length,
    no_show: passengers.filter((p) => p.state === 'no_show').length,
  };
}

export async function tripManifest(db: Database, transporterId: string, tripId: number): Promise<Manifest> {
  const trip = await ownTrip(db, transporterId, tripId);
  const [stops, tickets] = await Promise.all([
    stopsOf(db, trip.routeId),
    db.execute(sql`select ${passengerColumns}
      from trip_tickets k join trip_seat_reservations x on x.id = k.reservation_id
      where k.trip_id = ${tripId} and ${VALID_TICKET}`),
  ]);
  const passengers = tickets.rows.map((row) => toPassenger(row, stops));
  return {
    trip: {
      id: trip.id,
      route_name: trip.routeName,
      status: trip.status,
      departs_at: new Date(trip.departsMs).toISOString(),
      arrives_at: new Date(trip.arrivesMs).toISOString(),
      vehicle_plate: trip.plate,
      capacity: trip.capacity,
    },
    counts: countsOf(passengers),
    stops: stops.flatMap((stop) => {
      const boarding = passengers.filter((p) => p.board === stop.position).sort(bySeat);
      if (boarding.length === 0) return [];
      return [
        {
          position: stop.position,
          place: stop.place,
          point: stop.point,
          at: new Date(trip.departsMs + stop.minutes * 60_000).toISOString(),
          counts: countsOf(boarding),
          passengers: boarding,
        },
      ];
    }),
  };
}

const STATE_TEXT: Record<BoardingState, MessageKey> = {
  booked: 'travel.stateBooked',
  boarded: 'travel.stateBoarded',
  no_show: 'travel.stateNoShow',
};

/** The manifest as CSV, one passenger per line in boarding order; headers and states in `text`'s language. */
export function manifestCsv(manifest: Manifest, text: (message: MessageRef) => string): string {
  const rows: (string | number | null)[][] = [
    [
      text('travel.csvBoardingStop'),
      text('travel.csvBoardingPoint'),
      text('travel.csvSeat'),
      text('travel.csvPassenger'),
      text('travel.csvPhone'),
      text('travel.csvAlightingStop'),
      text('travel.csvTicket'),
      text('travel.csvState'),
      text('travel.csvBoardedAt'),
    ],
  ];
  for (const stop of manifest.stops) {
    for (const p of stop.passengers) {
      const boarded = p.boarded_at ? tanzanianWallClock(Date.parse(p.boarded_at)) : null;
      rows.push([
        stop.place,
        stop.point,
        p.seat,
        p.name,
        p.phone,
        p.alight_place,
        p.ticket_number_display,
        text(STATE_TEXT[p.state]),
        boarded ? `${boarded.date} ${boarded.time}` : '',
      ]);
    }
  }
  return toCsv(rows);
}

/**
 * A check-in stops being possible once the trip is over or called off: those statuses, each with the
 * catalog's word for it (named in the refusal, in the reader's language).
 */
const CHECK_IN_CLOSED: Partial<Record<TripStatus, MessageKey>> = {
  cancelled: 'trips.statusCancelled',
  completed: 'trips.statusCompleted',
};

export interface CheckInOutcome {
  passenger: ManifestPassenger;
  alreadyBoarded: boolean;
  message: MessageRef;
}

/**
 * Checks a ticket in on its trip, by number (the QR path resolves the number first, from a verified
 * signature). Idempotent: the first check-in sets boarded (a no-show who turns up after all is boarded
 * too); a repeat changes nothing and says when it was. Refused: a number that is not one (400), unknown
 * (404), another trip's ticket (400), a cancelled ticket (409), a trip cancelled or completed (409).
 */
export async function checkIn(
  db: Database,
  transporterId: string,
  tripId: number,
  /** The typed ticket number, or how to read it from a scanned QR (after the trip is known to be theirs). */
  ticket: string | (() => Promise<string>),
  by: string,
): Promise<CheckInOutcome> {
  const trip = await ownTrip(db, transporterId, tripId);
  const closed = CHECK_IN_CLOSED[trip.status];
  if (closed) throw conflict({ key: 'travel.checkInTripClosed', values: { status: { key: closed } } });
  const number = normaliseTicketNumber(typeof ticket === 'string' ? ticket : await ticket());
  if (!number) {
    throw badRequest('travel.ticketNumberInvalid', { ticket_number: ['travel.ticketNumberInvalid'] });
  }
  const found = await db.execute(sql`select ${passengerColumns}
    from trip_tickets k join trip_seat_reservations x on x.id = k.reservation_id
    where k.number = ${number}`);
  const row = found.rows[0];
  if (!row) throw notFound('travel.ticketNotFound');
  if (Number(row.trip_id) !== tripId) {
    throw badRequest('travel.ticketOtherTrip', { ticket_number: ['travel.ticketOtherTrip'] });
  }
  if (row.cancelled === true) throw conflict('travel.ticketCancelled');

  const updated = await db.execute(sql`update trip_tickets
    set boarding_status = 'boarded', boarded_at = now(), boarded_by = ${by}
    where id = ${Number(row.id)} and boarding_status <> 'boarded'
    returning (extract(epoch from boarded_at) * 1000)::float8 as boarded_ms`);
  const stops = await stopsOf(db, trip.routeId);
  const checkedIn = updated.rows[0];
  // Already boarded (possibly a moment ago, by another phone): read when.
  const current = checkedIn
    ? { ...row, boarding_status: 'boarded', boarded_ms: checkedIn.boarded_ms }
    : ((
        await db.execute(sql`select ${passengerColumns}
          from trip_tickets k join trip_seat_reservations x on x.id = k.reservation_id
          where k.id = ${Number(row.id)}`)
      ).rows[0] ?? row);
  const passenger = toPassenger(current, stops);
  if (checkedIn) {
    return {
      passenger,
      alreadyBoarded: false,
      message: { key: 'travel.checkedIn', values: { seat: passenger.seat, name: passenger.name } },
    };
  }
  const time = passenger.boarded_at ? tanzanianWallClock(Date.parse(passenger.boarded_at)).time : '';
  return {
    passenger,
    alreadyBoarded: true,
    message: { key: 'travel.alreadyBoarded', values: { time, seat: passenger.seat, name: passenger.name } },
  };
}

/** Marks every passenger still booked as a no-show, once the trip has left (its status or its time). */
export async function markNoShows(
  db: Database,
  transporterId: string,
  tripId: number,
  now = new Date(),
): Promise<{ marked: number; counts: Manifest['counts'] }> {
  const trip = await ownTrip(db, transporterId, tripId);
  const departed = trip.status === 'departed' || trip.status === 'completed';
  if (!departed && (trip.status === 'cancelled' || trip.departsMs > now.getTime())) {
    throw conflict('travel.noShowsTooEarly');
  }
  const updated = await db.execute(sql`update trip_tickets k set boarding_status = 'no_show'
    from trip_seat_reservations x
    where x.id = k.reservation_id and k.trip_id = ${tripId} and k.boarding_status = 'booked' and ${VALID_TICKET}
    returning k.id`);
  const manifest = await tripManifest(db, transporterId, tripId);
  return { marked: updated.rows.length, counts: manifest.counts };
}
