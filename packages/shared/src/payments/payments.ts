import { z } from 'zod';
import { safeRedirectPath } from '../auth/redirect';
import { text, wholeNumber } from '../input';
import { PAYMENT_CHANNELS } from './channels';

/** API contracts of payments: a payment attempt, a refund, the request that opens a charge, webhooks. */

export const paymentKindSchema = z.enum(['deposit', 'balance', 'full']);
export const paymentMethodSchema = z.enum(['mobile_money', 'card']);
export const paymentStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export const paymentChannelSchema = z.enum(PAYMENT_CHANNELS, { message: 'payments.unknownChannel' });

export const paymentSchema = z.object({
  id: z.string(),
  kind: paymentKindSchema,
  method: paymentMethodSchema,
  provider: z.string(),
  status: paymentStatusSchema,
  /** In the booking's currency: what this payment settles of the booking. */
  amount_cents: z.number().int(),
  currency: z.string(),
  /** What the payer was charged, in the currency charged (TZS for mobile money), and the rate used. */
  charged_amount_cents: z.number().int(),
  charged_currency: z.string(),
  /** USD→TZS used for a USD booking paid in shillings ('2585.50'), else null. */
  tzs_per_usd: z.string().nullable(),
  /** The network or card (null for payments made before networks were asked). */
  channel: paymentChannelSchema.nullable(),
  /** 'push': approve the prompt on your phone; 'redirect': a hosted page at checkout_url. */
  flow: z.enum(['push', 'redirect']),
  provider_reference: z.string(),
  checkout_url: z.string().nullable(),
  failure_reason: z.string().nullable(),
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

export const createPaymentSchema = z.object({
  kind: z.enum(['deposit', 'balance', 'full'], { message: 'payments.kindInvalid' }).optional(),
  /** The network or card. Without it, `method` decides (card; or mobile money on the provider's default network). */
  channel: paymentChannelSchema.optional(),
  method: paymentMethodSchema.default('mobile_money'),
  /** Mobile money: the Tanzanian number that receives the prompt (the lead traveler's phone when absent). */
  phone: text().trim().max(20).optional(),
  /**
   * Where the sandbox checkout page sends the payer afterwards: a path of this site (the shared
   * redirect rule), in plain URL characters (it goes into a Location header) and without a fragment
   * (the server appends a query to it).
   */
  return_path: text()
    .max(300)
    .regex(/^[\w\-./?=&%]*$/, { message: 'payments.returnPathInvalid' })
    .refine((path) => safeRedirectPath(path) === path, {
      message: 'payments.returnPathInvalid',
    })
    .optional(),
});
// ── Sandbox payment provider ─────────────────────────────────────────────────────────────────────

/** The body of the sandbox provider's webhook (signed with HMAC-SHA256 in `x-sandbox-signature`). */
export const sandboxWebhookSchema = z.object({
  event_id: text().min(8).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  payment_reference: text().min(8).max(100),
  amount_cents: wholeNumber('payments.amountInvalid'),
  currency: text().length(3),
  occurred_at: text().max(40),
});
export type SandboxWebhook = z.infer<typeof sandboxWebhookSchema>;
export const webhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** What the checkout offers on this server: the channels a provider is configured for, and the rate for TSh beside USD. */
export const paymentOptionsSchema = z.object({
  channels: z.array(paymentChannelSchema),
  /** Hundredths of a shilling per dollar, as a decimal string ('2500.00'). */
  tzs_per_usd: z.string(),
  /** The smallest mobile-money charge, in TZS hundredths. */
  mobile_money_minimum_cents: z.number().int(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** `:reference` of the sandbox checkout page and its approve/decline forms. */
export const sandboxCheckoutParamSchema = z.object({
  reference: z.string().regex(/^sbx_[0-9a-f]{32}$/, { message: 'payments.unknownPayment' }),
});
