import {
  LEDGER_MOVEMENTS,
  MINIMUM_PAYOUT_MINOR,
  owedBalance,
  type EarningsBalance,
  type LedgerMovement,
  type Statement,
  type StatementLine,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { MessageRef } from '../../lib/errors';
import { operatorBalances } from '../ledger';

/**
 * An operator's earnings read from the ledger (never stored apart): balances per currency, and a
 * statement of every entry on the operator's accounts in a month, with its CSV.
 */

export function minimumPayoutMinor(currency: string): number {
  return currency === 'USD' ? MINIMUM_PAYOUT_MINOR.USD : MINIMUM_PAYOUT_MINOR.TZS;
}

export async function earningsBalances(db: Database, operatorId: string): Promise<EarningsBalance[]> {
  const balances = await operatorBalances(db, operatorId);
  return balances.map((b) => ({
    currency: b.currency,
    pending_cents: b.pendingMinor,
    available_cents: b.availableMinor,
    in_flight_cents: b.inFlightMinor,
    paid_out_cents: b.paidOutMinor,
    minimum_payout_cents: minimumPayoutMinor(b.currency),
  }));
}

const ACCOUNT_NAMES = {
  operator_pending: 'pending',
  operator_available: 'available',
  operator_payout_in_flight: 'in_flight',
} as const;

/** `YYYY-MM` of now (UTC). */
export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

function monthBounds(month: string): { start: string; end: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { start: `${month}-01T00:00:00Z`, end: `${next}-01T00:00:00Z` };
}

export async function statement(db: Database, operatorId: string, month: string): Promise<Statement> {
  const { start, end } = monthBounds(month);
  const rows = await db.execute<{
    id: string;
    occurred_at: string | Date;
    movement: string;
    account: string;
    amount_minor: string;
    currency: string;
    booking_reference: string | null;
    payout_reference: string | null;
  }>(sql`
    select e.id, t.occurred_at, t.movement, e.account, e.amount_minor, e.currency,
      b.reference as booking_reference, p.reference as payout_reference
    from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    left join bookings b on b.id = t.booking_id
    left join payouts p on p.id = t.payout_id
    where e.operator_id = ${operatorId}::uuid
      and t.occurred_at >= ${start}::timestamptz and t.occurred_at < ${end}::timestamptz
    order by t.occurred_at, e.id`);
  const lines: StatementLine[] = rows.rows.map((r) => ({
    id: Number(r.id),
    occurred_at: new Date(r.occurred_at as string | Date).toISOString(),
    movement: (LEDGER_MOVEMENTS as readonly string[]).includes(String(r.movement))
      ? (String(r.movement) as LedgerMovement)
      : 'payment_received',
    account: ACCOUNT_NAMES[String(r.account) as keyof typeof ACCOUNT_NAMES] ?? 'pending',
    // Liabilities read as people read them: what the operator is owed more (+) or less (−).
    amount_cents: owedBalance(Number(r.amount_minor)),
    currency: String(r.currency),
    booking_reference: r.booking_reference === null ? null : String(r.booking_reference),
    payout_reference: r.payout_reference === null ? null : String(r.payout_reference),
  }));
  const totals = new Map<
    string,
    { currency: string; earned_cents: number; released_cents: number; paid_out_cents: number }
  >();
  for (const line of lines) {
    const total = totals.get(line.currency) ?? {
      currency: line.currency,
      earned_cents: 0,
      released_cents: 0,
      paid_out_cents: 0,
    };
    if (line.account === 'pending' && (line.movement === 'payment_received' || line.movement === 'refund')) {
      total.earned_cents += line.amount_cents;
    } else if (line.account === 'available' && line.movement === 'earnings_released') {
      total.released_cents += line.amount_cents;
    } else if (line.account === 'in_flight' && line.movement === 'payout_sent') {
      // A sent payout debits in-flight: the operator is owed less there, by what reached it.
      total.paid_out_cents -= line.amount_cents;
    }
    totals.set(line.currency, total);
  }
  const months = await db.execute<{ month: string }>(sql`
    select distinct to_char(t.occurred_at at time zone 'UTC', 'YYYY-MM') as month
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where e.operator_id = ${operatorId}::uuid
    order by month desc`);
  return {
    month,
    lines,
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    months: months.rows.map((r) => String(r.month)),
  };
}

/**
 * RFC 4180 CSV: every cell quoted, quotes doubled, CRLF, a UTF-8 byte-order mark for spreadsheets. A
 * text cell a spreadsheet would run as a formula (= + - @, tab, CR) gets an apostrophe in front; amounts
 * are decimals written as such (a refund's minus sign stays a minus sign).
 */
function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Minor units as a decimal amount ('-1234.50'). */
function decimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function statementCsv(value: Statement, text: (message: MessageRef) => string): string {
  const header = [
    text('payouts.csvDate'),
    text('payouts.csvMovement'),
    text('payouts.csvAccount'),
    text('payouts.csvBooking'),
    text('payouts.csvPayout'),
    text('payouts.csvAmount'),
    text('payouts.csvCurrency'),
  ];
  const rows = value.lines.map((line) => [
    csvCell(line.occurred_at),
    csvCell(text(`payouts.movement.${line.movement}`)),
    csvCell(text(`payouts.account.${line.account}`)),
    csvCell(line.booking_reference),
    csvCell(line.payout_reference),
    // Our own decimal, never a formula: no apostrophe in front of a refund's minus sign.
    `"${decimal(line.amount_cents)}"`,
    csvCell(line.currency),
  ]);
  return `\uFEFF${[header.map(csvCell), ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`;
}
