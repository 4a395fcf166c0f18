import { earningsReleasedPosting, todayInTanzania } from '@dala/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { payments } from '../../db/schema';
import { defineJob } from '../../lib/jobs';
import { paymentProviderNamed } from '../../lib/payments';
import { transactionWithRetry } from '../bookings';
import { postLedger } from '../ledger';
import { applyPaymentStatus, failedBecause } from './payments.service';

/** Payments asked about per run; the rest wait for the next period. */
const CHECK_BATCH = 50;
/** A charge with no final answer after this long is closed (a later success is still recorded: see applyPaymentEvent). */
const GIVE_UP_AFTER_HOURS = 48;

/**
 * Every pending payment is asked about again until its provider gives a final answer, because webhooks
 * arrive late or never (issue 14). Each run claims the due payments by moving their next check forward
 * (15 s doubling up to an hour) with SKIP LOCKED, so two processes never ask about the same one at once;
 * the answer goes through the same once-only path as a webhook.
 */
export const paymentStatusCheckJob = defineJob({
  kind: 'payment-status-check',
  payload: z.object({}),
  maxAttempts: 3,
  backoffMs: () => 10_000,
  async run(_payload, { app, log }) {
    const due = await app.db.execute(sql`
      update payments p set
        check_attempts = p.check_attempts + 1,
        next_check_at = now() + make_interval(secs => least(3600, 15 * power(2, least(p.check_attempts, 12))))
      where p.id in (
        select id from payments
        where status = 'pending' and next_check_at <= now()
        order by next_check_at
        limit ${CHECK_BATCH}
        for update skip locked)
      returning p.id, p.created_at < now() - make_interval(hours => ${GIVE_UP_AFTER_HOURS}) as stale`);
    for (const row of due.rows) {
      const id = String(row.id);
      try {
        const [payment] = await app.db.select().from(payments).where(eq(payments.id, id));
        if (!payment || payment.status !== 'pending') continue;
        const provider = paymentProviderNamed(app, payment.provider);
        const status = provider
          ? await provider.queryStatus({
              providerReference: payment.providerReference,
              reference: payment.reference ?? payment.providerReference,
            })
          : null;
        if ((status === null || status.state === 'pending') && row.stale === true) {
          await app.db
            .update(payments)
            .set({
              status: 'failed',
              ...failedBecause('payments.failureReason.noAnswer'),
              completedAt: sql`now()`,
              nextCheckAt: null,
            })
            .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
        } else if (status) {
          await applyPaymentStatus(app, payment, status);
        }
      } catch (err) {
        // One provider's trouble never stops the others: this payment is asked again at its next check.
        log.warn({ err, payment_id: id }, 'payment status check failed');
      }
    }
  },
});

/**
 * An operator's earning on a booking becomes available once the trip or safari is over (completed, or
 * cancelled with something kept, after its end date). The key names the state released (the last
 * ledger transaction included), so two processes releasing the same booking post it once.
 */
export const earningsReleaseJob = defineJob({
  kind: 'earnings-release',
  payload: z.object({}),
  maxAttempts: 3,
  backoffMs: () => 30_000,
  async run(_payload, { app, log }) {
    const today = todayInTanzania();
    const ready = await app.db.execute(sql`
      select t.booking_id, e.operator_id, e.currency, -sum(e.amount_minor) as pending, max(t.id) as last_id
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id and e.account = 'operator_pending'
      join bookings b on b.id = t.booking_id
      where b.status in ('completed', 'cancelled') and b.end_date < ${today}
      group by t.booking_id, e.operator_id, e.currency
      having sum(e.amount_minor) <> 0
      limit 500`);
    let released = 0;
    for (const row of ready.rows) {
      const pending = Number(row.pending);
      if (pending <= 0) continue;
      const bookingId = String(row.booking_id);
      const posted = await transactionWithRetry(app.db, (tx) =>
        postLedger(
          tx,
          earningsReleasedPosting({
            operatorId: String(row.operator_id),
            amountMinor: pending,
            currency: String(row.currency),
          }),
          { key: `release:${bookingId}:${String(row.currency)}:${String(row.last_id)}`, bookingId },
        ),
      );
      if (posted) released += 1;
    }
    if (released > 0) log.info({ released }, 'earnings released');
  },
});
