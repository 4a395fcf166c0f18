import { z } from 'zod';
import { dealCodeInputSchema } from '../deals/code';
import { text, serialId, serialIdParam } from '../input';
import { pageSchema, paginationQuerySchema } from '../pagination';
import { paymentKindSchema, paymentSchema, refundSchema } from '../payments/payments';
import {
  isoDateSchema,
  refundScheduleEntrySchema,
  itineraryDaySchema,
  travelersSchema,
} from '../safaris/schemas';
import { VEHICLE_CLASSES } from '../transport/constants';
import { TRIP_STATUSES } from '../transport/trips';
import { bookingStatusSchema } from './states';

/** API contracts of bookings: what a traveler and an operator see of a booking, and its requests. */

// ── Traveler bookings ────────────────────────────────────────────────────────────────────────────

export const leadTravelerSchema = z.object({
  name: text({ message: 'bookings.leadNameRequired' })
    .trim()
    .min(2, { message: 'bookings.leadNameRequired' })
    .max(120, { message: 'bookings.leadNameTooLong' }),
  email: z.email({ message: 'auth.emailInvalid' }).max(254),
  /** Country code plus digits, e.g. +255712345678 (spec §5: non-digits stripped). */
  phone: text({ message: 'bookings.leadPhoneRequired' })
    .trim()
    .transform((v) => (v.startsWith('+') ? '+' : '') + v.replace(/\D/g, ''))
    .refine((v) => /^\+\d{7,15}$/.test(v), {
      message: 'bookings.leadPhoneInvalid',
    }),
});

export const createBookingSchema = travelersSchema
  .extend({
    safari_id: serialId('bookings.safariRequired'),
    departure_id: serialId('safaris.unknownDeparture').optional(),
    date: isoDateSchema.optional(),
    lead_traveler: leadTravelerSchema,
    special_requests: text().trim().max(2_000, { message: 'bookings.specialRequestsTooLong' }).default(''),
    accept_terms: z.literal(true, { message: 'bookings.acceptTerms' }),
    deal_code: dealCodeInputSchema,
  })
  .refine((v) => v.departure_id !== undefined || v.date !== undefined, {
    path: ['date'],
    message: 'safaris.departureOrDate',
  });
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** Idempotency-Key header: 8–100 visible characters (a UUID works). */
export const idempotencyKeySchema = text({ message: 'bookings.idempotencyKeyRequired' }).regex(
  /^[\w.:-]{8,100}$/,
  {
    message: 'bookings.idempotencyKeyInvalid',
  },
);

export const safariBookingSchema = z.object({
  /** What is booked: a safari here, trip seats in tripBookingSchema. */
  kind: z.literal('safari'),
  id: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
  /** Travelers' view: upcoming, past or cancelled (expired counts as cancelled). */
  group: z.enum(['upcoming', 'past', 'cancelled']),
  safari: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    location: z.string(),
    duration_days: z.number().int(),
    cover_image_url: z.string().nullable(),
    itinerary: z.array(itineraryDaySchema),
    operator: z.object({ id: z.string(), company_name: z.string(), is_verified: z.boolean() }),
  }),
  departure_id: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  seats: z.number().int(),
  lead_traveler: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  special_requests: z.string(),
  currency: z.literal('USD'),
  adult_price_usd: z.number().int(),
  child_price_usd: z.number().int(),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
  deposit_cents: z.number().int(),
  deposit_percent: z.number().int(),
  pay_in_full: z.boolean(),
  balance_due_date: z.string().nullable(),
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  balance_cents: z.number().int(),
  /** What the next payment is and how much, or null when nothing is due. */
  next_payment: z.object({ kind: paymentKindSchema, amount_cents: z.number().int() }).nullable(),
  hold_expires_at: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(['traveler', 'operator']).nullable(),
  cancellation_reason: z.string().nullable(),
  payments: z.array(paymentSchema),
  refunds: z.array(refundSchema),
  refund_schedule: z.array(refundScheduleEntrySchema),
});
export type SafariBooking = z.infer<typeof safariBookingSchema>;

/** A seat's passenger, named while the seat is held (null until then); `displaced`: a vehicle change left
 * the seat out of the new layout (the traveler may cancel with a full refund). */
export const tripPassengerSchema = z.object({
  seat: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  id_number: z.string().nullable(),
  displaced: z.boolean(),
});

/** A ticket as the traveler's booking lists it (the ticket page has every detail: GET /tickets/:number). */
export const tripTicketSummarySchema = z.object({
  /** Canonical ('K7M3Q9XPR'); `display` is how it is printed ('K7M-3Q9-XPR'). */
  number: z.string(),
  display: z.string(),
  seat: z.string(),
  passenger_name: z.string(),
  boarding_status: z.enum(['booked', 'boarded', 'no_show']),
  cancelled: z.boolean(),
});

/** A stop of the traveler's segment: where, and when the vehicle is there (ISO 8601, UTC). */
export const tripSegmentStopSchema = z.object({
  position: z.number().int(),
  place: z.string(),
  point: z.string(),
  at: z.string(),
});

/** The trip part of a trip booking. */
export const tripBookingDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(TRIP_STATUSES),
  route_name: z.string(),
  /** Departure from the route's first stop and arrival at its last (ISO 8601, UTC). */
  departs_at: z.string(),
  arrives_at: z.string(),
  from: tripSegmentStopSchema,
  to: tripSegmentStopSchema,
  transporter: z.object({
    id: z.string(),
    company_name: z.string(),
    is_verified: z.boolean(),
    phone: z.string().nullable(),
  }),
  vehicle: z.object({ plate: z.string(), vehicle_class: z.enum(VEHICLE_CLASSES) }),
  /** Whole TZS per seat. */
  fare_tzs: z.number().int(),
  seats: z.array(z.string()),
  passengers: z.array(tripPassengerSchema),
  tickets: z.array(tripTicketSummarySchema),
  /** The cancellation bands it was sold under, as instants for this departure (earliest first). */
  refund_schedule: z.array(
    z.object({ cancel_by: z.string(), min_hours_before: z.number().int(), percent: z.number().int() }),
  ),
});
export type TripBookingDetail = z.infer<typeof tripBookingDetailSchema>;

/** Seats on a trip (bookings.kind 'trip'): paid in full in TZS (amounts in minor units, shillings × 100). */
export const tripBookingSchema = z.object({
  kind: z.literal('trip'),
  id: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
  group: z.enum(['upcoming', 'past', 'cancelled']),
  trip: tripBookingDetailSchema,
  /** The departure's Tanzanian date, and the arrival's at the traveler's last stop. */
  start_date: z.string(),
  end_date: z.string(),
  seats: z.number().int(),
  lead_traveler: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  currency: z.literal('TZS'),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
  deposit_cents: z.number().int(),
  deposit_percent: z.number().int(),
  pay_in_full: z.boolean(),
  balance_due_date: z.string().nullable(),
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  balance_cents: z.number().int(),
  next_payment: z.object({ kind: paymentKindSchema, amount_cents: z.number().int() }).nullable(),
  hold_expires_at: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(['traveler', 'operator']).nullable(),
  cancellation_reason: z.string().nullable(),
  payments: z.array(paymentSchema),
  refunds: z.array(refundSchema),
});
export type TripBooking = z.infer<typeof tripBookingSchema>;

/** A safari booking: what every /bookings route but the list answers (trip bookings have /trip-bookings). */
export const bookingSchema = safariBookingSchema;
export type Booking = SafariBooking;

/** A traveler's booking of any kind, told apart by `kind` (GET /bookings lists both together). */
export const travelerBookingSchema = z.discriminatedUnion('kind', [safariBookingSchema, tripBookingSchema]);
export type TravelerBooking = z.infer<typeof travelerBookingSchema>;

export const bookingListQuerySchema = z.object({
  group: z.enum(['upcoming', 'past', 'cancelled']).optional(),
  ...paginationQuerySchema.shape,
});
export const bookingListSchema = pageSchema(travelerBookingSchema);

export const bookingIdParamSchema = z.object({
  id: text().regex(/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|DR-[A-Z0-9]{8})$/i, {
    message: 'bookings.unknownBooking',
  }),
});

export const refundQuoteResponseSchema = z.object({
  booking_id: z.string(),
  can_cancel: z.boolean(),
  days_before_departure: z.number().int(),
  band: z.string(),
  refund_percent: z.number(),
  paid_cents: z.number().int(),
  processing_fee_cents: z.number().int(),
  refund_cents: z.number().int(),
  currency: z.enum(['USD', 'TZS']),
  refund_schedule: z.array(refundScheduleEntrySchema),
  /** Trip bookings: hours left before departure (days_before_departure is whole days of it). */
  hours_before_departure: z.number().optional(),
  /** Trip bookings: the transporter's bands as instants (refund_schedule is the safari's, empty here). */
  trip_refund_schedule: tripBookingDetailSchema.shape.refund_schedule.optional(),
});
export type RefundQuoteResponse = z.infer<typeof refundQuoteResponseSchema>;

export const cancelBookingSchema = z.object({
  reason: text().trim().max(500, { message: 'bookings.reasonTooLong' }).default(''),
});
export const operatorCancelBookingSchema = z.object({
  reason: text({ message: 'bookings.reasonRequired' })
    .trim()
    .min(3, { message: 'bookings.reasonRequired' })
    .max(500, { message: 'bookings.reasonTooLong' }),
});

export const createPaymentResultSchema = z.object({
  payment: paymentSchema,
  /** The hosted page of a redirect flow; null when a prompt went to the payer's phone. */
  checkout_url: z.string().nullable(),
  booking: bookingSchema,
});

// ── Operator bookings ────────────────────────────────────────────────────────────────────────────

export const operatorBookingListQuerySchema = z
  .object({
    status: bookingStatusSchema.optional(),
    package_id: serialIdParam('bookings.unknownPackage').optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    ...paginationQuerySchema.shape,
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    message: 'common.endBeforeStart',
  });

export const operatorBookingSchema = safariBookingSchema.extend({
  traveler: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
});
export type OperatorBooking = z.infer<typeof operatorBookingSchema>;
/** What the listed bookings (every page of the filter) were paid and refunded, per booking currency. */
export const operatorBookingTotalsSchema = z.object({
  currency: z.enum(['USD', 'TZS']),
  bookings: z.number().int(),
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
});
export type OperatorBookingTotals = z.infer<typeof operatorBookingTotalsSchema>;
export const operatorBookingListSchema = pageSchema(operatorBookingSchema).extend({
  totals: z.array(operatorBookingTotalsSchema),
});
