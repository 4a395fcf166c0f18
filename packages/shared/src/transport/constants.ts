import { DISPLAY_TIME_ZONE } from '../constants';

/** Transport marketplace constants (issue 13, design/TRANSPORT.md). One place for each. */

/** Vehicle classes sold in Tanzania: ordinary 3+2, semi-luxury 2+2, luxury 2+1, coasters/minibuses,
 * airport shuttles and 4x4 transfer vehicles. */
export const VEHICLE_CLASSES = [
  'ordinary',
  'semi_luxury',
  'luxury',
  'coaster',
  'shuttle',
  'four_by_four',
] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/** What a traveler filters by; the web names each through the catalog. */
export const VEHICLE_AMENITIES = [
  'air_conditioning',
  'charging',
  'wifi',
  'toilet',
  'reclining_seats',
  'entertainment',
  'refreshments',
  'luggage_space',
  'seat_belts',
] as const;
export type VehicleAmenity = (typeof VEHICLE_AMENITIES)[number];

/** Documents LATRA and insurers expect: three per vehicle, one per driver. */
export const VEHICLE_DOCUMENT_KINDS = ['latra_licence', 'insurance', 'inspection'] as const;
export const DRIVER_DOCUMENT_KINDS = ['driving_licence'] as const;
export const DOCUMENT_KINDS = [...VEHICLE_DOCUMENT_KINDS, ...DRIVER_DOCUMENT_KINDS] as const;
export type VehicleDocumentKind = (typeof VEHICLE_DOCUMENT_KINDS)[number];
export type DriverDocumentKind = (typeof DRIVER_DOCUMENT_KINDS)[number];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What the administrator decided: the only states stored. */
export const DOCUMENT_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

/** What /fleet/validation shows: the review status, or the expiry when that matters more
 * (derived by `documentState` from the review status, the expiry date and today). */
export const DOCUMENT_STATES = ['pending', 'approved', 'rejected', 'expiring', 'expired'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** An approved document shows as expiring this many days before its expiry date. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;

/** Seats chosen on a trip are held this long while the traveler names passengers and pays
 * (checkout holds in the market are 5–10 minutes; the safari hold is longer, HOLD_MINUTES). */
export const SEAT_HOLD_MINUTES = 10;

/** Seats one booking may hold at once: a family or a small group; more is a charter, not a ticket sale
 * (and a cap keeps one traveler from holding a whole coach for ten minutes). */
export const MAX_SEATS_PER_BOOKING = 10;

/** Online sales close this long before departure unless the transporter sets its own cut-off, so the
 * crew has a final manifest before boarding starts. Some operators stop 30 h before: the range allows it. */
export const DEFAULT_SALES_CUTOFF_MINUTES = 120;
export const SALES_CUTOFF_MINUTES_RANGE = { min: 0, max: 72 * 60 } as const;

/** A traveler cancellation refunds `percent` of the fare when cancelled at least `min_hours_before`
 * departure; bands are ordered from the earliest cancellation to the latest. */
export interface TransportRefundBand {
  min_hours_before: number;
  percent: number;
}

/** TRANSPORT.md defaults: ≥ 24 h 90 %, 6–24 h 50 %, under 6 h nothing. */
export const DEFAULT_REFUND_BANDS: readonly TransportRefundBand[] = Object.freeze([
  { min_hours_before: 24, percent: 90 },
  { min_hours_before: 6, percent: 50 },
  { min_hours_before: 0, percent: 0 },
]);
/** A passenger who did not board gets nothing back (the market's rule; the seat travelled empty). */
export const NO_SHOW_REFUND_PERCENT = 0;
/** A transporter that cancels (or moves a passenger off their seat) refunds everything. */
export const TRANSPORTER_CANCELLATION_REFUND_PERCENT = 100;
/** A transporter sets at most this many bands, up to a week before departure. */
export const REFUND_BANDS_MAX = 6;
export const REFUND_BAND_MAX_HOURS = 7 * 24;

/** Trips depart and schedules are written in Tanzanian time (UTC+3, no daylight saving). */
export const TRANSPORT_TIME_ZONE = DISPLAY_TIME_ZONE;

/** Seat layouts: a grid small enough for a phone screen, large enough for a double-length coach. */
export const SEAT_LAYOUT_LIMITS = {
  rows: { min: 1, max: 30 },
  columns: { min: 1, max: 8 },
  seatsMax: 90,
  labelMax: 4,
} as const;

/** Routes: origin, destination and the stops between; minutes after departure within two days. */
export const ROUTE_LIMITS = {
  stops: { min: 2, max: 30 },
  placeMax: 80,
  pointMax: 120,
  durationMinutesMax: 48 * 60,
} as const;

/** Fares are whole Tanzanian shillings (TZS has no coins below 50; the cents are never used). The
 * maximum only catches a typo: the longest bus journeys in Tanzania cost well under TZS 200 000. */
export const FARE_TZS_RANGE = { min: 1, max: 2_000_000 } as const;

/** Schedules generate trips at most this far in one go (the demo data covers 90 days). */
export const SCHEDULE_MAX_DAYS = 366;
