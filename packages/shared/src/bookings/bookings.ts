import { z } from 'zod';
import { text, serialId, serialIdParam } from '../input';
import { DEFAULT_PHONE_CODE } from '../constants';
import { pageSchema, paginationQuerySchema } from '../pagination';
import { paymentKindSchema, paymentSchema, refundSchema } from '../payments/payments';
import {
  isoDateSchema,
  refundScheduleEntrySchema,
  itineraryDaySchema,
  travelersSchema,
} from '../safaris/schemas';
import { bookingStatusSchema } from './states';

/** API contracts of bookings: what a traveler and an operator see of a booking, and its requests. */

// ── Traveler bookings ────────────────────────────────────────────────────────────────────────────

export const leadTravelerSchema = z.object({
  name: text({ message: 'Lead traveler name is required' })
    .trim()
    .min(2, { message: 'Lead traveler name is required' })
    .max(120, { message: 'Name is at most 120 characters' }),
  email: z.email({ message: 'Please enter a valid email address' }).max(254),
  /** Country code plus digits, e.g. +255712345678 (spec §5: non-digits stripped). */
  phone: text({ message: 'Phone number is required' })
    .trim()
    .transform((v) => (v.startsWith('+') ? '+' : '') + v.replace(/\D/g, ''))
    .refine((v) => /^\+\d{7,15}$/.test(v), {
      message: `Enter the phone number with its country code (e.g. ${DEFAULT_PHONE_CODE}712345678)`,
    }),
});

export const createBookingSchema = travelersSchema
  .extend({
    safari_id: serialId('Choose a safari'),
    departure_id: serialId('Unknown departure').optional(),
    date: isoDateSchema.optional(),
    lead_traveler: leadTravelerSchema,
    special_requests: text()
      .trim()
      .max(2_000, { message: 'Special requests are at most 2000 characters' })
      .default(''),
    accept_terms: z.literal(true, { message: 'Please accept the terms and the cancellation policy' }),
  })
  .refine((v) => v.departure_id !== undefined || v.date !== undefined, {
    path: ['date'],
    message: 'Choose a departure or a date',
  });
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** Idempotency-Key header: 8–100 visible characters (a UUID works). */
export const idempotencyKeySchema = text({ message: 'Send an Idempotency-Key header' }).regex(
  /^[\w.:-]{8,100}$/,
  {
    message: 'The Idempotency-Key header must be 8–100 letters, digits or - _ . :',
  },
);

export const bookingSchema = z.object({
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
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListQuerySchema = z.object({
  group: z.enum(['upcoming', 'past', 'cancelled']).optional(),
  ...paginationQuerySchema.shape,
});
export const bookingListSchema = pageSchema(bookingSchema);

export const bookingIdParamSchema = z.object({
  id: text().regex(/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|DR-[A-Z0-9]{8})$/i, {
    message: 'Unknown booking',
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
  currency: z.literal('USD'),
  refund_schedule: z.array(refundScheduleEntrySchema),
});
export type RefundQuoteResponse = z.infer<typeof refundQuoteResponseSchema>;

export const cancelBookingSchema = z.object({
  reason: text().trim().max(500, { message: 'The reason is at most 500 characters' }).default(''),
});
export const operatorCancelBookingSchema = z.object({
  reason: text({ message: 'Give the traveler a reason' })
    .trim()
    .min(3, { message: 'Give the traveler a reason' })
    .max(500, { message: 'The reason is at most 500 characters' }),
});

export const createPaymentResultSchema = z.object({
  payment: paymentSchema,
  checkout_url: z.string(),
  booking: bookingSchema,
});

// ── Operator bookings ────────────────────────────────────────────────────────────────────────────

export const operatorBookingListQuerySchema = z
  .object({
    status: bookingStatusSchema.optional(),
    package_id: serialIdParam('Unknown package').optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    ...paginationQuerySchema.shape,
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    message: 'The end date must be on or after the start date',
  });

export const operatorBookingSchema = bookingSchema.extend({
  traveler: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
});
export type OperatorBooking = z.infer<typeof operatorBookingSchema>;
export const operatorBookingListSchema = pageSchema(operatorBookingSchema);
