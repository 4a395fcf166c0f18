import { commissionOf, commissionReversalOf } from './commission';

/**
 * The double-entry ledger's rules (issue 14), pure: each money movement is a set of entries that sum to
 * zero per currency. Debits are positive, credits negative. The API posts these in the same database
 * transaction as the change that causes them; balances are sums of entries, never stored apart.
 *
 * Accounts:
 * - `provider_cash` (asset): money held for us by a payment provider.
 * - `operator_pending` (liability, per operator): earned on a booking whose trip or safari is not over.
 * - `operator_available` (liability, per operator): released after it ended; can be paid out.
 * - `operator_payout_in_flight` (liability, per operator): requested for a payout, not yet sent.
 * - `platform_commission` (revenue): the platform's share.
 * - `provider_fees` (expense): what a provider kept for a payment.
 */
export const LEDGER_ACCOUNTS = [
  'provider_cash',
  'operator_pending',
  'operator_available',
  'operator_payout_in_flight',
  'platform_commission',
  'provider_fees',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_MOVEMENTS = [
  'payment_received',
  'provider_fee',
  'refund',
  'earnings_released',
  'payout_requested',
  'payout_sent',
  'payout_reversed',
] as const;
export type LedgerMovement = (typeof LEDGER_MOVEMENTS)[number];

export interface LedgerEntry {
  account: LedgerAccount;
  /** The operator whose balance this is (operator_* accounts only). */
  operatorId: string | null;
  /** Debit positive, credit negative, in minor units of `currency`. */
  amountMinor: number;
  currency: string;
}

export interface LedgerPosting {
  movement: LedgerMovement;
  entries: LedgerEntry[];
}

/** True when the entries sum to zero in every currency (and none is fractional). */
export function isBalanced(entries: readonly LedgerEntry[]): boolean {
  const sums = new Map<string, number>();
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountMinor)) return false;
    sums.set(e.currency, (sums.get(e.currency) ?? 0) + e.amountMinor);
  }
  return [...sums.values()].every((sum) => sum === 0);
}

function posting(movement: LedgerMovement, entries: LedgerEntry[]): LedgerPosting {
  const kept = entries.filter((e) => e.amountMinor !== 0);
  if (!isBalanced(kept)) throw new Error(`unbalanced ${movement} posting`);
  return { movement, entries: kept };
}

/**
 * A payment arrived: the provider holds it; the operator earns it less the commission (pending until
 * the trip is over); the platform earns the commission.
 */
export function paymentReceivedPosting(input: {
  operatorId: string;
  amountMinor: number;
  currency: string;
  commissionBasisPoints: number;
}): LedgerPosting & { commissionMinor: number } {
  const { operatorId, amountMinor, currency } = input;
  const commissionMinor = commissionOf(amountMinor, input.commissionBasisPoints);
  return {
    ...posting('payment_received', [
      { account: 'provider_cash', operatorId: null, amountMinor, currency },
      { account: 'operator_pending', operatorId, amountMinor: -(amountMinor - commissionMinor), currency },
      { account: 'platform_commission', operatorId: null, amountMinor: -commissionMinor, currency },
    ]),
    commissionMinor,
  };
}

/** What a provider kept of a payment: the platform bears it (the operator's earning is untouched). */
export function providerFeePosting(input: { feeMinor: number; currency: string }): LedgerPosting {
  return posting('provider_fee', [
    { account: 'provider_fees', operatorId: null, amountMinor: input.feeMinor, currency: input.currency },
    { account: 'provider_cash', operatorId: null, amountMinor: -input.feeMinor, currency: input.currency },
  ]);
}

/**
 * Money given back to a traveler: it leaves the provider; the operator's pending earning and the
 * platform's commission give back their proportional shares (commissionReversalOf).
 */
export function refundPosting(input: {
  operatorId: string;
  refundMinor: number;
  currency: string;
  /** What the booking kept before this refund (paid less refunded). */
  keptMinor: number;
  /** The commission the platform holds on the booking before this refund. */
  commissionHeldMinor: number;
}): LedgerPosting & { commissionReversedMinor: number } {
  const { operatorId, refundMinor, currency } = input;
  const commissionReversedMinor = commissionReversalOf(
    refundMinor,
    input.keptMinor,
    input.commissionHeldMinor,
  );
  return {
    ...posting('refund', [
      {
        account: 'operator_pending',
        operatorId,
        amountMinor: refundMinor - commissionReversedMinor,
        currency,
      },
      { account: 'platform_commission', operatorId: null, amountMinor: commissionReversedMinor, currency },
      { account: 'provider_cash', operatorId: null, amountMinor: -refundMinor, currency },
    ]),
    commissionReversedMinor,
  };
}

/** The trip or safari is over: the operator's pending earning on it becomes available. */
export function earningsReleasedPosting(input: {
  operatorId: string;
  amountMinor: number;
  currency: string;
}): LedgerPosting {
  const { operatorId, amountMinor, currency } = input;
  return posting('earnings_released', [
    { account: 'operator_pending', operatorId, amountMinor, currency },
    { account: 'operator_available', operatorId, amountMinor: -amountMinor, currency },
  ]);
}

/** A payout request sets the amount aside: it is no longer available, nor yet sent. */
export function payoutRequestedPosting(input: {
  operatorId: string;
  amountMinor: number;
  currency: string;
}): LedgerPosting {
  const { operatorId, amountMinor, currency } = input;
  return posting('payout_requested', [
    { account: 'operator_available', operatorId, amountMinor, currency },
    { account: 'operator_payout_in_flight', operatorId, amountMinor: -amountMinor, currency },
  ]);
}

/** The provider confirmed the payout: the money left us for the operator's wallet or bank. */
export function payoutSentPosting(input: {
  operatorId: string;
  amountMinor: number;
  currency: string;
}): LedgerPosting {
  const { operatorId, amountMinor, currency } = input;
  return posting('payout_sent', [
    { account: 'operator_payout_in_flight', operatorId, amountMinor, currency },
    { account: 'provider_cash', operatorId: null, amountMinor: -amountMinor, currency },
  ]);
}

/** A payout failed, was rejected or was reversed: the amount returns to available. */
export function payoutReversedPosting(input: {
  operatorId: string;
  amountMinor: number;
  currency: string;
}): LedgerPosting {
  const { operatorId, amountMinor, currency } = input;
  return posting('payout_reversed', [
    { account: 'operator_payout_in_flight', operatorId, amountMinor, currency },
    { account: 'operator_available', operatorId, amountMinor: -amountMinor, currency },
  ]);
}

/** A liability account's balance as people read it (credits positive): what the platform owes. */
export function owedBalance(sumOfEntries: number): number {
  return sumOfEntries === 0 ? 0 : -sumOfEntries;
}
