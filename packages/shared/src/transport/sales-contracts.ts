import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { MAX_PAGE_SIZE } from '../constants';
import type { MessageKey } from '../i18n/translate';
import { queryWholeNumber, serialIdParam, text } from '../input';
import { isoDateSchema } from '../safaris/schemas';
import { tripAlternativeSchema } from '../search/alternatives';
import { VEHICLE_AMENITIES, VEHICLE_CLASSES } from './constants';
import { TRIP_STATUSES } from './trips';
import {
  TRIP_SEARCH_DEFAULT_PAGE_SIZE,
  TRIP_SEARCH_MAX_GUESTS,
  TRIP_SORTS,
  TIMES_OF_DAY,
  DISCOVERY_ROUTES_MAX,
  BOARDING_STATES,
  TRIP_SALE_STATES,
} from './sales-constants';

/**
 * Route contracts of trips on sale (issue 13): the traveler's search, towns, trip detail with its seat
 * map and /trips-discovery, and the transporter's boarding manifest with check-in. Paths under /api.
 */

// ── Building blocks ──────────────────────────────────────────────────────────────────────────────

const placeText = (message: MessageKey) => text().trim().max(80, { message });

/**
 * A list from a query string: repeated keys (`class=a&class=b`, as the web's client writes arrays) or
 * one value separated by commas (`class=a,b`); every item one of `allowed`.
 */
function queryList<const T extends readonly string[]>(allowed: T, message: MessageKey) {
  return z.union([text(), z.array(text()).max(20, { message })]).transform((value, ctx) => {
    const items = (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    for (const item of items) {
      if (!(allowed as readonly string[]).includes(item)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    }
    return [...new Set(items)] as T[number][];
  });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Transporter ids (users' uuids), repeated or comma-separated. */
const transporterList = z
  .union([text(), z.array(text()).max(20, { message: 'travel.transporterInvalid' })])
  .transform((value, ctx) => {
    const items = (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    if (items.some((item) => !UUID_PATTERN.test(item))) {
      ctx.addIssue({ code: 'custom', message: 'travel.transporterInvalid' });
      return z.NEVER;
    }
    return [...new Set(items)];
  });

const vehicleClassSchema = z.enum(VEHICLE_CLASSES);
const amenitySchema = z.enum(VEHICLE_AMENITIES);
const isoInstant = z.string();

// ── GET /trips/search ────────────────────────────────────────────────────────────────────────────

export const tripSearchQuerySchema = z
  .object({
    /** Origin town; without it every boarding stop before the destination is the route's first. */
    from: placeText('travel.placeTooLong').optional(),
    /** Destination town (the landing panel's `location`). */
    location: text({ message: 'travel.searchDestinationRequired' })
      .trim()
      .min(1, { message: 'travel.searchDestinationRequired' })
      .max(80, { message: 'travel.placeTooLong' }),
    start_date: isoDateSchema.optional(),
    end_date: isoDateSchema.optional(),
    guests: queryWholeNumber('travel.guestsInvalid', 1, TRIP_SEARCH_MAX_GUESTS).default(1),
    time_of_day: queryList(TIMES_OF_DAY, 'travel.timeOfDayInvalid').optional(),
    class: queryList(VEHICLE_CLASSES, 'travel.classInvalid').optional(),
    amenities: queryList(VEHICLE_AMENITIES, 'travel.amenityInvalid').optional(),
    transporter: transporterList.optional(),
    min_price: queryWholeNumber('travel.minPriceInvalid', 0, 2_000_000).optional(),
    max_price: queryWholeNumber('travel.maxPriceInvalid', 0, 2_000_000).optional(),
    sort: z.enum(TRIP_SORTS, { message: 'travel.sortInvalid' }).default('earliest'),
    page: queryWholeNumber('common.pageInvalid', 1, 10_000).default(1),
    page_size: queryWholeNumber('common.pageSizeInvalid', 1)
      .default(TRIP_SEARCH_DEFAULT_PAGE_SIZE)
      .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  })
  .superRefine((q, ctx) => {
    if (q.start_date && q.end_date && q.end_date < q.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'common.endBeforeStart' });
    }
    if (q.min_price !== undefined && q.max_price !== undefined && q.max_price < q.min_price) {
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'travel.maxPriceBelowMin' });
    }
  });
export type TripSearchQuery = z.input<typeof tripSearchQuerySchema>;
export type TripSearchParams = z.output<typeof tripSearchQuerySchema>;

export const tripTransporterSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  is_verified: z.boolean(),
  /** Travelers' average rating (one decimal); null while the transporter has no reviews (never invented). */
  rating: z.number().nullable(),
  /** The visible reviews the rating averages (0 without): the count its company page lists. */
  review_count: z.number().int(),
});

/** A stop as a traveler meets it on one trip: where and when. */
export const tripStopTimeSchema = z.object({
  position: z.number().int(),
  place: z.string(),
  point: z.string(),
  /** ISO instant the vehicle is at this stop. */
  at: isoInstant,
});

export const tripSearchItemSchema = z.object({
  trip_id: z.number().int(),
  route_name: z.string(),
  transporter: tripTransporterSchema,
  vehicle_class: vehicleClassSchema,
  amenities: z.array(amenitySchema),
  board: tripStopTimeSchema,
  alight: tripStopTimeSchema,
  duration_minutes: z.number().int(),
  time_of_day: z.enum(TIMES_OF_DAY),
  /** Seats free on this segment right now (sold seats and live holds taken). */
  seats_left: z.number().int(),
  fare_tzs: z.number().int(),
  /** Display estimate (usdEquivalentOfTzs at `tzs_per_usd`). */
  fare_usd: z.number().int(),
});
export type TripSearchItem = z.infer<typeof tripSearchItemSchema>;

export const tripSearchResultSchema = z.object({
  items: z.array(tripSearchItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Whether any trip at all is on sale: false → the spec's 'No trips on the horizon yet!'; true with
   * no items → a no-results state with "clear filters". */
  any_trips: z.boolean(),
  /** What the filter UI offers: present in the results before the filters (dates, seats and route
   * applied). Prices in TZS; null without results. */
  facets: z.object({
    classes: z.array(vehicleClassSchema),
    amenities: z.array(amenitySchema),
    transporters: z.array(z.object({ id: z.string(), company_name: z.string() })),
    times_of_day: z.array(z.enum(TIMES_OF_DAY)),
    price_min_tzs: z.number().int().nullable(),
    price_max_tzs: z.number().int().nullable(),
  }),
  /** The days searched (Tanzanian dates), after defaults and the TRIP_SEARCH_MAX_DAYS cut. */
  window: z.object({ start_date: z.string(), end_date: z.string() }),
  tzs_per_usd: z.number(),
  /** A first page with no trips (while some are on sale) carries the nearest alternatives (issue 15). */
  alternatives: z.array(tripAlternativeSchema).optional(),
});
export type TripSearchResult = z.infer<typeof tripSearchResultSchema>;

// ── GET /trips/towns ─────────────────────────────────────────────────────────────────────────────

export const tripTownsQuerySchema = z.object({
  q: placeText('travel.placeTooLong').optional(),
  limit: queryWholeNumber('travel.limitInvalid', 1, 100).default(8),
});
export const tripTownsSchema = z.object({
  items: z.array(
    z.object({
      name: z.string(),
      region: z.string(),
      /** Some route on sale boards here (an origin) / lets passengers off here (a destination). */
      can_board: z.boolean(),
      can_alight: z.boolean(),
    }),
  ),
});
export type TripTowns = z.infer<typeof tripTownsSchema>;

// ── GET /trips/discovery ─────────────────────────────────────────────────────────────────────────

export const tripDiscoveryQuerySchema = z.object({
  limit: queryWholeNumber('travel.limitInvalid', 1, DISCOVERY_ROUTES_MAX).default(12),
});

export const discoveryRouteSchema = z.object({
  from: z.object({ place: z.string(), region: z.string() }),
  to: z.object({ place: z.string(), region: z.string() }),
  /** Cheapest whole-route fare among the transporters serving it. */
  lowest_fare_tzs: z.number().int(),
  lowest_fare_usd: z.number().int(),
  seats_sold_30_days: z.number().int(),
  trips_on_sale: z.number().int(),
  next_departures: z.array(
    z.object({
      trip_id: z.number().int(),
      departs_at: isoInstant,
      arrives_at: isoInstant,
      company_name: z.string(),
      vehicle_class: vehicleClassSchema,
      board: z.number().int(),
      alight: z.number().int(),
      fare_tzs: z.number().int(),
    }),
  ),
  /** The prefilled search (/transport-search?…): the next departure's date, one guest. */
  search: z.object({ from: z.string(), location: z.string(), start_date: z.string(), guests: z.number() }),
  search_url: z.string(),
});
export const tripDiscoverySchema = z.object({
  regions: z.array(z.object({ region: z.string(), routes: z.array(discoveryRouteSchema) })),
  tzs_per_usd: z.number(),
});
export type TripDiscovery = z.infer<typeof tripDiscoverySchema>;

// ── GET /trips/:id ───────────────────────────────────────────────────────────────────────────────

export const tripIdParamsSchema = z.object({ id: serialIdParam('travel.tripNotFound') });

export const tripDetailQuerySchema = z.object({
  /** Stop positions of the chosen segment; the route's whole journey without them. */
  board: queryWholeNumber('travel.segmentInvalid', 0, 29).optional(),
  alight: queryWholeNumber('travel.segmentInvalid', 1, 29).optional(),
});

const seatCellSchema = z.union([
  z.object({ kind: z.literal('seat'), label: z.string() }),
  z.object({ kind: z.enum(['aisle', 'door', 'driver', 'empty']) }),
]);

export const tripSeatMapSchema = z.object({
  layout: z.object({ cells: z.array(z.array(seatCellSchema)) }),
  seats: z.array(
    z.object({
      label: z.string(),
      row: z.number().int(),
      column: z.number().int(),
      position: z.enum(['window', 'aisle', 'middle']),
      free: z.boolean(),
    }),
  ),
  seats_left: z.number().int(),
});
export type TripSeatMap = z.infer<typeof tripSeatMapSchema>;

export const tripDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(TRIP_STATUSES),
  route: z.object({
    id: z.number().int(),
    name: z.string(),
    stops: z.array(
      z.object({
        position: z.number().int(),
        place: z.string(),
        point: z.string(),
        region: z.string(),
        minutes_from_departure: z.number().int(),
        can_board: z.boolean(),
        can_alight: z.boolean(),
        at: isoInstant,
      }),
    ),
  }),
  departs_at: isoInstant,
  arrives_at: isoInstant,
  vehicle: z.object({
    vehicle_class: vehicleClassSchema,
    amenities: z.array(amenitySchema),
    make: z.string(),
    model: z.string(),
    capacity: z.number().int(),
    photos: z.array(
      z.object({
        url: z.string(),
        /** `url 400w, …`; empty for SVG art. */
        srcset: z.string(),
        alt: z.string(),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
      }),
    ),
  }),
  transporter: tripTransporterSchema.extend({
    phone: z.string().nullable(),
    /** The company's public page, /operators/{slug} (issue 15). */
    slug: z.string(),
  }),
  refund_bands: z.array(z.object({ min_hours_before: z.number(), percent: z.number() })),
  sales: z.object({
    state: z.enum(TRIP_SALE_STATES),
    /** Why seats cannot be bought now (a catalog key of the transport section); null when on sale. */
    message: z.string().nullable(),
    closes_at: isoInstant,
  }),
  segment: z.object({
    board: tripStopTimeSchema,
    alight: tripStopTimeSchema,
    duration_minutes: z.number().int(),
    fare_tzs: z.number().int(),
    fare_usd: z.number().int(),
  }),
  seat_map: tripSeatMapSchema,
  tzs_per_usd: z.number(),
});
export type TripDetail = z.infer<typeof tripDetailSchema>;

// ── The manifest (the trip's transporter only) ───────────────────────────────────────────────────

export const manifestPassengerSchema = z.object({
  ticket_number: z.string(),
  /** As printed: K7M-3Q9-XPR. */
  ticket_number_display: z.string(),
  /** The booking the ticket belongs to (a group books several seats in one): its conversation, its refund. */
  booking_id: z.string(),
  seat: z.string(),
  name: z.string(),
  phone: z.string(),
  board: z.number().int(),
  alight: z.number().int(),
  alight_place: z.string(),
  state: z.enum(BOARDING_STATES),
  boarded_at: isoInstant.nullable(),
});
export type ManifestPassenger = z.infer<typeof manifestPassengerSchema>;

const stateCountsSchema = z.object({
  passengers: z.number().int(),
  booked: z.number().int(),
  boarded: z.number().int(),
  no_show: z.number().int(),
});

export const manifestSchema = z.object({
  trip: z.object({
    id: z.number().int(),
    route_name: z.string(),
    status: z.enum(TRIP_STATUSES),
    departs_at: isoInstant,
    arrives_at: isoInstant,
    vehicle_plate: z.string(),
    capacity: z.number().int(),
  }),
  counts: stateCountsSchema,
  /** Boarding stops in route order, only those with passengers. */
  stops: z.array(
    z.object({
      position: z.number().int(),
      place: z.string(),
      point: z.string(),
      at: isoInstant,
      counts: stateCountsSchema,
      passengers: z.array(manifestPassengerSchema),
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const checkInInputSchema = z
  .object({
    ticket_number: text({ message: 'travel.ticketNumberInvalid' })
      .trim()
      .max(40, { message: 'travel.ticketNumberInvalid' })
      .optional(),
    qr: text({ message: 'travel.ticketQrInvalid' })
      .trim()
      .max(2_000, { message: 'travel.ticketQrInvalid' })
      .optional(),
  })
  .refine((v) => (v.ticket_number ? 1 : 0) + (v.qr ? 1 : 0) === 1, {
    message: 'travel.checkInNeedsTicket',
    path: ['ticket_number'],
  });
export type CheckInInput = z.input<typeof checkInInputSchema>;

export const checkInResultSchema = z.object({
  passenger: manifestPassengerSchema,
  /** True when the ticket was already checked in (`passenger.boarded_at` says when): nothing changed. */
  already_boarded: z.boolean(),
  /** What the crew's phone shows, in the reader's language ('Checked in: seat 7A, Amina Juma'). */
  message: z.string(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const noShowsResultSchema = z.object({ marked: z.number().int(), counts: stateCountsSchema });

// ── Routes ───────────────────────────────────────────────────────────────────────────────────────

/** Public: search, towns, discovery, a trip's page with its seat map. */
export const tripSaleRoutes = defineRoutes({
  'GET /trips/search': {
    query: tripSearchQuerySchema,
    response: { 200: tripSearchResultSchema },
  },
  'GET /trips/towns': {
    query: tripTownsQuerySchema,
    response: { 200: tripTownsSchema },
  },
  'GET /trips/discovery': {
    query: tripDiscoveryQuerySchema,
    response: { 200: tripDiscoverySchema },
  },
  'GET /trips/:id': {
    params: tripIdParamsSchema,
    query: tripDetailQuerySchema,
    response: { 200: tripDetailSchema },
  },
});

/** The trip's transporter only (another transporter's trip is 404): manifest, CSV, check-in, no-shows. */
export const tripManifestRoutes = defineRoutes({
  'GET /operator/trips/:id/manifest': {
    params: tripIdParamsSchema,
    response: { 200: manifestSchema },
  },
  /** A CSV file (no JSON answer): downloaded, never called. */
  'GET /operator/trips/:id/manifest.csv': {
    params: tripIdParamsSchema,
  },
  'POST /operator/trips/:id/check-in': {
    params: tripIdParamsSchema,
    body: checkInInputSchema,
    response: { 200: checkInResultSchema },
  },
  'POST /operator/trips/:id/no-shows': {
    params: tripIdParamsSchema,
    response: { 200: noShowsResultSchema },
  },
});
