import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import type { MessageKey } from '../i18n/translate';
import { text, wholeNumber } from '../input';
import { pageSchema, paginationQuerySchema } from '../pagination';
import { MOBILE_NETWORKS } from './channels';

/**
 * An operator's earnings (issue 14, "Ledger, commission, payouts"): balances per currency derived from
 * the ledger, a statement by month (and its CSV), payout methods (verified by a code mailed to the
 * account's email; added or removed only with the current password) and payout requests; and the
 * admin's approval or rejection of payouts. An operator sees only its own rows (another's is 404).
 * Amounts are integer minor units: both USD and TZS count in hundredths.
 */

/**
 * The smallest payout per currency, in minor units: TZS 10,000 and USD 10. Below that a transfer's
 * fee eats too much of it; the operator waits until more is available.
 */
export const MINIMUM_PAYOUT_MINOR: Readonly<Record<'TZS' | 'USD', number>> = { TZS: 1_000_000, USD: 1_000 };
export const PAYOUT_CURRENCIES = ['TZS', 'USD'] as const;
export type PayoutCurrency = (typeof PAYOUT_CURRENCIES)[number];

/** A confirmation code is good for 30 minutes and 5 tries. */
export const PAYOUT_METHOD_CODE_LIFETIME_S = 30 * 60;
export const PAYOUT_METHOD_CODE_ATTEMPTS = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const payoutIdParamSchema = z.object({
  id: text().regex(UUID, { message: 'payouts.notFound' satisfies MessageKey }),
});
export const payoutMethodIdParamSchema = z.object({
  id: text().regex(UUID, { message: 'payouts.methodNotFound' satisfies MessageKey }),
});

export const payoutStatusSchema = z.enum(['requested', 'approved', 'sending', 'paid', 'failed', 'rejected']);
export type PayoutStatusName = z.infer<typeof payoutStatusSchema>;
export const payoutMethodKindSchema = z.enum(['mobile_money', 'bank']);
export const payoutMethodStatusSchema = z.enum(['unverified', 'verified']);

/** A payout method as answered: numbers masked but for their last 4 digits. */
export const payoutMethodSchema = z.object({
  id: z.string(),
  kind: payoutMethodKindSchema,
  status: payoutMethodStatusSchema,
  network: z.enum(MOBILE_NETWORKS).nullable(),
  /** `•••••••5678` (mobile money) */
  phone_masked: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  /** `••••••1234` (bank) */
  account_number_masked: z.string().nullable(),
  /** Whether a code is waiting to be entered (unexpired, tries left). */
  code_pending: z.boolean(),
  created_at: z.string(),
  verified_at: z.string().nullable(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: payoutStatusSchema,
  amount_cents: z.number().int(),
  currency: z.string(),
  /** What the provider sent, in TZS (mobile money is in shillings), and the USD→TZS rate used ('2585.50'). */
  sent_amount_cents: z.number().int().nullable(),
  sent_currency: z.string().nullable(),
  tzs_per_usd: z.string().nullable(),
  method: payoutMethodSchema,
  failure_reason: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const earningsBalanceSchema = z.object({
  currency: z.string(),
  /** Earned on bookings whose trip or safari is not over (released after the trip ends). */
  pending_cents: z.number().int(),
  /** Can be paid out. */
  available_cents: z.number().int(),
  /** Set aside by an open payout request. */
  in_flight_cents: z.number().int(),
  /** Sent by payouts, all time. */
  paid_out_cents: z.number().int(),
  minimum_payout_cents: z.number().int(),
});
export type EarningsBalance = z.infer<typeof earningsBalanceSchema>;

export const earningsSummarySchema = z.object({
  balances: z.array(earningsBalanceSchema),
  /** The one payout not yet final (requested, approved or sending), if any. */
  open_payout: payoutSchema.nullable(),
  /** False when no provider on this server can send payouts (requests wait for the admin). */
  payout_provider_configured: z.boolean(),
  minimum_payout_cents: z.object({ TZS: z.number().int(), USD: z.number().int() }),
});
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const statementQuerySchema = z.object({
  /** `YYYY-MM` (default: the current month, UTC). */
  month: text()
    .regex(MONTH, { message: 'payouts.monthInvalid' satisfies MessageKey })
    .refine((m) => m >= '2000-01' && m <= '2100-12', { message: 'payouts.monthInvalid' satisfies MessageKey })
    .optional(),
});

export const statementAccountSchema = z.enum(['pending', 'available', 'in_flight']);
export const statementLineSchema = z.object({
  /** The ledger entry. */
  id: z.number().int(),
  occurred_at: z.string(),
  movement: z.enum([
    'payment_received',
    'provider_fee',
    'refund',
    'earnings_released',
    'payout_requested',
    'payout_sent',
    'payout_reversed',
  ]),
  account: statementAccountSchema,
  /** What the operator is owed more (positive) or less (negative) on that account. */
  amount_cents: z.number().int(),
  currency: z.string(),
  booking_reference: z.string().nullable(),
  payout_reference: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementTotalSchema = z.object({
  currency: z.string(),
  /** Earned on bookings this month (payments less commission, less refunds). */
  earned_cents: z.number().int(),
  /** Released from pending to available. */
  released_cents: z.number().int(),
  /** Sent by payouts (less reversals of sent payouts). */
  paid_out_cents: z.number().int(),
});

export const statementSchema = z.object({
  month: z.string(),
  lines: z.array(statementLineSchema),
  totals: z.array(statementTotalSchema),
  /** Months with any movement, newest first (`YYYY-MM`). */
  months: z.array(z.string()),
});
export type Statement = z.infer<typeof statementSchema>;

const password = text()
  .min(1, { message: 'payouts.passwordRequired' satisfies MessageKey })
  .max(256, { message: 'payouts.passwordRequired' satisfies MessageKey });

export const addPayoutMethodSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('mobile_money'),
      network: z.enum(MOBILE_NETWORKS, { message: 'payouts.networkInvalid' satisfies MessageKey }),
      phone: text()
        .trim()
        .min(1, { message: 'payouts.phoneInvalid' satisfies MessageKey })
        .max(20, { message: 'payouts.phoneInvalid' satisfies MessageKey }),
      current_password: password,
    }),
    z.object({
      kind: z.literal('bank'),
      bank_name: text()
        .trim()
        .min(2, { message: 'payouts.bankNameInvalid' satisfies MessageKey })
        .max(100, { message: 'payouts.bankNameInvalid' satisfies MessageKey }),
      account_name: text()
        .trim()
        .min(2, { message: 'payouts.accountNameInvalid' satisfies MessageKey })
        .max(100, { message: 'payouts.accountNameInvalid' satisfies MessageKey }),
      account_number: text()
        .trim()
        .regex(/^[0-9A-Za-z -]{6,34}$/, { message: 'payouts.accountNumberInvalid' satisfies MessageKey }),
      current_password: password,
    }),
  ],
  { message: 'payouts.kindInvalid' satisfies MessageKey },
);
export type AddPayoutMethodInput = z.input<typeof addPayoutMethodSchema>;

export const verifyPayoutMethodSchema = z.object({
  code: text()
    .trim()
    .regex(/^\d{6}$/, { message: 'payouts.codeFormat' satisfies MessageKey }),
});
export const removePayoutMethodSchema = z.object({ current_password: password });

export const requestPayoutSchema = z.object({
  method_id: text().regex(UUID, { message: 'payouts.methodNotFound' satisfies MessageKey }),
  currency: z.enum(PAYOUT_CURRENCIES, { message: 'payouts.currencyInvalid' satisfies MessageKey }),
  /** Default: all that is available in that currency. */
  amount_cents: wholeNumber('payouts.amountInvalid', 1, Number.MAX_SAFE_INTEGER).optional(),
});
export type RequestPayoutInput = z.input<typeof requestPayoutSchema>;

export const adminPayoutSchema = payoutSchema.extend({
  operator: z.object({ id: z.string(), company_name: z.string().nullable(), email: z.string() }),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminPayoutsQuerySchema = paginationQuerySchema.extend({
  status: payoutStatusSchema.optional(),
});

export const rejectPayoutSchema = z.object({
  reason: text()
    .trim()
    .min(3, { message: 'payouts.reasonRequired' satisfies MessageKey })
    .max(500, { message: 'payouts.reasonRequired' satisfies MessageKey }),
});

export const payoutMethodsListSchema = z.object({ items: z.array(payoutMethodSchema) });
export const payoutDetailSchema = z.object({ detail: z.string() });

/** The operator's own earnings, statement, methods and payouts (operators only: 403 for anyone else). */
export const earningsRoutes = defineRoutes({
  'GET /operator/earnings': {
    response: { 200: earningsSummarySchema },
  },
  'GET /operator/earnings/statement': {
    query: statementQuerySchema,
    response: { 200: statementSchema },
  },
  /** A CSV file (no JSON answer): downloaded, never called. */
  'GET /operator/earnings/statement.csv': {
    query: statementQuerySchema,
  },
  'GET /operator/payout-methods': {
    response: { 200: payoutMethodsListSchema },
  },
  /** Needs the current password; the new method is unverified until its mailed code is entered. */
  'POST /operator/payout-methods': {
    body: addPayoutMethodSchema,
    response: { 201: payoutMethodSchema },
  },
  'POST /operator/payout-methods/:id/verify': {
    params: payoutMethodIdParamSchema,
    body: verifyPayoutMethodSchema,
    response: { 200: payoutMethodSchema },
  },
  /** A fresh code (the previous one stops working). */
  'POST /operator/payout-methods/:id/resend': {
    params: payoutMethodIdParamSchema,
    response: { 200: payoutMethodSchema },
  },
  /** Needs the current password. */
  'POST /operator/payout-methods/:id/remove': {
    params: payoutMethodIdParamSchema,
    body: removePayoutMethodSchema,
    response: { 200: payoutDetailSchema },
  },
  'GET /operator/payouts': {
    query: paginationQuerySchema,
    response: { 200: pageSchema(payoutSchema) },
  },
  /** 409 `payouts.alreadyOpen` while another payout is open; 400 over available, below minimum, unverified method. */
  'POST /operator/payouts': {
    body: requestPayoutSchema,
    response: { 201: payoutSchema },
  },
  /** Admins only: every operator's payouts, newest first (filter by status). */
  'GET /admin/payouts': {
    query: adminPayoutsQuerySchema,
    response: { 200: pageSchema(adminPayoutSchema) },
  },
  /** Admins only: a requested payout is approved and sent by the job queue. 409 unless requested. */
  'POST /admin/payouts/:id/approve': {
    params: payoutIdParamSchema,
    response: { 200: adminPayoutSchema },
  },
  /** Admins only: a requested payout is rejected, its amount back to available. 409 unless requested. */
  'POST /admin/payouts/:id/reject': {
    params: payoutIdParamSchema,
    body: rejectPayoutSchema,
    response: { 200: adminPayoutSchema },
  },
});
