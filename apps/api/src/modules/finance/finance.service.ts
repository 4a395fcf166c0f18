import {
  COMMISSION_SEGMENTS,
  PROVIDER_FAILURE_STATES,
  PROVIDER_SUCCESS_STATES,
  STUCK_PENDING_HOURS,
  formatCommissionPercent,
  formatTzsPerUsd,
  type CommissionRateChange,
  type CommissionSegment,
  type ExchangeRateChange,
  type FinanceOverview,
  type FinancePayment,
  type Language,
  type Message,
  type Page,
  type ReconciliationItem,
  type ReconciliationProblem,
} from '@dala/shared';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readerText } from '../bookings';
import { commissionRates, exchangeRates, users } from '../../db/schema';
import {
  currentCommissionBasisPoints,
  currentTzsPerUsd,
  platformCommission,
  unbalancedTransactions,
} from '../ledger';

/**
 * The admin's finance page (issue 14): reads over payments, refunds, payouts and the ledger. Every
 * list is paged and ordered on indexed columns; the reconciliation is one query over payments that
 * probes the ledger by its unique key, so its cost grows with the payments, never with their square.
 */

/** Tanzania keeps East Africa Time (UTC+3) all year: "this month" starts at 00:00 EAT on the 1st. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

export function monthStartInTanzania(now: Date): Date {
  const local = new Date(now.getTime() + EAT_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - EAT_OFFSET_MS);
}

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));

// ── Overview ─────────────────────────────────────────────────────────────────────────────────────

export async function financeOverview(
  db: Database,
  configuredTzsPerUsd: number,
  now = new Date(),
): Promise<FinanceOverview> {
  const monthStart = monthStartInTanzania(now);
  const [thisMonth, allTime, commission, rateRows, counts, unbalanced, transactions, problems] =
    await Promise.all([
      platformCommission(db, monthStart),
      platformCommission(db, null),
      Promise.all(
        COMMISSION_SEGMENTS.map(async (segment) => {
          const [basisPoints, [setRow]] = await Promise.all([
            currentCommissionBasisPoints(db, segment),
            db.select({ n: count() }).from(commissionRates).where(eq(commissionRates.segment, segment)),
          ]);
          return {
            segment,
            basis_points: basisPoints,
            percent: formatCommissionPercent(basisPoints),
            set: (setRow?.n ?? 0) > 0,
          };
        }),
      ),
      Promise.all([currentTzsPerUsd(db, configuredTzsPerUsd), db.select({ n: count() }).from(exchangeRates)]),
      db.execute<{ pending: string; payouts: string; refunds: string }>(sql`
        select
          (select count(*) from payments where status = 'pending') as pending,
          (select count(*) from payouts where status = 'requested') as payouts,
          (select count(*) from refunds where status = 'failed') as refunds`),
      unbalancedTransactions(db),
      db.execute<{ n: string }>(sql`select count(*) as n from ledger_transactions`),
      reconciliationCount(db),
    ]);
  const [rate, [rateCount]] = rateRows;
  const countRow = counts.rows[0];
  return {
    commission: {
      month_start: monthStart.toISOString(),
      this_month: thisMonth.map((r) => ({ currency: r.currency, amount_cents: r.amountMinor })),
      all_time: allTime.map((r) => ({ currency: r.currency, amount_cents: r.amountMinor })),
    },
    rates: {
      commission,
      tzs_per_usd: formatTzsPerUsd(rate),
      tzs_per_usd_set: (rateCount?.n ?? 0) > 0,
    },
    counts: {
      pending_payments: Number(countRow?.pending ?? 0),
      payouts_awaiting_approval: Number(countRow?.payouts ?? 0),
      failed_refunds: Number(countRow?.refunds ?? 0),
      reconciliation_problems: problems,
    },
    ledger: {
      balanced: unbalanced.length === 0,
      transactions: Number(transactions.rows[0]?.n ?? 0),
      unbalanced,
    },
  };
}

// ── Rates and their history ──────────────────────────────────────────────────────────────────────

const setByName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

export async function commissionHistory(
  db: Database,
  query: { segment?: CommissionSegment; page: number; page_size: number },
): Promise<Page<CommissionRateChange>> {
  const where = query.segment ? eq(commissionRates.segment, query.segment) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: commissionRates.id,
        segment: commissionRates.segment,
        basisPoints: commissionRates.basisPoints,
        createdAt: commissionRates.createdAt,
        setById: users.id,
        setByName,
        setByEmail: users.email,
      })
      .from(commissionRates)
      .leftJoin(users, eq(users.id, commissionRates.setBy))
      .where(where)
      .orderBy(desc(commissionRates.createdAt), desc(commissionRates.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(commissionRates).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      segment: r.segment,
      basis_points: r.basisPoints,
      percent: formatCommissionPercent(r.basisPoints),
      set_by: r.setById ? { id: r.setById, name: r.setByName ?? '', email: r.setByEmail ?? '' } : null,
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function exchangeRateHistory(
  db: Database,
  query: { page: number; page_size: number },
): Promise<Page<ExchangeRateChange>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: exchangeRates.id,
        hundredths: exchangeRates.tzsPerUsdHundredths,
        createdAt: exchangeRates.createdAt,
        setById: users.id,
        setByName,
        setByEmail: users.email,
      })
      .from(exchangeRates)
      .leftJoin(users, eq(users.id, exchangeRates.setBy))
      .orderBy(desc(exchangeRates.createdAt), desc(exchangeRates.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(exchangeRates),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      tzs_per_usd: formatTzsPerUsd(r.hundredths),
      set_by: r.setById ? { id: r.setById, name: r.setByName ?? '', email: r.setByEmail ?? '' } : null,
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** The newest change of a segment's commission (just written by this admin). */
export async function latestCommissionChange(
  db: Database,
  segment: CommissionSegment,
): Promise<CommissionRateChange> {
  const page = await commissionHistory(db, { segment, page: 1, page_size: 1 });
  return page.items[0]!;
}

export async function latestExchangeRateChange(db: Database): Promise<ExchangeRateChange> {
  const page = await exchangeRateHistory(db, { page: 1, page_size: 1 });
  return page.items[0]!;
}

// ── Payments ─────────────────────────────────────────────────────────────────────────────────────

/** The columns of a payment row as the finance page shows it (payments `p`, bookings `b`). */
const paymentColumns = sql`
  p.id as p_id, p.kind as p_kind, p.status as p_status, p.provider as p_provider, p.method as p_method,
  p.channel as p_channel, p.reference as p_reference, p.provider_reference as p_provider_reference,
  coalesce(p.charged_amount_minor, p.amount_cents) as p_charged_amount,
  coalesce(p.charged_currency, p.currency) as p_charged_currency,
  p.created_at as p_created_at,
  floor(extract(epoch from (now() - p.created_at)))::bigint as p_age_seconds,
  p.check_attempts as p_check_attempts, p.provider_state as p_provider_state,
  p.provider_checked_at as p_provider_checked_at, p.next_check_at as p_next_check_at,
  b.id as b_id, b.reference as b_reference, b.kind as b_kind`;

type Row = Record<string, unknown>;

function toPayment(r: Row): FinancePayment {
  return {
    id: String(r.p_id),
    booking: {
      id: String(r.b_id),
      reference: String(r.b_reference),
      kind: r.b_kind === 'trip' ? 'trip' : 'safari',
    },
    kind: r.p_kind as FinancePayment['kind'],
    status: r.p_status as FinancePayment['status'],
    provider: String(r.p_provider),
    method: r.p_method as FinancePayment['method'],
    channel: (r.p_channel ?? null) as FinancePayment['channel'],
    reference: r.p_reference == null ? null : String(r.p_reference),
    provider_reference: String(r.p_provider_reference),
    charged_amount_cents: Number(r.p_charged_amount),
    charged_currency: String(r.p_charged_currency),
    created_at: iso(r.p_created_at),
    age_seconds: Math.max(0, Number(r.p_age_seconds)),
    check_attempts: Number(r.p_check_attempts),
    provider_state: r.p_provider_state == null ? null : String(r.p_provider_state),
    provider_checked_at: isoOrNull(r.p_provider_checked_at),
    next_check_at: isoOrNull(r.p_next_check_at),
  };
}

/** Payments still pending, oldest first (the partial index on pending payments holds only these). */
export async function pendingPayments(
  db: Database,
  query: { page: number; page_size: number },
): Promise<Page<FinancePayment>> {
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select ${paymentColumns}
      from payments p join bookings b on b.id = p.booking_id
      where p.status = 'pending'
      order by p.created_at, p.id
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`),
    db.execute<{ n: string }>(sql`select count(*) as n from payments where status = 'pending'`),
  ]);
  return {
    items: rows.rows.map(toPayment),
    total: Number(total.rows[0]?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/** One payment as the finance page shows it (null when there is none). */
export async function financePayment(db: Database, paymentId: string): Promise<FinancePayment | null> {
  const rows = await db.execute(sql`
    select ${paymentColumns}
    from payments p join bookings b on b.id = p.booking_id
    where p.id = ${paymentId}::uuid`);
  const row = rows.rows[0];
  return row ? toPayment(row) : null;
}

// ── Reconciliation ───────────────────────────────────────────────────────────────────────────────

const words = (list: readonly string[]) =>
  sql.join(
    list.map((w) => sql`${w}`),
    sql`, `,
  );

/**
 * Every problem as (problem, payment, refund, booking, since). One scan of payments with a probe of
 * the ledger's unique key per payment (`payment:<id>`), the pending ones through their partial index,
 * failed refunds from refunds. A payment may show several problems: a row for each.
 */
function problemsQuery(problem?: ReconciliationProblem): SQL {
  const parts: SQL[] = [];
  const want = (p: ReconciliationProblem) => !problem || problem === p;
  const ledgerKey = sql`('payment:' || p.id::text)`;
  if (want('succeeded_without_ledger')) {
    parts.push(sql`
      select 'succeeded_without_ledger', p.id, null::uuid, p.booking_id, coalesce(p.completed_at, p.created_at)
      from payments p
      where p.status = 'succeeded'
        and not exists (select 1 from ledger_transactions t where t.key = ${ledgerKey})`);
  }
  if (want('ledger_without_success')) {
    parts.push(sql`
      select 'ledger_without_success', p.id, null::uuid, p.booking_id, t.occurred_at
      from payments p join ledger_transactions t on t.key = ${ledgerKey}
      where p.status <> 'succeeded'`);
  }
  if (want('provider_disagrees')) {
    const word = sql`upper(trim(p.provider_state))`;
    parts.push(sql`
      select 'provider_disagrees', p.id, null::uuid, p.booking_id, coalesce(p.provider_checked_at, p.created_at)
      from payments p
      where p.provider_state is not null
        and ((${word} in (${words(PROVIDER_SUCCESS_STATES)}) and p.status <> 'succeeded')
          or (${word} in (${words(PROVIDER_FAILURE_STATES)}) and p.status <> 'failed'))`);
  }
  if (want('stuck_pending')) {
    parts.push(sql`
      select 'stuck_pending', p.id, null::uuid, p.booking_id, p.created_at
      from payments p
      where p.status = 'pending' and p.created_at < now() - make_interval(hours => ${STUCK_PENDING_HOURS})`);
  }
  if (want('refund_failed')) {
    parts.push(sql`
      select 'refund_failed', r.payment_id, r.id, r.booking_id, coalesce(r.completed_at, r.created_at)
      from refunds r
      where r.status = 'failed'`);
  }
  return sql.join(parts, sql` union all `);
}

async function reconciliationCount(db: Database): Promise<number> {
  const rows = await db.execute<{ n: string }>(sql`select count(*) as n from (${problemsQuery()}) problems`);
  return Number(rows.rows[0]?.n ?? 0);
}

export async function reconciliation(
  db: Database,
  query: { problem?: ReconciliationProblem; page: number; page_size: number },
  /** The admin's language: a refund's reason kept as a catalog message is written in it. */
  language: Language,
): Promise<Page<ReconciliationItem>> {
  const rows = await db.execute(sql`
    with problems (problem, payment_id, refund_id, booking_id, since) as (${problemsQuery(query.problem)})
    select pr.problem, pr.since, count(*) over () as total,
      r.id as r_id, r.amount_cents as r_amount, r.currency as r_currency, r.reason as r_reason,
      r.reason_message as r_reason_message,
      r.created_at as r_created_at,
      ${paymentColumns},
      bk.id as bk_id, bk.reference as bk_reference, bk.kind as bk_kind
    from problems pr
    join bookings bk on bk.id = pr.booking_id
    left join payments p on p.id = pr.payment_id
    left join bookings b on b.id = p.booking_id
    left join refunds r on r.id = pr.refund_id
    order by pr.since, pr.problem, pr.payment_id
    limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`);
  let total = Number(rows.rows[0]?.total ?? 0);
  if (rows.rows.length === 0 && query.page > 1) {
    // Past the last page the window count is gone: count apart.
    const counted = await db.execute<{ n: string }>(
      sql`select count(*) as n from (${problemsQuery(query.problem)}) problems`,
    );
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return {
    items: rows.rows.map((r) => ({
      problem: r.problem as ReconciliationProblem,
      since: iso(r.since),
      booking: {
        id: String(r.bk_id),
        reference: String(r.bk_reference),
        kind: r.bk_kind === 'trip' ? 'trip' : 'safari',
      },
      payment: r.p_id == null ? null : toPayment(r),
      refund:
        r.r_id == null
          ? null
          : {
              id: String(r.r_id),
              amount_cents: Number(r.r_amount),
              currency: String(r.r_currency),
              reason: readerText(
                String(r.r_reason),
                (r.r_reason_message ?? null) as Message | null,
                language,
              ),
              created_at: iso(r.r_created_at),
            },
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
