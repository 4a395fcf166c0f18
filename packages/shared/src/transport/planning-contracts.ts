import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import type { MessageKey } from '../i18n/translate';
import { serialId, serialIdParam, text } from '../input';
import { pageSchema, paginationQuerySchema } from '../pagination';
import { isoDateSchema } from '../safaris/schemas';
import { ROUTE_LIMITS, VEHICLE_AMENITIES, VEHICLE_CLASSES } from './constants';
import { TRIP_STATUSES } from './trips';

/**
 * A transporter's trip planning (issue 13, TRANSPORT.md): routes with their stops and fares, trips,
 * schedules that generate trips, and the changes and cancellations of trips. Transporters only (a tour
 * operator or traveler gets 403); another transporter's route, trip, schedule, vehicle or driver is 404.
 *
 * The schemas check types and sizes; the domain rules (stops going forward, a fare for every sellable
 * pair, whole shillings, refund bands, schedules) are the pure rules of this folder, applied by the API
 * so the answer names the stop or the pair ('Set a fare from Dar es Salaam to Moshi').
 */

const m = (key: MessageKey) => ({ message: key });

// ── Routes ───────────────────────────────────────────────────────────────────────────────────────

export const routeStopInputSchema = z.object({
  /** The town, as travelers search for it ('Moshi'); its region comes from the destinations table. */
  place: text(m('trips.stopPlaceNotText')).max(ROUTE_LIMITS.placeMax * 2, m('transport.stopPlaceTooLong')),
  /** The named point ('Magufuli bus terminal'). */
  point: text()
    .max(ROUTE_LIMITS.pointMax * 2, m('transport.stopPointTooLong'))
    .default(''),
  /** Whole minutes after departure from the first stop (0 at the first): checked by validateRouteStops. */
  minutes_from_departure: z.number(m('trips.stopMinutesNotNumber')),
  can_board: z.boolean(m('trips.stopFlagInvalid')),
  can_alight: z.boolean(m('trips.stopFlagInvalid')),
});
export type RouteStopInput = z.input<typeof routeStopInputSchema>;

export const routeFareInputSchema = z.object({
  board_pos: z.number(m('trips.farePairInvalid')).int(m('trips.farePairInvalid')).min(0).max(100),
  alight_pos: z.number(m('trips.farePairInvalid')).int(m('trips.farePairInvalid')).min(0).max(100),
  /** Whole TZS from 1: negative or fractional amounts are refused by validateFares, naming the pair. */
  fare_tzs: z.number(m('trips.fareNotNumber')),
});
export type RouteFareInput = z.input<typeof routeFareInputSchema>;

export const refundBandSchema = z.object({
  min_hours_before: z.number(m('trips.refundBandInvalid')),
  percent: z.number(m('trips.refundBandInvalid')),
});

/** What a transporter sends to create or replace a route: its stops and fare table as a whole. */
export const transportRouteInputSchema = z.object({
  /** Defaults to 'Origin → Destination'. */
  name: text().trim().max(120, m('trips.routeNameTooLong')).optional(),
  stops: z
    .array(routeStopInputSchema, m('trips.stopsRequired'))
    .max(ROUTE_LIMITS.stops.max * 2, m('transport.routeStopCount')),
  fares: z.array(routeFareInputSchema, m('trips.faresRequired')).max(1000),
  /** The traveler-cancellation bands; DEFAULT_REFUND_BANDS when left out. */
  refund_bands: z.array(refundBandSchema).max(20).optional(),
});
export type TransportRouteInput = z.input<typeof transportRouteInputSchema>;

export const routeStatusSchema = z.enum(['active', 'archived']);

export const routeStopSchema = z.object({
  position: z.number().int(),
  place: z.string(),
  point: z.string(),
  /** The destination's region when the place names one, else ''. */
  region: z.string(),
  minutes_from_departure: z.number().int(),
  can_board: z.boolean(),
  can_alight: z.boolean(),
});
export type RouteStopView = z.infer<typeof routeStopSchema>;

export const routeFareSchema = z.object({
  board_pos: z.number().int(),
  alight_pos: z.number().int(),
  fare_tzs: z.number().int(),
});

export const operatorRouteSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: routeStatusSchema,
  origin: z.string(),
  destination: z.string(),
  stop_count: z.number().int(),
  duration_minutes: z.number().int(),
  lowest_fare_tzs: z.number().int().nullable(),
  /** Trips not yet departed and not cancelled. */
  upcoming_trips: z.number().int(),
  updated_at: z.string(),
});
export type OperatorRouteSummary = z.infer<typeof operatorRouteSummarySchema>;

export const operatorRouteSchema = operatorRouteSummarySchema.extend({
  stops: z.array(routeStopSchema),
  fares: z.array(routeFareSchema),
  refund_bands: z.array(z.object({ min_hours_before: z.number().int(), percent: z.number().int() })),
  /** True while a trip is on sale or has passengers: only the name and fares may change then. */
  stops_locked: z.boolean(),
  created_at: z.string(),
});
export type OperatorRoute = z.infer<typeof operatorRouteSchema>;

export const operatorRouteListQuerySchema = z.object({
  status: routeStatusSchema.optional(),
  ...paginationQuerySchema.shape,
});
export const operatorRouteListSchema = pageSchema(operatorRouteSummarySchema);

// ── Trips ────────────────────────────────────────────────────────────────────────────────────────

/** 'HH:MM', 24 h, Tanzanian time. */
export const departureTimeSchema = text(m('trips.departureTimeInvalid')).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  m('trips.departureTimeInvalid'),
);
const salesCutoffSchema = z
  .number(m('trips.salesCutoffInvalid'))
  .int(m('trips.salesCutoffInvalid'))
  .min(0, m('trips.salesCutoffInvalid'))
  .max(72 * 60, m('trips.salesCutoffInvalid'));
const driverIdSchema = serialId('trips.driverNotFound');

export const tripInputSchema = z.object({
  route_id: serialId('trips.routeNotFound'),
  /** The day of departure in Tanzania ('YYYY-MM-DD'). */
  date: isoDateSchema,
  departure_time: departureTimeSchema,
  vehicle_id: serialId('trips.vehicleNotFound'),
  /** Optional while the trip is scheduled; required to put it on sale. */
  driver_id: driverIdSchema.nullable().optional(),
  /** Defaults to DEFAULT_SALES_CUTOFF_MINUTES. */
  sales_cutoff_minutes: salesCutoffSchema.optional(),
});
export type TripInput = z.input<typeof tripInputSchema>;

/** Only the fields given change. A new departure is a day and/or a time (the other one is kept). */
export const tripChangeInputSchema = z.object({
  vehicle_id: serialId('trips.vehicleNotFound').optional(),
  /** null takes the driver off (refused while the trip is on sale). */
  driver_id: driverIdSchema.nullable().optional(),
  date: isoDateSchema.optional(),
  departure_time: departureTimeSchema.optional(),
  sales_cutoff_minutes: salesCutoffSchema.optional(),
});
export type TripChangeInput = z.input<typeof tripChangeInputSchema>;

export const tripCancelInputSchema = z.object({
  reason: text(m('trips.cancelReasonRequired'))
    .trim()
    .min(1, m('trips.cancelReasonRequired'))
    .max(500, m('trips.cancelReasonTooLong')),
});

export const tripStatusSchema = z.enum(TRIP_STATUSES);

export const operatorTripSummarySchema = z.object({
  id: z.number().int(),
  route_id: z.number().int(),
  route_name: z.string(),
  origin: z.string(),
  destination: z.string(),
  schedule_id: z.number().int().nullable(),
  /** Instants (ISO, UTC). */
  departs_at: z.string(),
  arrives_at: z.string(),
  sales_close_at: z.string(),
  /** The departure's day and time on the Tanzanian clock. */
  date: z.string(),
  departure_time: z.string(),
  sales_cutoff_minutes: z.number().int(),
  status: tripStatusSchema,
  vehicle: z.object({ id: z.number().int(), plate: z.string() }),
  driver: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  vehicle_class: z.enum(VEHICLE_CLASSES),
  capacity: z.number().int(),
  /** Seats paid for (confirmed reservations, one per passenger and segment). */
  seats_sold: z.number().int(),
  /** Seats held by travelers paying now. */
  seats_held: z.number().int(),
});
export type OperatorTripSummary = z.infer<typeof operatorTripSummarySchema>;

export const tripChangeSchema = z.object({
  id: z.number().int(),
  field: z.enum(['vehicle', 'driver', 'departure', 'sales_cutoff', 'status']),
  old_value: z.string(),
  new_value: z.string(),
  passengers_notified: z.number().int(),
  changed_at: z.string(),
  changed_by: z.string().nullable(),
});
export type TripChange = z.infer<typeof tripChangeSchema>;

export const operatorTripSchema = operatorTripSummarySchema.extend({
  stops: z.array(routeStopSchema.extend({ at: z.string() })),
  vehicle: z.object({
    id: z.number().int(),
    plate: z.string(),
    make: z.string(),
    model: z.string(),
    seat_count: z.number().int(),
  }),
  driver: z.object({ id: z.number().int(), full_name: z.string(), phone: z.string() }).nullable(),
  amenities: z.array(z.enum(VEHICLE_AMENITIES)),
  /** Passengers whose seat is not in the trip's current vehicle (they may cancel for a full refund). */
  displaced_passengers: z.number().int(),
  cancellation_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  changes: z.array(tripChangeSchema),
});
export type OperatorTrip = z.infer<typeof operatorTripSchema>;

export const tripChangeResultSchema = z.object({
  trip: operatorTripSchema,
  /** Passengers (seats) told of a vehicle or departure change. */
  passengers_notified: z.number().int(),
  /** Seat labels of passengers whose seat the new vehicle does not have. */
  displaced_seats: z.array(z.string()),
});
export type TripChangeResult = z.infer<typeof tripChangeResultSchema>;

export const tripCancelResultSchema = z.object({
  trip: operatorTripSchema,
  /** Bookings cancelled with a full refund (their travelers were told). */
  refunded_bookings: z.array(z.object({ booking_id: z.string(), reference: z.string() })),
});
export type TripCancelResult = z.infer<typeof tripCancelResultSchema>;

export const operatorTripListQuerySchema = z.object({
  /** Tanzanian days, inclusive. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  route_id: serialIdParam('trips.routeNotFound').optional(),
  schedule_id: serialIdParam('trips.scheduleNotFound').optional(),
  status: tripStatusSchema.optional(),
  ...paginationQuerySchema.shape,
});
export const operatorTripListSchema = pageSchema(operatorTripSummarySchema);

// ── Schedules ────────────────────────────────────────────────────────────────────────────────────

export const scheduleInputSchema = z.object({
  route_id: serialId('trips.routeNotFound'),
  vehicle_id: serialId('trips.vehicleNotFound'),
  driver_id: driverIdSchema.nullable().optional(),
  /** ISO weekdays: 1 Monday … 7 Sunday (checked by validateSchedule). */
  weekdays: z
    .array(z.number(m('transport.scheduleDayInvalid')), m('trips.weekdaysRequired'))
    .max(7, m('transport.scheduleDayInvalid')),
  departure_time: departureTimeSchema,
  starts_on: isoDateSchema,
  ends_on: isoDateSchema,
  sales_cutoff_minutes: salesCutoffSchema.optional(),
  /** Put the generated trips on sale at once (vehicle and driver must pass the document checks). */
  publish: z.boolean().default(false),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

export const scheduleSchema = z.object({
  id: z.number().int(),
  route_id: z.number().int(),
  route_name: z.string(),
  vehicle: z.object({ id: z.number().int(), plate: z.string() }),
  driver: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  weekdays: z.array(z.number().int()),
  departure_time: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  sales_cutoff_minutes: z.number().int(),
  status: z.enum(['active', 'ended']),
  /** Its trips not yet departed and not cancelled. */
  upcoming_trips: z.number().int(),
  created_at: z.string(),
});
export type TripScheduleView = z.infer<typeof scheduleSchema>;

/** A day a schedule did not generate a trip for, and why. */
export const skippedDaySchema = z.object({
  date: z.string(),
  departs_at: z.string(),
  reason: z.enum(['driver_busy', 'vehicle_busy', 'past']),
  /** driver_busy / vehicle_busy: the driver's or vehicle's overlapping trip. */
  conflicting_trip_id: z.number().int().nullable(),
});
export type SkippedDay = z.infer<typeof skippedDaySchema>;

export const scheduleCreatedSchema = z.object({
  schedule: scheduleSchema,
  created_trips: z.number().int(),
  skipped: z.array(skippedDaySchema),
  /** publish: trips from this Tanzanian day on were created but not put on sale, because a vehicle or
   * driver document lapses before them (null when all went on sale, or publish was not asked). */
  unpublished_from: z.string().nullable(),
});

export const scheduleDetailSchema = z.object({
  schedule: scheduleSchema,
  /** Its trips from today on, earliest first. */
  trips: z.array(operatorTripSummarySchema),
});

export const scheduleEndedSchema = z.object({
  schedule: scheduleSchema,
  /** Future trips without passengers, now cancelled. */
  cancelled_trips: z.number().int(),
  /** Future trips with passengers: they stay (cancel each on its own to refund them). */
  kept_trips: z.array(operatorTripSummarySchema),
});

export const scheduleListQuerySchema = z.object({
  status: z.enum(['active', 'ended']).optional(),
  route_id: serialIdParam('trips.routeNotFound').optional(),
  ...paginationQuerySchema.shape,
});
export const scheduleListSchema = pageSchema(scheduleSchema);

const idParams = (key: MessageKey) => z.object({ id: serialIdParam(key) });
const routeIdParams = idParams('trips.routeNotFound');
const tripIdParams = idParams('trips.tripNotFound');
const scheduleIdParams = idParams('trips.scheduleNotFound');

export const planningRoutes = defineRoutes({
  'GET /operator/routes': {
    query: operatorRouteListQuerySchema,
    response: { 200: operatorRouteListSchema },
  },
  'POST /operator/routes': {
    body: transportRouteInputSchema,
    response: { 201: operatorRouteSchema },
  },
  'GET /operator/routes/:id': {
    params: routeIdParams,
    response: { 200: operatorRouteSchema },
  },
  /** Replaces stops and fares as a whole. Stops are locked while a trip is on sale or has passengers. */
  'PUT /operator/routes/:id': {
    params: routeIdParams,
    body: transportRouteInputSchema,
    response: { 200: operatorRouteSchema },
  },
  'POST /operator/routes/:id/archive': {
    params: routeIdParams,
    response: { 200: operatorRouteSchema },
  },
  'GET /operator/trips': {
    query: operatorTripListQuerySchema,
    response: { 200: operatorTripListSchema },
  },
  'POST /operator/trips': {
    body: tripInputSchema,
    response: { 201: operatorTripSchema },
  },
  'GET /operator/trips/:id': {
    params: tripIdParams,
    response: { 200: operatorTripSchema },
  },
  /** Vehicle, driver, departure, cut-off; passengers are told of a vehicle or departure change. */
  'PUT /operator/trips/:id': {
    params: tripIdParams,
    body: tripChangeInputSchema,
    response: { 200: tripChangeResultSchema },
  },
  'POST /operator/trips/:id/publish': {
    params: tripIdParams,
    response: { 200: operatorTripSchema },
  },
  'POST /operator/trips/:id/cancel': {
    params: tripIdParams,
    body: tripCancelInputSchema,
    response: { 200: tripCancelResultSchema },
  },
  'GET /operator/schedules': {
    query: scheduleListQuerySchema,
    response: { 200: scheduleListSchema },
  },
  'POST /operator/schedules': {
    body: scheduleInputSchema,
    response: { 201: scheduleCreatedSchema },
  },
  'GET /operator/schedules/:id': {
    params: scheduleIdParams,
    response: { 200: scheduleDetailSchema },
  },
  'POST /operator/schedules/:id/end': {
    params: scheduleIdParams,
    response: { 200: scheduleEndedSchema },
  },
});
