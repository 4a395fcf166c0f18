import { z } from 'zod';
import { text, serialId, serialIdParam, wholeNumber } from '../input';
import { safeRedirectPath } from '../auth/redirect';
import { DEFAULT_PHONE_CODE } from '../constants';
import { pageSchema, paginationQuerySchema } from '../pagination';
import {
  isoDateSchema,
  bookingStatusSchema,
  refundScheduleEntrySchema,
  itineraryDaySchema,
  travelersSchema,
} from './schemas';

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

export const paymentKindSchema = z.enum(['deposit', 'balance', 'full']);
export const paymentMethodSchema = z.enum(['mobile_money', 'card']);
export const paymentStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

export const paymentSchema = z.object({
  id: z.string(),
  kind: paymentKindSchema,
  method: paymentMethodSchema,
  provider: z.string(),
  status: paymentStatusSchema,
  amount_cents: z.number().int(),
  currency: z.string(),
  provider_reference: z.string(),
  checkout_url: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const refundSchema = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.string(),
  created_at: z.string(),
});

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

export const createPaymentSchema = z.object({
  kind: z.enum(['deposit', 'balance', 'full'], { message: 'Choose deposit, balance or full' }).optional(),
  method: paymentMethodSchema.default('mobile_money'),
  /** Mobile money: the number that receives the push. */
  phone: text().trim().max(20).optional(),
  /**
   * Where the sandbox checkout page sends the payer afterwards: a path of this site (the shared
   * redirect rule), in plain URL characters (it goes into a Location header) and without a fragment
   * (the server appends a query to it).
   */
  return_path: text()
    .max(300)
    .regex(/^[\w\-./?=&%]*$/, { message: 'The return path must be a path on this site' })
    .refine((path) => safeRedirectPath(path) === path, {
      message: 'The return path must be a path on this site',
    })
    .optional(),
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

// ── Sandbox payment provider ─────────────────────────────────────────────────────────────────────

/** The body of the sandbox provider's webhook (signed with HMAC-SHA256 in `x-sandbox-signature`). */
export const sandboxWebhookSchema = z.object({
  event_id: text().min(8).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  payment_reference: text().min(8).max(100),
  amount_cents: wholeNumber('Invalid amount'),
  currency: text().length(3),
  occurred_at: text().max(40),
});
export type SandboxWebhook = z.infer<typeof sandboxWebhookSchema>;
export const webhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
