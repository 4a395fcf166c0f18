import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import type { MessageKey } from '../i18n/translate';
import { text } from '../input';
import { pageSchema, paginationQuerySchema } from '../pagination';
import { COMMISSION_SEGMENTS, MAX_COMMISSION_BASIS_POINTS } from './commission';
import { parseTzsPerUsd } from './exchange';
import {
  paymentChannelSchema,
  paymentKindSchema,
  paymentMethodSchema,
  paymentStatusSchema,
} from './payments';

/**
 * The admin's finance page (issue 14, "Admin"): the platform's commission, the rates in force and their
 * history, pending payments, and the reconciliation of providers' word against the ledger. Every route:
 * admins only (401 anonymous, 403 anyone else). Amounts are integer minor units (both currencies count
 * in hundredths).
 */

// ── Rates ────────────────────────────────────────────────────────────────────────────────────────

/** The USD→TZS rate an admin may set, in hundredths (the same bounds as TZS_PER_USD: 100–100 000). */
export const TZS_PER_USD_BOUNDS = { min: 100_00, max: 100_000_00 } as const;

/** '2585.5' → 258 550 when it is a rate an admin may set (two decimals at most, within the bounds), else null. */
export function parseAdminTzsPerUsd(value: string | number): number | null {
  const hundredths = parseTzsPerUsd(value);
  if (hundredths === null) return null;
  return hundredths >= TZS_PER_USD_BOUNDS.min && hundredths <= TZS_PER_USD_BOUNDS.max ? hundredths : null;
}

/** '10', '7.5', '12.25' (percent, 0–50, two decimals at most) → basis points; null otherwise. */
export function parseCommissionPercent(value: string | number): number | null {
  const written = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(written);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= MAX_COMMISSION_BASIS_POINTS ? basisPoints : null;
}

/** Basis points as the percent people read ('10', '7.5', '12.25'). */
export function formatCommissionPercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const hundredths = basisPoints % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

export const commissionSegmentSchema = z.enum(COMMISSION_SEGMENTS, {
  message: 'finance.segmentInvalid' satisfies MessageKey,
});

const rateInput = z.union([text().trim().max(20), z.number()]);

export const setCommissionSchema = z.object({
  segment: commissionSegmentSchema,
  /** Percent with at most two decimals, 0–50 ('7.5'). */
  percent: rateInput.refine((v) => parseCommissionPercent(v) !== null, {
    message: 'finance.commissionInvalid' satisfies MessageKey,
  }),
});

export const setTzsPerUsdSchema = z.object({
  /** Shillings per dollar with at most two decimals ('2585.50'). */
  tzs_per_usd: rateInput.refine((v) => parseAdminTzsPerUsd(v) !== null, {
    message: 'finance.rateInvalid' satisfies MessageKey,
  }),
});

const setBySchema = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

export const commissionRateChangeSchema = z.object({
  id: z.number().int(),
  segment: commissionSegmentSchema,
  basis_points: z.number().int(),
  /** The same as a percent ('7.5'). */
  percent: z.string(),
  /** The admin who set it (null when their account is gone). */
  set_by: setBySchema,
  created_at: z.string(),
});
export type CommissionRateChange = z.infer<typeof commissionRateChangeSchema>;

export const exchangeRateChangeSchema = z.object({
  id: z.number().int(),
  /** Shillings per dollar ('2585.50'). */
  tzs_per_usd: z.string(),
  set_by: setBySchema,
  created_at: z.string(),
});
export type ExchangeRateChange = z.infer<typeof exchangeRateChangeSchema>;

export const commissionHistoryQuerySchema = paginationQuerySchema.extend({
  segment: commissionSegmentSchema.optional(),
});

// ── Overview ─────────────────────────────────────────────────────────────────────────────────────

const amountSchema = z.object({ currency: z.string(), amount_cents: z.number().int() });

export const financeOverviewSchema = z.object({
  commission: z.object({
    /** Since the first of this month in Tanzania (Africa/Dar_es_Salaam). */
    month_start: z.string(),
    this_month: z.array(amountSchema),
    all_time: z.array(amountSchema),
  }),
  rates: z.object({
    /** The commission in force per segment (what new bookings are charged). */
    commission: z.array(
      z.object({
        segment: commissionSegmentSchema,
        basis_points: z.number().int(),
        percent: z.string(),
        /** False while the default of the issue applies (no admin has set one). */
        set: z.boolean(),
      }),
    ),
    /** USD→TZS in force ('2500.00'), and whether an admin set it (else TZS_PER_USD). */
    tzs_per_usd: z.string(),
    tzs_per_usd_set: z.boolean(),
  }),
  counts: z.object({
    pending_payments: z.number().int(),
    payouts_awaiting_approval: z.number().int(),
    failed_refunds: z.number().int(),
    reconciliation_problems: z.number().int(),
  }),
  /** Ledger transactions that do not balance: always empty (the database refuses them), shown as a proof. */
  ledger: z.object({
    balanced: z.boolean(),
    transactions: z.number().int(),
    unbalanced: z.array(z.object({ key: z.string(), currency: z.string(), sum: z.number().int() })),
  }),
});
export type FinanceOverview = z.infer<typeof financeOverviewSchema>;

// ── Payments ─────────────────────────────────────────────────────────────────────────────────────

/** Provider status names that mean a final outcome (each provider spells its own). */
export const PROVIDER_SUCCESS_STATES = ['COMPLETED', 'SUCCESS', 'SETTLED', 'APPROVED'] as const;
export const PROVIDER_FAILURE_STATES = ['FAILED', 'DECLINED', 'REJECTED', 'CANCELLED'] as const;

/** What a provider's status name says of the payment: succeeded, failed, or nothing final yet (null). */
export function providerStateOutcome(state: string | null | undefined): 'succeeded' | 'failed' | null {
  if (!state) return null;
  const word = state.trim().toUpperCase();
  if ((PROVIDER_SUCCESS_STATES as readonly string[]).includes(word)) return 'succeeded';
  if ((PROVIDER_FAILURE_STATES as readonly string[]).includes(word)) return 'failed';
  return null;
}

const financeBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(['safari', 'trip']),
});

export const financePaymentSchema = z.object({
  id: z.string(),
  booking: financeBookingSchema,
  kind: paymentKindSchema,
  status: paymentStatusSchema,
  provider: z.string(),
  method: paymentMethodSchema,
  channel: paymentChannelSchema.nullable(),
  /** Our reference at the provider (null before issue 14) and the provider's own. */
  reference: z.string().nullable(),
  provider_reference: z.string(),
  /** What the payer was charged, in the currency charged. */
  charged_amount_cents: z.number().int(),
  charged_currency: z.string(),
  created_at: z.string(),
  /** Seconds since it was opened. */
  age_seconds: z.number().int(),
  /** How often the status-query job asked the provider, when last, and what it said. */
  check_attempts: z.number().int(),
  provider_state: z.string().nullable(),
  provider_checked_at: z.string().nullable(),
  next_check_at: z.string().nullable(),
});
export type FinancePayment = z.infer<typeof financePaymentSchema>;
export const financePaymentPageSchema = pageSchema(financePaymentSchema);

// ── Reconciliation ───────────────────────────────────────────────────────────────────────────────

/**
 * - succeeded_without_ledger: we say succeeded, the ledger has no `payment:<id>` posting.
 * - ledger_without_success: the ledger has the posting, the payment is not succeeded.
 * - provider_disagrees: the provider's last word is a final outcome our status differs from.
 * - stuck_pending: pending for more than 24 hours.
 * - refund_failed: a refund the provider refused: a person must give the money back.
 */
export const RECONCILIATION_PROBLEMS = [
  'succeeded_without_ledger',
  'ledger_without_success',
  'provider_disagrees',
  'stuck_pending',
  'refund_failed',
] as const;
export type ReconciliationProblem = (typeof RECONCILIATION_PROBLEMS)[number];
export const reconciliationProblemSchema = z.enum(RECONCILIATION_PROBLEMS, {
  message: 'finance.problemInvalid' satisfies MessageKey,
});

/** A pending payment is stuck after this long. */
export const STUCK_PENDING_HOURS = 24;

export const reconciliationQuerySchema = paginationQuerySchema.extend({
  problem: reconciliationProblemSchema.optional(),
});

export const reconciliationItemSchema = z.object({
  problem: reconciliationProblemSchema,
  /** Since when (the payment's or refund's time that shows the problem). */
  since: z.string(),
  booking: financeBookingSchema,
  /** The payment concerned (null only for a failed refund recorded before issue 14). */
  payment: financePaymentSchema.nullable(),
  refund: z
    .object({
      id: z.string(),
      amount_cents: z.number().int(),
      currency: z.string(),
      reason: z.string(),
      created_at: z.string(),
    })
    .nullable(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;
export const reconciliationPageSchema = pageSchema(reconciliationItemSchema);

/** `:id` of a payment (anything that is not a uuid is the same 404 as an unknown payment). */
export const financePaymentParamsSchema = z.object({ id: text().max(100) });

/** After asking the provider again: what it said, and the payment as it is now. */
export const recheckResultSchema = z.object({
  provider_says: paymentStatusSchema,
  payment: financePaymentSchema,
});

export const financeRoutes = defineRoutes({
  /** Commission this month and all time, the rates in force, what needs attention, the ledger's proof. */
  'GET /admin/finance/overview': {
    response: { 200: financeOverviewSchema },
  },
  /** Sets a segment's commission (new bookings only: each booking keeps the rate it was made at). */
  'POST /admin/finance/commission': {
    body: setCommissionSchema,
    response: { 201: commissionRateChangeSchema },
  },
  /** The commission's history, newest first (one segment or both). */
  'GET /admin/finance/commission': {
    query: commissionHistoryQuerySchema,
    response: { 200: pageSchema(commissionRateChangeSchema) },
  },
  /** Sets the USD→TZS rate for mobile-money payments of USD bookings from now on. */
  'POST /admin/finance/exchange-rate': {
    body: setTzsPerUsdSchema,
    response: { 201: exchangeRateChangeSchema },
  },
  /** The rate's history, newest first. */
  'GET /admin/finance/exchange-rate': {
    query: paginationQuerySchema,
    response: { 200: pageSchema(exchangeRateChangeSchema) },
  },
  /** Payments still pending, oldest first. */
  'GET /admin/finance/pending-payments': {
    query: paginationQuerySchema,
    response: { 200: financePaymentPageSchema },
  },
  /** Payments whose provider's word and the ledger disagree, a row per problem, oldest first. */
  'GET /admin/finance/reconciliation': {
    query: reconciliationQuerySchema,
    response: { 200: reconciliationPageSchema },
  },
  /** Asks the payment's provider for its status now and applies the answer. */
  'POST /admin/finance/payments/:id/recheck': {
    params: financePaymentParamsSchema,
    response: { 200: recheckResultSchema },
  },
});
