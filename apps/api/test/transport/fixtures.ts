import { randomBytes } from 'node:crypto';
import {
  DEFAULT_REFUND_BANDS,
  SEAT_HOLD_MINUTES,
  seatCount,
  seatLayoutTemplate,
  todayInTanzania,
  type SeatLayout,
  type SeatLayoutTemplate,
  type TransportRefundBand,
  type TripStatus,
  type VehicleClass,
} from '@dala/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import {
  bookings,
  drivers,
  routeFares,
  routeStops,
  transportDocuments,
  transportRoutes,
  payments,
  tripBookings,
  trips,
  tripSeatReservations,
  users,
  vehicles,
} from '../../src/db/schema';
import { issueTickets } from '../../src/modules/tickets';
import { createUser, type TestUser } from '../identity/auth-helpers';

/**
 * Direct-insert fixtures of the transport marketplace (issue 13) for every transport test: a verified
 * transporter, a vehicle and a driver with approved documents, a route with stops and a full fare table,
 * a trip on sale, and seats already sold or held. They write rows as the services would leave them,
 * without going through the API, so a test of one feature does not depend on another's endpoints.
 * Owned by the booking slice (A3); import freely, ask for what is missing.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const isApp = (target: Database | FastifyInstance): target is FastifyInstance =>
  'inject' in target && typeof (target as FastifyInstance).inject === 'function';
const dbOf = (target: Database | FastifyInstance): Database => (isApp(target) ? target.db : target);

/** A verified transporter (operator_type transporter) with a signed-in session. */
export async function transporter(
  app: FastifyInstance,
  options: { verified?: boolean; company_name?: string; phone_number?: string } = {},
): Promise<TestUser> {
  return createUser(app, {
    type: 'operator',
    operator_type: 'transporter',
    is_verified: options.verified ?? true,
    company_name: options.company_name ?? 'Kilimanjaro Express Test Coaches',
    phone_number: options.phone_number ?? '+255754000111',
  });
}

/** A plate not used yet by an active vehicle ('T 123 ABC' form). */
export function randomPlate(): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const bytes = randomBytes(6);
  const digits = String(100 + (bytes.readUInt16BE(0) % 900));
  const tail = Array.from(bytes.subarray(2, 5), (b) => letters[b % letters.length]).join('');
  return `T ${digits} ${tail}`;
}

export interface VehicleFixture {
  id: number;
  plate: string;
  layout: SeatLayout;
  seatCount: number;
  vehicleClass: VehicleClass;
}

/**
 * A vehicle from a seat-layout template (or a given layout) with its three documents (LATRA licence,
 * insurance, inspection) in `documents` review state (approved by default, valid for a year).
 */
export async function vehicle(
  target: Database | FastifyInstance,
  transporterId: string,
  options: {
    template?: SeatLayoutTemplate;
    layout?: SeatLayout;
    plate?: string;
    vehicleClass?: VehicleClass;
    documents?: 'approved' | 'pending' | 'none';
  } = {},
): Promise<VehicleFixture> {
  const db = dbOf(target);
  const layout = options.layout ?? seatLayoutTemplate(options.template ?? 'two_two');
  const plate = options.plate ?? randomPlate();
  const vehicleClass = options.vehicleClass ?? 'semi_luxury';
  const [row] = await db
    .insert(vehicles)
    .values({
      transporterId,
      plate,
      make: 'Yutong',
      model: 'ZK6122H9',
      year: 2022,
      vehicleClass,
      amenities: ['air_conditioning', 'charging'],
      seatLayout: layout,
      seatCount: seatCount(layout),
    })
    .returning({ id: vehicles.id });
  const id = row!.id;
  if ((options.documents ?? 'approved') !== 'none') {
    const approved = (options.documents ?? 'approved') === 'approved';
    for (const kind of ['latra_licence', 'insurance', 'inspection'] as const) {
      await db.insert(transportDocuments).values({
        transporterId,
        vehicleId: id,
        kind,
        storageKey: `test-${randomBytes(8).toString('hex')}.pdf`,
        originalName: `${kind}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 1024,
        expiresOn: todayInTanzania(new Date(Date.now() + 365 * DAY_MS)),
        reviewStatus: approved ? 'approved' : 'pending',
        reviewedAt: approved ? sql`now()` : null,
      });
    }
  }
  return { id, plate, layout, seatCount: seatCount(layout), vehicleClass };
}

/** A driver with an approved driving licence (valid for a year) unless `licence` says otherwise. */
export async function driver(
  target: Database | FastifyInstance,
  transporterId: string,
  options: { name?: string; licence?: 'approved' | 'pending' | 'none' } = {},
): Promise<{ id: number; name: string }> {
  const db = dbOf(target);
  const name = options.name ?? 'Juma Mrisho';
  const [row] = await db
    .insert(drivers)
    .values({
      transporterId,
      fullName: name,
      phone: '+255713000222',
      licenceNumber: `DL-${randomBytes(4).toString('hex').toUpperCase()}`,
      licenceClass: 'E',
      licenceExpiresOn: todayInTanzania(new Date(Date.now() + 365 * DAY_MS)),
    })
    .returning({ id: drivers.id });
  const id = row!.id;
  if ((options.licence ?? 'approved') !== 'none') {
    const approved = (options.licence ?? 'approved') === 'approved';
    await db.insert(transportDocuments).values({
      transporterId,
      driverId: id,
      kind: 'driving_licence',
      storageKey: `test-${randomBytes(8).toString('hex')}.pdf`,
      originalName: 'licence.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1024,
      expiresOn: todayInTanzania(new Date(Date.now() + 365 * DAY_MS)),
      reviewStatus: approved ? 'approved' : 'pending',
      reviewedAt: approved ? sql`now()` : null,
    });
  }
  return { id, name };
}

export interface StopFixture {
  place: string;
  point: string;
  region: string;
  minutes: number;
  board: boolean;
  alight: boolean;
}

/** Dar es Salaam → Chalinze → Korogwe → Moshi → Arusha: positions 0 … 4. */
export const DAR_ARUSHA_STOPS: readonly StopFixture[] = [
  {
    place: 'Dar es Salaam',
    point: 'Magufuli bus terminal',
    region: 'Dar es Salaam',
    minutes: 0,
    board: true,
    alight: false,
  },
  { place: 'Chalinze', point: 'Chalinze junction', region: 'Pwani', minutes: 110, board: true, alight: true },
  { place: 'Korogwe', point: 'Korogwe stand', region: 'Tanga', minutes: 270, board: true, alight: true },
  {
    place: 'Moshi',
    point: 'Moshi bus terminal',
    region: 'Kilimanjaro',
    minutes: 480,
    board: true,
    alight: true,
  },
  {
    place: 'Arusha',
    point: 'Arusha bus terminal',
    region: 'Arusha',
    minutes: 560,
    board: false,
    alight: true,
  },
];

/** The default fare table: 8 000 TZS per leg plus 4 000 per ticket (Dar → Arusha 36 000). */
export const defaultFare = (board: number, alight: number): number => 4_000 + 8_000 * (alight - board);

export interface RouteFixture {
  id: number;
  stops: readonly StopFixture[];
  fare: (board: number, alight: number) => number;
  refundBands: readonly TransportRefundBand[];
}

/** A route with its stops and a fare for every pair that can be sold (board allowed → alight allowed). */
export async function route(
  target: Database | FastifyInstance,
  transporterId: string,
  options: {
    stops?: readonly StopFixture[];
    fare?: (board: number, alight: number) => number;
    refundBands?: readonly TransportRefundBand[];
    name?: string;
  } = {},
): Promise<RouteFixture> {
  const db = dbOf(target);
  const stops = options.stops ?? DAR_ARUSHA_STOPS;
  const fare = options.fare ?? defaultFare;
  const refundBands = options.refundBands ?? DEFAULT_REFUND_BANDS;
  const [row] = await db
    .insert(transportRoutes)
    .values({
      transporterId,
      name: options.name ?? `${stops[0]!.place} → ${stops.at(-1)!.place}`,
      refundBands: [...refundBands],
    })
    .returning({ id: transportRoutes.id });
  const id = row!.id;
  await db.insert(routeStops).values(
    stops.map((s, position) => ({
      routeId: id,
      position,
      place: s.place,
      region: s.region,
      point: s.point,
      minutesFromDeparture: s.minutes,
      canBoard: s.board,
      canAlight: s.alight,
    })),
  );
  const fares: (typeof routeFares.$inferInsert)[] = [];
  for (let board = 0; board < stops.length; board++) {
    for (let alight = board + 1; alight < stops.length; alight++) {
      if (stops[board]!.board && stops[alight]!.alight) {
        fares.push({ routeId: id, boardPos: board, alightPos: alight, fareTzs: fare(board, alight) });
      }
    }
  }
  await db.insert(routeFares).values(fares);
  return { id, stops, fare, refundBands };
}

export interface TripFixture {
  id: number;
  transporterId: string;
  routeId: number;
  vehicleId: number;
  driverId: number | null;
  departsAt: Date;
  arrivesAt: Date;
  salesCloseAt: Date;
  layout: SeatLayout;
  capacity: number;
}

/**
 * A trip of a route with a vehicle (its layout, capacity, class and amenities copied as the planning
 * service does), `status` on_sale by default, departing `departsAt` (default: three days from now, on the
 * minute) with `salesCutoffMinutes` (default 120).
 */
export async function trip(
  target: Database | FastifyInstance,
  input: {
    transporterId: string;
    route: RouteFixture;
    vehicle: VehicleFixture;
    driverId?: number | null;
    departsAt?: Date;
    salesCutoffMinutes?: number;
    status?: TripStatus;
  },
): Promise<TripFixture> {
  const db = dbOf(target);
  const departsAt =
    input.departsAt ?? new Date(Math.floor((Date.now() + 3 * DAY_MS) / MINUTE_MS) * MINUTE_MS);
  const cutoff = input.salesCutoffMinutes ?? 120;
  const arrivesAt = new Date(departsAt.getTime() + input.route.stops.at(-1)!.minutes * MINUTE_MS);
  const salesCloseAt = new Date(departsAt.getTime() - cutoff * MINUTE_MS);
  const [row] = await db
    .insert(trips)
    .values({
      transporterId: input.transporterId,
      routeId: input.route.id,
      vehicleId: input.vehicle.id,
      driverId: input.driverId ?? null,
      departsAt,
      arrivesAt,
      salesCutoffMinutes: cutoff,
      salesCloseAt,
      seatLayout: input.vehicle.layout,
      capacity: input.vehicle.seatCount,
      vehicleClass: input.vehicle.vehicleClass,
      amenities: ['air_conditioning', 'charging'],
      status: input.status ?? 'on_sale',
    })
    .returning({ id: trips.id });
  return {
    id: row!.id,
    transporterId: input.transporterId,
    routeId: input.route.id,
    vehicleId: input.vehicle.id,
    driverId: input.driverId ?? null,
    departsAt,
    arrivesAt,
    salesCloseAt,
    layout: input.vehicle.layout,
    capacity: input.vehicle.seatCount,
  };
}

export interface TransportWorld {
  transporter: TestUser;
  vehicle: VehicleFixture;
  driver: { id: number; name: string };
  route: RouteFixture;
  trip: TripFixture;
}

/** Everything a sale needs at once: a verified transporter, vehicle, driver, route and a trip on sale. */
export async function transportWorld(
  app: FastifyInstance,
  options: {
    template?: SeatLayoutTemplate;
    layout?: SeatLayout;
    stops?: readonly StopFixture[];
    fare?: (board: number, alight: number) => number;
    refundBands?: readonly TransportRefundBand[];
    departsAt?: Date;
    salesCutoffMinutes?: number;
    status?: TripStatus;
  } = {},
): Promise<TransportWorld> {
  const owner = await transporter(app);
  const v = await vehicle(app, owner.user.id, { template: options.template, layout: options.layout });
  const d = await driver(app, owner.user.id);
  const r = await route(app, owner.user.id, {
    stops: options.stops,
    fare: options.fare,
    refundBands: options.refundBands,
  });
  const t = await trip(app, {
    transporterId: owner.user.id,
    route: r,
    vehicle: v,
    driverId: d.id,
    departsAt: options.departsAt,
    salesCutoffMinutes: options.salesCutoffMinutes,
    status: options.status,
  });
  return { transporter: owner, vehicle: v, driver: d, route: r, trip: t };
}

export interface PassengerFixture {
  name: string;
  phone: string;
  id_number?: string | null;
}

export interface SoldSeats {
  bookingId: string;
  reference: string;
  reservationIds: number[];
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Seats of a trip sold (`confirmed`, the default: paid in full, reservations confirmed for good) or
 * `held` (pending payment, the hold running for SEAT_HOLD_MINUTES) to a traveler on the segment
 * [board, alight): a kind='trip' booking, its trip_bookings row and one reservation per seat, in label
 * order, named after `passengers` (or 'Passenger 1' …). Confirmed seats get their tickets when `target` is
 * the app (the signing key is in its configuration); given the database only, they have none.
 */
export async function sellSeats(
  target: Database | FastifyInstance,
  input: {
    tripId: number;
    travelerId: string;
    seats: readonly string[];
    board: number;
    alight: number;
    status?: 'held' | 'confirmed';
    passengers?: readonly PassengerFixture[];
  },
): Promise<SoldSeats> {
  const db = dbOf(target);
  const status = input.status ?? 'confirmed';
  const seats = [...input.seats].sort();
  const sold = await db.transaction(async (tx) => {
    const [t] = await tx
      .select({ routeId: trips.routeId, departsAt: trips.departsAt, arrivesAt: trips.arrivesAt })
      .from(trips)
      .where(eq(trips.id, input.tripId))
      .for('no key update');
    if (!t) throw new Error(`trip ${input.tripId} does not exist`);
    const [fareRow] = await tx
      .select({ fareTzs: routeFares.fareTzs })
      .from(routeFares)
      .where(
        and(
          eq(routeFares.routeId, t.routeId),
          eq(routeFares.boardPos, input.board),
          eq(routeFares.alightPos, input.alight),
        ),
      );
    const [bands] = await tx
      .select({ refundBands: transportRoutes.refundBands })
      .from(transportRoutes)
      .where(eq(transportRoutes.id, t.routeId));
    if (!fareRow) throw new Error(`no fare from stop ${input.board} to ${input.alight}`);
    const fare = fareRow.fareTzs;
    const total = fare * seats.length * 100;
    const reference =
      'DR-' + Array.from(randomBytes(8), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
    const [traveler] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, input.travelerId));
    const [booking] = await tx
      .insert(bookings)
      .values({
        reference,
        kind: 'trip',
        travelerId: input.travelerId,
        startDate: todayInTanzania(t.departsAt),
        endDate: todayInTanzania(t.arrivesAt),
        adults: seats.length,
        seats: seats.length,
        leadName: `${traveler?.firstName ?? 'Test'} ${traveler?.lastName ?? 'Traveler'}`,
        leadEmail: traveler?.email ?? 'traveler@example.com',
        leadPhone: input.passengers?.[0]?.phone ?? '+255712345678',
        currency: 'TZS',
        subtotalCents: total,
        totalCents: total,
        depositPercent: 100,
        depositCents: total,
        payInFull: true,
        processingFeePercent: 0,
        paidCents: status === 'confirmed' ? total : 0,
        status: status === 'confirmed' ? 'confirmed' : 'pending_payment',
        holdExpiresAt:
          status === 'held' ? sql`clock_timestamp() + make_interval(mins => ${SEAT_HOLD_MINUTES})` : null,
        confirmedAt: status === 'confirmed' ? sql`now()` : null,
        idempotencyKey: `fixture-${randomBytes(8).toString('hex')}`,
      })
      .returning({ id: bookings.id });
    const bookingId = booking!.id;
    if (status === 'confirmed') {
      // The payment that paid it, as the sandbox records one (refunds are given back from payments).
      await tx.insert(payments).values({
        bookingId,
        userId: input.travelerId,
        kind: 'full',
        method: 'mobile_money',
        channel: 'mixx',
        provider: 'sandbox',
        providerReference: `sbx_${randomBytes(16).toString('hex')}`,
        status: 'succeeded',
        amountCents: total,
        currency: 'TZS',
        chargedAmountMinor: total,
        chargedCurrency: 'TZS',
        idempotencyKey: `fixture-${randomBytes(8).toString('hex')}`,
        completedAt: sql`now()`,
      });
    }
    await tx.insert(tripBookings).values({
      bookingId,
      tripId: input.tripId,
      boardPos: input.board,
      alightPos: input.alight,
      fareTzs: fare,
      refundBands: bands?.refundBands ?? [...DEFAULT_REFUND_BANDS],
    });
    const reservationIds: number[] = [];
    for (const [i, seat] of seats.entries()) {
      const passenger = input.passengers?.[i] ?? { name: `Passenger ${i + 1}`, phone: '+255712345678' };
      const [reservation] = await tx
        .insert(tripSeatReservations)
        .values({
          tripId: input.tripId,
          bookingId,
          seatLabel: seat,
          boardPos: input.board,
          alightPos: input.alight,
          status,
          blocksUntil:
            status === 'confirmed'
              ? sql`'infinity'::timestamptz`
              : sql`clock_timestamp() + make_interval(mins => ${SEAT_HOLD_MINUTES})`,
          passengerName: passenger.name,
          passengerPhone: passenger.phone,
          passengerIdNumber: passenger.id_number ?? null,
        })
        .returning({ id: tripSeatReservations.id });
      reservationIds.push(reservation!.id);
    }
    // Paid seats have their tickets, signed with the app's key (given the database only: none).
    if (status === 'confirmed' && isApp(target)) await issueTickets(tx, target.config, bookingId);
    return { bookingId, reference, reservationIds };
  });
  return sold;
}

/** Moves a booking's holds (and the booking's hold) into the past, as if SEAT_HOLD_MINUTES had gone by. */
export async function expireHolds(db: Database, bookingId: string): Promise<void> {
  await db.execute(sql`update trip_seat_reservations
    set held_at = clock_timestamp() - interval '20 minutes', blocks_until = clock_timestamp() - interval '1 minute'
    where booking_id = ${bookingId} and status = 'held'`);
  await db.execute(sql`update bookings set hold_expires_at = clock_timestamp() - interval '1 minute'
    where id = ${bookingId} and status = 'pending_payment'`);
}

/** Free seats of a trip on a segment, computed from live reservations (what no double sale leaves). */
export async function freeSeatCount(
  db: Database,
  tripId: number,
  capacity: number,
  board: number,
  alight: number,
): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    select count(distinct seat_label)::int as n from trip_seat_reservations
    where trip_id = ${tripId} and status in ('held', 'confirmed') and blocks_until > clock_timestamp()
      and board_pos < ${alight} and ${board} < alight_pos`);
  return capacity - Number(rows.rows[0]!.n);
}
