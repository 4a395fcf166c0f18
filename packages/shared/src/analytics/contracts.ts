import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { MAX_INT4 } from '../input';
import { isoDateSchema } from '../safaris/schemas';
import { ANALYTICS_MAX_RANGE_DAYS, rangeDays } from './periods';

/**
 * Contracts of the dashboards and the operators' analytics (issue 15).
 *
 * What counts (the same in every figure, the CSV included):
 * - a **sale** is a booking of the operator's listings that is `confirmed` or `completed` (paid, or its
 *   deposit paid; holds awaiting payment, expired holds and cancelled bookings are not sales), dated by
 *   the day it was confirmed in Tanzania;
 * - **booked** is what the traveler agreed to pay (the booking's total after any discount); **paid** is
 *   what travelers have paid on it less what was refunded; **earned** is the operator's share of what
 *   was paid: paid less the platform's commission at the booking's rate. All in the listing's currency
 *   (safaris USD, trips TZS), integer minor units;
 * - a **cancellation** is a booking cancelled after it was confirmed (by the traveler or the operator),
 *   dated by the day it was cancelled; its refund is what was given back on it;
 * - **occupancy** is, for a safari departure, the seats confirmed of its capacity; for a trip, the seats
 *   sold (on any part of the route) of the vehicle's seats; listed for departures/trips in the range;
 * - a **view** is one visitor on a listing's page on one day; **conversion** is sales per view.
 */

export const ANALYTICS_LISTING_KINDS = ['safari', 'trip'] as const;
export type AnalyticsListingKind = (typeof ANALYTICS_LISTING_KINDS)[number];

/** POST /listing-views: the listing whose page was shown (sent by the page after it rendered). */
export const recordListingViewSchema = z.object({
  kind: z.enum(ANALYTICS_LISTING_KINDS, { message: 'analytics.listingKindInvalid' satisfies MessageKey }),
  id: z
    .number({ message: 'analytics.listingIdInvalid' satisfies MessageKey })
    .int({ message: 'analytics.listingIdInvalid' satisfies MessageKey })
    .min(1, { message: 'analytics.listingIdInvalid' satisfies MessageKey })
    .max(MAX_INT4, { message: 'analytics.listingIdInvalid' satisfies MessageKey }),
});
export type RecordListingViewInput = z.infer<typeof recordListingViewSchema>;

/** `?from=&to=` (Tanzanian calendar days, both included); default: the last 90 days. */
export const analyticsQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    message: 'common.endBeforeStart' satisfies MessageKey,
  })
  .refine(
    (q) =>
      !q.from || !q.to || q.to < q.from || rangeDays({ from: q.from, to: q.to }) <= ANALYTICS_MAX_RANGE_DAYS,
    {
      path: ['to'],
      message: 'analytics.rangeTooLong' satisfies MessageKey,
    },
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().min(0);
const cents = z.number().int();

/** One week (its Monday) or month (`YYYY-MM`) of the range. */
export const analyticsPeriodSchema = z.object({
  period: z.string(),
  bookings: count,
  seats: count,
  booked_cents: cents,
  earned_cents: cents,
  cancellations: count,
  views: count,
});
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;

/** A package (safaris) or a route (trips: its trips' views and sales together). */
export const analyticsListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  views: count,
  bookings: count,
  seats: count,
  booked_cents: cents,
  earned_cents: cents,
  /** Sales per view, percent with one decimal; null without views. */
  conversion_percent: z.number().nullable(),
});
export type AnalyticsListing = z.infer<typeof analyticsListingSchema>;

/** A safari departure or a trip in the range. */
export const analyticsOccupancySchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  title: z.string(),
  /** The departure's day, or the trip's departure instant (ISO). */
  starts: z.string(),
  capacity: count,
  booked: count,
  percent: count,
});
export type AnalyticsOccupancy = z.infer<typeof analyticsOccupancySchema>;

export const operatorAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  listing_kind: z.enum(ANALYTICS_LISTING_KINDS),
  currency: z.enum(['USD', 'TZS']),
  totals: z.object({
    bookings: count,
    seats: count,
    booked_cents: cents,
    paid_cents: cents,
    earned_cents: cents,
    views: count,
    conversion_percent: z.number().nullable(),
    cancellations: count,
    cancelled_by_traveler: count,
    cancelled_by_operator: count,
    refunded_cents: cents,
    /** Seats booked and capacity of every departure or trip in the range (occupancy overall). */
    occupancy_booked: count,
    occupancy_capacity: count,
  }),
  by_week: z.array(analyticsPeriodSchema),
  by_month: z.array(analyticsPeriodSchema),
  /** Every listing with views or sales in the range, most earned first (the first ones are the top listings). */
  listings: z.array(analyticsListingSchema),
  occupancy: z.array(analyticsOccupancySchema),
  /** True when the range has more departures or trips than the list holds (ANALYTICS_MAX_OCCUPANCY_ROWS). */
  occupancy_truncated: z.boolean(),
  /** Ratings by month of the reviews written in the range (hidden reviews left out); average null without any. */
  ratings: z.array(z.object({ period: z.string(), reviews: count, average: z.number().nullable() })),
});
export type OperatorAnalytics = z.infer<typeof operatorAnalyticsSchema>;

// ── The traveler's dashboard ──────────────────────────────────────────────────────────────────────

export const dashboardNextTripSchema = z.object({
  kind: z.enum(ANALYTICS_LISTING_KINDS),
  booking_id: z.string(),
  reference: z.string(),
  status: z.enum(['pending_payment', 'confirmed']),
  title: z.string(),
  /** Safari: its location; trip: "From → To". */
  subtitle: z.string(),
  operator_name: z.string(),
  /** When it starts: a trip's departure instant; a safari's first day at 00:00 in Tanzania (ISO instants). */
  starts_at: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  seats: count,
  /** Trips: the tickets (number, seat) to open at /trips/tickets/:number. */
  tickets: z.array(z.object({ number: z.string(), display: z.string(), seat: z.string() })),
  /** The latest succeeded payment's id, for its receipt (/payments/:id/receipt); null before any. */
  receipt_payment_id: z.string().nullable(),
});
export type DashboardNextTrip = z.infer<typeof dashboardNextTripSchema>;

export const dashboardBalanceDueSchema = z.object({
  booking_id: z.string(),
  reference: z.string(),
  title: z.string(),
  start_date: z.string(),
  currency: z.string(),
  balance_cents: cents,
  due_date: z.string().nullable(),
  overdue: z.boolean(),
});
export type DashboardBalanceDue = z.infer<typeof dashboardBalanceDueSchema>;

export const travelerDashboardSchema = z.object({
  next: dashboardNextTripSchema.nullable(),
  /** Confirmed or awaiting payment, starting today or later. */
  upcoming_count: count,
  balances_due: z.array(dashboardBalanceDueSchema),
});
export type TravelerDashboard = z.infer<typeof travelerDashboardSchema>;
