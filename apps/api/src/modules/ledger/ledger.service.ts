import { owedBalance, type LedgerPosting } from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';

/**
 * The ledger's writes and reads (rules: packages/shared/src/payments/ledger.ts). Every write happens in
 * the caller's transaction, with the change that causes it; a posting is named by a unique key, so a
 * retried transaction or a replayed event posts it once. The database refuses an unbalanced
 * transaction at commit and any edit of a posted entry (migration 0011).
 */

export interface PostingRefs {
  /** Names the movement once and for all: `payment:<id>`, `refund:<id>`, `release:<booking>`, … */
  key: string;
  bookingId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  memo?: string;
}

/** Posts a movement's entries. Answers false (and writes nothing) when its key was posted before. */
export async function postLedger(tx: Database, posting: LedgerPosting, refs: PostingRefs): Promise<boolean> {
  if (posting.entries.length === 0) return false;
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      key: refs.key,
      movement: posting.movement,
      bookingId: refs.bookingId ?? null,
      paymentId: refs.paymentId ?? null,
      refundId: refs.refundId ?? null,
      payoutId: refs.payoutId ?? null,
      memo: refs.memo ?? '',
    })
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id });
  if (!row) return false;
  await tx.insert(ledgerEntries).values(
    posting.entries.map((e) => ({
      transactionId: row.id,
      account: e.account,
      operatorId: e.operatorId,
      amountMinor: e.amountMinor,
      currency: e.currency,
    })),
  );
  return true;
}

export interface OperatorBalance {
  currency: string;
  /** Earned on bookings whose trip or safari is not over yet. */
  pendingMinor: number;
  /** Released after the trip: can be paid out. */
  availableMinor: number;
  /** Set aside by a payout request not yet sent. */
  inFlightMinor: number;
  /** Sent to the operator by payouts, all time. */
  paidOutMinor: number;
}

/** An operator's balances per currency, derived from the entries (never stored apart). */
export async function operatorBalances(db: Database, operatorId: string): Promise<OperatorBalance[]> {
  const rows = await db.execute<{
    currency: string;
    pending: string;
    available: string;
    in_flight: string;
    paid_out: string;
  }>(sql`
    select e.currency,
      coalesce(sum(e.amount_minor) filter (where e.account = 'operator_pending'), 0) as pending,
      coalesce(sum(e.amount_minor) filter (where e.account = 'operator_available'), 0) as available,
      coalesce(sum(e.amount_minor) filter (where e.account = 'operator_payout_in_flight'), 0) as in_flight,
      coalesce(sum(e.amount_minor) filter (where e.account = 'operator_payout_in_flight' and t.movement = 'payout_sent'), 0) as paid_out
    from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    where e.operator_id = ${operatorId}::uuid
    group by e.currency
    order by e.currency`);
  return rows.rows.map((r) => ({
    currency: String(r.currency),
    pendingMinor: owedBalance(Number(r.pending)),
    availableMinor: owedBalance(Number(r.available)),
    inFlightMinor: owedBalance(Number(r.in_flight)),
    // payout_sent debits in-flight: each debit is money that reached the operator.
    paidOutMinor: Number(r.paid_out),
  }));
}

/**
 * What the ledger holds for one booking: the operator's pending earning on it and the platform's
 * commission on it (both as owed amounts, credits positive).
 */
export async function bookingLedger(
  db: Database,
  bookingId: string,
): Promise<{ pendingMinor: number; commissionMinor: number; receivedMinor: number }> {
  const rows = await db.execute<{ pending: string; commission: string; received: string }>(sql`
    select
      coalesce(sum(e.amount_minor) filter (where e.account = 'operator_pending'), 0) as pending,
      coalesce(sum(e.amount_minor) filter (where e.account = 'platform_commission'), 0) as commission,
      coalesce(sum(e.amount_minor) filter (where e.account = 'provider_cash' and t.movement in ('payment_received', 'refund')), 0) as received
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    where t.booking_id = ${bookingId}::uuid`);
  const r = rows.rows[0];
  return {
    pendingMinor: owedBalance(Number(r?.pending ?? 0)),
    commissionMinor: owedBalance(Number(r?.commission ?? 0)),
    receivedMinor: Number(r?.received ?? 0),
  };
}

/** The commission one payment's receipt posted (0 when it was posted without commission or not at all). */
export async function paymentCommission(db: Database, paymentId: string): Promise<number> {
  const rows = await db.execute<{ commission: string }>(sql`
    select coalesce(sum(e.amount_minor), 0) as commission
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    where t.key = ${`payment:${paymentId}`} and e.account = 'platform_commission'`);
  return owedBalance(Number(rows.rows[0]?.commission ?? 0));
}

/**
 * Ledger transactions whose entries do not sum to zero in some currency. Always empty: the database
 * refuses such a commit. The tests and the admin's finance page ask anyway, as a proof.
 */
export async function unbalancedTransactions(
  db: Database,
): Promise<{ key: string; currency: string; sum: number }[]> {
  const rows = await db.execute<{ key: string; currency: string; sum: string }>(sql`
    select t.key, e.currency, sum(e.amount_minor) as sum
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    group by t.key, e.currency having sum(e.amount_minor) <> 0`);
  return rows.rows.map((r) => ({ key: String(r.key), currency: String(r.currency), sum: Number(r.sum) }));
}

/** The platform's commission per currency, from a date on (all time when `since` is null). */
export async function platformCommission(
  db: Database,
  since: Date | null,
): Promise<{ currency: string; amountMinor: number }[]> {
  const rows = await db.execute<{ currency: string; amount: string }>(sql`
    select e.currency, coalesce(sum(e.amount_minor), 0) as amount
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where e.account = 'platform_commission'
      ${since ? sql`and t.occurred_at >= ${since.toISOString()}::timestamptz` : sql``}
    group by e.currency order by e.currency`);
  return rows.rows.map((r) => ({ currency: String(r.currency), amountMinor: owedBalance(Number(r.amount)) }));
}
