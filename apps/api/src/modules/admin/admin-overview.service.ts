import type { AdminOverview } from '@dala/shared';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bookings,
  operatorProfiles,
  payments,
  payouts,
  refunds,
  reviews,
  transportDocuments,
  users,
} from '../../db/schema';

/** Monday 00:00 of this week in Tanzania (EAT, no daylight saving), as an instant. */
const WEEK_START = sql`(date_trunc('week', now() at time zone 'Africa/Dar_es_Salaam') at time zone 'Africa/Dar_es_Salaam')`;

/**
 * The admin's dashboard: what waits for a decision, and this week's bookings and money. Revenue is
 * what payers were charged (per currency, as stored) in payments that succeeded this week, less the
 * refunds paid back this week; a safari paid by mobile money counts in shillings, as it was charged.
 */
export async function adminOverview(db: Database): Promise<AdminOverview> {
  const paymentCurrency = sql<string>`coalesce(${payments.chargedCurrency}, ${payments.currency})`;
  const refundCurrency = sql<string>`coalesce(${refunds.chargedCurrency}, ${refunds.currency})`;
  const [
    [operatorsToVerify],
    [documents],
    [payoutsRequested],
    [hidden],
    [disabled],
    [week],
    [booked],
    received,
    refunded,
  ] = await Promise.all([
    db
      .select({ n: count() })
      .from(operatorProfiles)
      .innerJoin(users, eq(users.id, operatorProfiles.userId))
      .where(and(eq(operatorProfiles.verificationStatus, 'pending'), eq(users.type, 'operator'))),
    db.select({ n: count() }).from(transportDocuments).where(eq(transportDocuments.reviewStatus, 'pending')),
    db.select({ n: count() }).from(payouts).where(eq(payouts.status, 'requested')),
    db.select({ n: count() }).from(reviews).where(isNotNull(reviews.hiddenAt)),
    db.select({ n: count() }).from(users).where(isNotNull(users.disabledAt)),
    db
      .execute(
        sql`select to_char(date_trunc('week', now() at time zone 'Africa/Dar_es_Salaam'), 'YYYY-MM-DD') as day`,
      )
      .then((result) => result.rows.map((row) => ({ day: String(row.day) }))),
    db
      .select({ n: count() })
      .from(bookings)
      .where(sql`${bookings.confirmedAt} >= ${WEEK_START}`),
    db
      .select({
        currency: paymentCurrency,
        amount:
          sql<number>`sum(coalesce(${payments.chargedAmountMinor}, ${payments.amountCents}))::bigint`.mapWith(
            Number,
          ),
      })
      .from(payments)
      .where(and(eq(payments.status, 'succeeded'), sql`${payments.completedAt} >= ${WEEK_START}`))
      .groupBy(paymentCurrency),
    db
      .select({
        currency: refundCurrency,
        amount:
          sql<number>`sum(coalesce(${refunds.chargedAmountMinor}, ${refunds.amountCents}))::bigint`.mapWith(
            Number,
          ),
      })
      .from(refunds)
      .where(and(eq(refunds.status, 'succeeded'), sql`${refunds.completedAt} >= ${WEEK_START}`))
      .groupBy(refundCurrency),
  ]);
  const totals = new Map<string, number>();
  for (const row of received) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amount);
  for (const row of refunded) totals.set(row.currency, (totals.get(row.currency) ?? 0) - row.amount);
  return {
    operators_to_verify: operatorsToVerify?.n ?? 0,
    documents_to_review: documents?.n ?? 0,
    payouts_to_approve: payoutsRequested?.n ?? 0,
    reviews_hidden: hidden?.n ?? 0,
    disabled_users: disabled?.n ?? 0,
    week_start: week!.day,
    bookings_this_week: booked?.n ?? 0,
    // USD first, then TZS, then anything else; a currency is listed when it moved this week.
    revenue_this_week: [...totals]
      .sort(([a], [b]) => currencyOrder(a) - currencyOrder(b) || a.localeCompare(b))
      .map(([currency, amount_minor]) => ({ currency, amount_minor })),
  };
}

function currencyOrder(currency: string): number {
  return currency === 'USD' ? 0 : currency === 'TZS' ? 1 : 2;
}
