import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import type { MessageKey } from '../i18n/translate';
import { text } from '../input';
import { pageSchema, paginationQuerySchema } from '../pagination';
import {
  paymentChannelSchema,
  paymentKindSchema,
  paymentMethodSchema,
  paymentStatusSchema,
} from './payments';

/**
 * A traveler's payments and refunds (issue 14, "Travelers"), and the receipt of each succeeded
 * payment (printable page and PDF). Only the signed-in user's own rows: another's is 404, as an id
 * that does not exist. Amounts are integer minor units (both currencies count in hundredths).
 */

/** `:id` of a payment: a uuid (anything else is the same 404 as an unknown payment). */
export const paymentIdParamSchema = z.object({
  id: text().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: 'receipts.notFound' satisfies MessageKey,
  }),
});

/** The booking a payment or refund belongs to, as a line of the list names it. */
export const paymentHistoryBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(['safari', 'trip']),
  /** The safari package's title or the transport route's name. */
  title: z.string(),
});

/**
 * One line of the list: a payment or a refund. `amount_cents`/`currency` is what moved in the currency
 * the payer paid in (TZS for a safari paid by mobile money); `booking_amount_cents`/`booking_currency`
 * is the same money in the booking's currency, with the rate used when the two differ.
 */
export const paymentHistoryItemSchema = z.object({
  type: z.enum(['payment', 'refund']),
  id: z.string(),
  state: paymentStatusSchema,
  /** Of a payment: deposit, balance or full; of a refund: the kind of the payment it gives back (null before issue 14). */
  kind: paymentKindSchema.nullable(),
  method: paymentMethodSchema.nullable(),
  /** The network or card (null for payments made before networks were asked). */
  channel: paymentChannelSchema.nullable(),
  amount_cents: z.number().int(),
  currency: z.string(),
  booking_amount_cents: z.number().int(),
  booking_currency: z.string(),
  /** USD→TZS used ('2585.50') when the currency paid differs from the booking's, else null. */
  tzs_per_usd: z.string().nullable(),
  /** A refund's reason; a failed payment's failure reason; else null. */
  reason: z.string().nullable(),
  booking: paymentHistoryBookingSchema,
  /** Of a succeeded payment: its receipt number (`RCT-…`); null otherwise. */
  receipt_number: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const paymentHistoryPageSchema = pageSchema(paymentHistoryItemSchema);
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPageSchema>;

const partySchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

/** A succeeded payment's receipt: everything the printable page and the PDF show. */
export const receiptSchema = z.object({
  /** Stable: derived from the payment (`RCT-` + its reference). */
  receipt_number: z.string(),
  payment_id: z.string(),
  /** When the payment succeeded (ISO 8601). */
  issued_at: z.string(),
  platform: z.object({ name: z.string(), support_email: z.string(), website: z.string() }),
  /** The operator whose safari or trip was paid for. */
  operator: partySchema.extend({ company_name: z.string() }),
  /** The lead traveler of the booking. */
  traveler: z.object({ name: z.string(), email: z.string() }),
  booking: z.object({
    id: z.string(),
    reference: z.string(),
    kind: z.enum(['safari', 'trip']),
    title: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
  }),
  payment: z.object({
    kind: paymentKindSchema,
    method: paymentMethodSchema,
    channel: paymentChannelSchema.nullable(),
    /** What was paid, in the currency paid. */
    amount_cents: z.number().int(),
    currency: z.string(),
    /** The same in the booking's currency, and the rate when converted (else null). */
    booking_amount_cents: z.number().int(),
    booking_currency: z.string(),
    tzs_per_usd: z.string().nullable(),
    provider_reference: z.string(),
    reference: z.string().nullable(),
  }),
  /** The booking's money now, in its currency: total, paid so far (net of refunds), balance due. */
  totals: z.object({
    currency: z.string(),
    total_cents: z.number().int(),
    paid_cents: z.number().int(),
    refunded_cents: z.number().int(),
    balance_cents: z.number().int(),
    balance_due_date: z.string().nullable(),
  }),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /me/payments, GET /me/payments/:id/receipt and its PDF. */
export const paymentHistoryRoutes = defineRoutes({
  /** The signed-in user's payments and refunds, newest first. */
  'GET /me/payments': {
    query: paginationQuerySchema,
    response: { 200: paymentHistoryPageSchema },
  },
  /** The receipt of one of the user's succeeded payments (404 otherwise). */
  'GET /me/payments/:id/receipt': {
    params: paymentIdParamSchema,
    response: { 200: receiptSchema },
  },
  /** The same receipt as application/pdf (inline: it opens in the browser's viewer). */
  'GET /me/payments/:id/receipt/pdf': {
    params: paymentIdParamSchema,
  },
});
