import {
  DOCUMENT_KINDS,
  DOCUMENT_REVIEW_STATUSES,
  TRIP_STATUSES,
  VEHICLE_CLASSES,
  type DocumentKind,
  type DocumentReviewStatus,
  type Message,
  type SeatLayout,
  type TransportRefundBand,
  type TripStatus,
  type VehicleAmenity,
  type VehicleClass,
} from '@dala/shared';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import type { StoredImageVariant } from './safaris';
import { users } from './users';

/*
 * The transport marketplace (issue 13, design/TRANSPORT.md): a transporter's fleet (vehicles, drivers and
 * their documents), routes with stops and fares per stop pair, schedules that generate trips, and the
 * seats travelers reserve per segment. The guarantee that one seat is never sold twice on overlapping
 * segments is an exclusion constraint on `trip_seat_reservations`, written in SQL in migration 0009
 * (Drizzle has no EXCLUDE builder): see the comment on that table.
 */

const inList = (values: readonly string[]): SQL => sql.raw(values.map((v) => `'${v}'`).join(', '));

export type FleetItemStatus = 'active' | 'retired';
export type SeatReservationStatus = 'held' | 'confirmed' | 'released';
export type TicketBoardingStatus = 'booked' | 'boarded' | 'no_show';
export type TripChangeField = 'vehicle' | 'driver' | 'departure' | 'sales_cutoff' | 'status';

/** A transporter's vehicle. The seat layout is the grid of packages/shared seat-layout.ts. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Normalised by normalisePlate ('T 123 ABC'). */
    plate: text('plate').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: smallint('year').notNull(),
    vehicleClass: text('vehicle_class').$type<VehicleClass>().notNull(),
    amenities: text('amenities')
      .array()
      .$type<VehicleAmenity[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    seatLayout: jsonb('seat_layout').$type<SeatLayout>().notNull(),
    /** seatCount(seat_layout), kept by the service: lists and capacity checks read it without the grid. */
    seatCount: smallint('seat_count').notNull(),
    status: text('status').$type<FleetItemStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicles_transporter_idx').on(t.transporterId, t.status),
    // A plate identifies one vehicle in Tanzania: one active vehicle per plate across the marketplace.
    uniqueIndex('vehicles_active_plate_key')
      .on(t.plate)
      .where(sql`${t.status} = 'active'`),
    check('vehicles_class_check', sql`${t.vehicleClass} in (${inList(VEHICLE_CLASSES)})`),
    check('vehicles_status_check', sql`${t.status} in ('active', 'retired')`),
    check('vehicles_seat_count_check', sql`${t.seatCount} between 1 and 90`),
    check('vehicles_year_check', sql`${t.year} between 1950 and 2100`),
  ],
);

/** Vehicle photos: uploads resized into width variants (as safari images are) under DATA_DIR/uploads. */
export const vehiclePhotos = pgTable(
  'vehicle_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<'upload' | 'art'>().notNull(),
    /** Upload: variants by width; art: the SVG's name in `art_name`. */
    variants: jsonb('variants').$type<StoredImageVariant[]>().notNull().default([]),
    artName: text('art_name'),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_photos_vehicle_idx').on(t.vehicleId, t.position)],
);

/** A transporter's driver. The driving licence's file and review are a `transport_documents` row. */
export const drivers = pgTable(
  'drivers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    licenceNumber: text('licence_number').notNull(),
    /** Tanzanian driving licence class (e.g. 'C', 'C1', 'E'). */
    licenceClass: text('licence_class').notNull(),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }).notNull(),
    /** Upload variants of the photo; empty without one. */
    photo: jsonb('photo').$type<StoredImageVariant[]>().notNull().default([]),
    status: text('status').$type<FleetItemStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drivers_transporter_idx').on(t.transporterId, t.status),
    uniqueIndex('drivers_transporter_licence_key').on(t.transporterId, t.licenceNumber),
    check('drivers_status_check', sql`${t.status} in ('active', 'retired')`),
  ],
);

/**
 * A vehicle's or driver's document (LATRA road service licence, insurance, inspection; driving
 * licence): one row per holder and kind, replaced (and pending review again) when a new file is
 * uploaded. The file lives under DATA_DIR/uploads by its random storage key, served only to its
 * transporter and admins. Only the administrator's decision is stored; expiring and expired are
 * derived from `expires_on` (documentState in packages/shared).
 */
export const transportDocuments = pgTable(
  'transport_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Last valid day; null for a document without expiry. */
    expiresOn: date('expires_on', { mode: 'string' }),
    reviewStatus: text('review_status').$type<DocumentReviewStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transport_documents_vehicle_kind_key')
      .on(t.vehicleId, t.kind)
      .where(sql`${t.vehicleId} is not null`),
    uniqueIndex('transport_documents_driver_kind_key')
      .on(t.driverId, t.kind)
      .where(sql`${t.driverId} is not null`),
    index('transport_documents_transporter_idx').on(t.transporterId),
    // The admin's review queue: pending documents, oldest first.
    index('transport_documents_pending_idx')
      .on(t.uploadedAt)
      .where(sql`${t.reviewStatus} = 'pending'`),
    check('transport_documents_kind_check', sql`${t.kind} in (${inList(DOCUMENT_KINDS)})`),
    check(
      'transport_documents_status_check',
      sql`${t.reviewStatus} in (${inList(DOCUMENT_REVIEW_STATUSES)})`,
    ),
    // Exactly one holder, of the kind's holder type.
    check(
      'transport_documents_holder_check',
      sql`case when ${t.kind} = 'driving_licence'
        then ${t.driverId} is not null and ${t.vehicleId} is null
        else ${t.vehicleId} is not null and ${t.driverId} is null end`,
    ),
    check(
      'transport_documents_rejection_check',
      sql`(${t.reviewStatus} = 'rejected') = (${t.rejectionReason} is not null)`,
    ),
  ],
);

/**
 * A transporter's route: ordered stops (`route_stops`) and a fare per sellable stop pair
 * (`route_fares`). `refund_bands` are the traveler-cancellation bands of its trips (TRANSPORT.md
 * defaults unless the transporter sets its own); a trip booking keeps a copy of the bands it was sold
 * under.
 */
export const transportRoutes = pgTable(
  'transport_routes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 'Dar es Salaam → Arusha' unless the transporter names it. */
    name: text('name').notNull(),
    refundBands: jsonb('refund_bands').$type<TransportRefundBand[]>().notNull(),
    status: text('status').$type<'active' | 'archived'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transport_routes_transporter_idx').on(t.transporterId, t.status),
    check('transport_routes_status_check', sql`${t.status} in ('active', 'archived')`),
  ],
);

/**
 * A stop of a route, by position from 0 (origin). `place_key` (lower-cased town) is what search
 * matches `from` and `location` against; `region` groups routes on /trips-discovery.
 */
export const routeStops = pgTable(
  'route_stops',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => transportRoutes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The town, as travelers search for it ('Moshi'). */
    place: text('place').notNull(),
    placeKey: text('place_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(btrim(place))`),
    region: text('region').notNull().default(''),
    /** The named point ('Magufuli bus terminal'). */
    point: text('point').notNull().default(''),
    minutesFromDeparture: integer('minutes_from_departure').notNull(),
    canBoard: boolean('can_board').notNull(),
    canAlight: boolean('can_alight').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.routeId, t.position] }),
    // Search: the routes stopping at a town, with what the stop pair needs, without visiting the table
    // (index-only; Drizzle has no INCLUDE, so the extra columns are trailing keys).
    index('route_stops_place_idx').on(
      t.placeKey,
      t.routeId,
      t.position,
      t.minutesFromDeparture,
      t.canBoard,
      t.canAlight,
    ),
    check('route_stops_position_check', sql`${t.position} >= 0`),
    check('route_stops_minutes_check', sql`${t.minutesFromDeparture} >= 0`),
  ],
);

/** The fare of a stop pair (board → alight), whole TZS. */
export const routeFares = pgTable(
  'route_fares',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => transportRoutes.id, { onDelete: 'cascade' }),
    boardPos: smallint('board_pos').notNull(),
    alightPos: smallint('alight_pos').notNull(),
    fareTzs: integer('fare_tzs').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.routeId, t.boardPos, t.alightPos] }),
    check('route_fares_segment_check', sql`${t.boardPos} >= 0 and ${t.boardPos} < ${t.alightPos}`),
    check('route_fares_fare_check', sql`${t.fareTzs} between 1 and 2000000`),
  ],
);

/** A schedule: days of the week (1 = Monday … 7 = Sunday), a departure time and a date range that
 * generate trips (one trip per day, `trips.schedule_id`); each trip can then be changed on its own. */
export const tripSchedules = pgTable(
  'trip_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    routeId: integer('route_id')
      .notNull()
      .references(() => transportRoutes.id, { onDelete: 'restrict' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    weekdays: smallint('weekdays').array().$type<number[]>().notNull(),
    /** 'HH:MM', Tanzanian time. */
    departureTime: text('departure_time').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    salesCutoffMinutes: integer('sales_cutoff_minutes').notNull(),
    status: text('status').$type<'active' | 'ended'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_schedules_transporter_idx').on(t.transporterId, t.status),
    check('trip_schedules_range_check', sql`${t.startsOn} <= ${t.endsOn}`),
    check('trip_schedules_status_check', sql`${t.status} in ('active', 'ended')`),
  ],
);

/**
 * One departure of a route. The vehicle's layout, seat count, class and amenities are copied here when
 * the vehicle is assigned (a seat map or a search reads one row; editing a vehicle's layout changes its
 * future assignments, not the seats already sold). `arrives_at` and `sales_close_at` are kept by the
 * service from the route's last stop and the cut-off.
 */
export const trips = pgTable(
  'trips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    routeId: integer('route_id')
      .notNull()
      .references(() => transportRoutes.id, { onDelete: 'restrict' }),
    scheduleId: integer('schedule_id').references(() => tripSchedules.id, { onDelete: 'set null' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'restrict' }),
    departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
    arrivesAt: timestamp('arrives_at', { withTimezone: true }).notNull(),
    salesCutoffMinutes: integer('sales_cutoff_minutes').notNull(),
    salesCloseAt: timestamp('sales_close_at', { withTimezone: true }).notNull(),
    seatLayout: jsonb('seat_layout').$type<SeatLayout>().notNull(),
    capacity: smallint('capacity').notNull(),
    vehicleClass: text('vehicle_class').$type<VehicleClass>().notNull(),
    amenities: text('amenities')
      .array()
      .$type<VehicleAmenity[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<TripStatus>().notNull().default('scheduled'),
    /** The transporter's own words as typed, or our reason in English (a schedule's end). */
    cancellationReason: text('cancellation_reason'),
    /**
     * Our reason as a catalog message, shown in the reader's language; null when the reason is the
     * transporter's own words (and on rows before it was kept).
     */
    cancellationMessage: jsonb('cancellation_message').$type<Message>(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Search: a route's trips on sale in a window of days, with what the result row needs (index-only;
    // Drizzle has no INCLUDE, so the extra columns are trailing keys).
    index('trips_search_idx')
      .on(t.routeId, t.departsAt, t.capacity, t.salesCloseAt, t.vehicleClass, t.transporterId)
      .where(sql`${t.status} = 'on_sale'`),
    index('trips_transporter_idx').on(t.transporterId, t.departsAt),
    index('trips_vehicle_idx').on(t.vehicleId, t.departsAt),
    // Driver conflicts: a driver's trips around a departure.
    index('trips_driver_idx')
      .on(t.driverId, t.departsAt)
      .where(sql`${t.driverId} is not null`),
    // A schedule generates at most one trip per departure (re-running it adds only what is missing).
    uniqueIndex('trips_schedule_departure_key').on(t.scheduleId, t.departsAt),
    check('trips_status_check', sql`${t.status} in (${inList(TRIP_STATUSES)})`),
    check('trips_times_check', sql`${t.arrivesAt} >= ${t.departsAt} and ${t.salesCloseAt} <= ${t.departsAt}`),
    check('trips_capacity_check', sql`${t.capacity} between 1 and 90`),
    check('trips_cutoff_check', sql`${t.salesCutoffMinutes} between 0 and 4320`),
  ],
);

/**
 * A trip booking's item (bookings.kind = 'trip'): the trip, the segment (stop positions) and the
 * fare per seat and refund bands it was sold at. Its seats are `trip_seat_reservations` rows.
 */
export const tripBookings = pgTable(
  'trip_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    boardPos: smallint('board_pos').notNull(),
    alightPos: smallint('alight_pos').notNull(),
    fareTzs: integer('fare_tzs').notNull(),
    refundBands: jsonb('refund_bands').$type<TransportRefundBand[]>().notNull(),
  },
  (t) => [
    index('trip_bookings_trip_idx').on(t.tripId),
    check('trip_bookings_segment_check', sql`${t.boardPos} >= 0 and ${t.boardPos} < ${t.alightPos}`),
    check('trip_bookings_fare_check', sql`${t.fareTzs} >= 1`),
  ],
);

/**
 * A seat of a trip, reserved from stop `board_pos` to stop `alight_pos` (half-open: a passenger
 * alighting at stop 3 and one boarding there may share the seat). `held` while the traveler pays
 * (`blocks_until` = the hold's end), `confirmed` once paid (`blocks_until` = 'infinity'),
 * `released` when cancelled or given up. A reservation is live while its status is held or
 * confirmed and `blocks_until` is in the future: an expired hold blocks nobody, with no cleanup step.
 *
 * THE GUARANTEE lives in migration 0009, not here: the exclusion constraint
 * `trip_seat_reservations_no_double_sale` makes two live reservations of one seat on one trip with
 * overlapping stop intervals impossible, whichever process writes them:
 *   EXCLUDE USING gist (trip_id WITH =, seat_label WITH =, int4range(board_pos, alight_pos) WITH &&,
 *                       tstzrange(held_at, blocks_until) WITH &&) WHERE (status IN ('held', 'confirmed'))
 * A refused insert or update raises 23P01 (exclusion_violation), answered 409. Every writer locks the
 * trip row first (`SELECT … FROM trips WHERE id = $1 FOR NO KEY UPDATE`) and writes seats in label
 * order, or concurrent holds deadlock on the constraint's index.
 * Passenger details are named while the seat is held; the ticket copies them when issued.
 */
export const tripSeatReservations = pgTable(
  'trip_seat_reservations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    seatLabel: text('seat_label').notNull(),
    boardPos: smallint('board_pos').notNull(),
    alightPos: smallint('alight_pos').notNull(),
    status: text('status').$type<SeatReservationStatus>().notNull().default('held'),
    /** The database's clock when the row was written (never the caller's). */
    heldAt: timestamp('held_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    blocksUntil: timestamp('blocks_until', { withTimezone: true }).notNull(),
    passengerName: text('passenger_name'),
    passengerPhone: text('passenger_phone'),
    passengerIdNumber: text('passenger_id_number'),
    /** Set when a vehicle change left this seat out of the new layout: the passenger may take a full refund. */
    displacedAt: timestamp('displaced_at', { withTimezone: true }),
  },
  (t) => [
    index('trip_seat_reservations_trip_idx').on(t.tripId, t.seatLabel),
    index('trip_seat_reservations_booking_idx').on(t.bookingId),
    check('trip_seat_reservations_segment_check', sql`${t.boardPos} >= 0 and ${t.boardPos} < ${t.alightPos}`),
    check('trip_seat_reservations_status_check', sql`${t.status} in ('held', 'confirmed', 'released')`),
    check(
      'trip_seat_reservations_blocks_check',
      sql`${t.blocksUntil} > ${t.heldAt} and (${t.status} <> 'confirmed' or ${t.blocksUntil} = 'infinity')`,
    ),
  ],
);

/**
 * A passenger's ticket, issued when the booking is paid: a short number (tickets.ts in packages/shared)
 * and the signed QR text. Name, phone, seat and fare are copied from the reservation so the ticket
 * stays what was sold. `boarding_status` is the manifest's state, set by check-in.
 */
export const tripTickets = pgTable(
  'trip_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    reservationId: bigint('reservation_id', { mode: 'number' })
      .notNull()
      .references(() => tripSeatReservations.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'restrict' }),
    seatLabel: text('seat_label').notNull(),
    passengerName: text('passenger_name').notNull(),
    passengerPhone: text('passenger_phone').notNull(),
    passengerIdNumber: text('passenger_id_number'),
    fareTzs: integer('fare_tzs').notNull(),
    qr: text('qr').notNull(),
    boardingStatus: text('boarding_status').$type<TicketBoardingStatus>().notNull().default('booked'),
    boardedAt: timestamp('boarded_at', { withTimezone: true }),
    boardedBy: uuid('boarded_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trip_tickets_number_key').on(t.number),
    uniqueIndex('trip_tickets_reservation_key').on(t.reservationId),
    index('trip_tickets_booking_idx').on(t.bookingId),
    index('trip_tickets_trip_idx').on(t.tripId),
    check('trip_tickets_boarding_check', sql`${t.boardingStatus} in ('booked', 'boarded', 'no_show')`),
  ],
);

/** What changed on a trip after it was put on sale: who, when, old → new (TRANSPORT.md: changes after sale). */
export const tripChanges = pgTable(
  'trip_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').$type<TripChangeField>().notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    /** Passengers with a seat on the trip when it changed (the ones who were told). */
    passengersNotified: integer('passengers_notified').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_changes_trip_idx').on(t.tripId, t.changedAt),
    check(
      'trip_changes_field_check',
      sql`${t.field} in ('vehicle', 'driver', 'departure', 'sales_cutoff', 'status')`,
    ),
  ],
);
