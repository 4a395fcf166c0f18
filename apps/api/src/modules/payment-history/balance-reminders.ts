import {
  addDays,
  balanceReminderStage,
  daysUntil,
  formatMinorUnits,
  todayInTanzania,
  translate,
  type BalanceReminderStage,
  type Currency,
  type Language,
  type Message,
  type MessageKey,
} from '@dala/shared';
import { and, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { balanceReminders, bookings, safariPackages, users } from '../../db/schema';
import { defineJob, enqueueMail } from '../../lib/jobs';
import { serializeError } from '../../lib/logging';
import { cancelForUnpaidBalance } from '../bookings';
import { notify } from '../notifications';

/**
 * Balance reminders of safari deposits (issue 14): 14, 7 and 1 days before the balance is due an
 * email and a notification; on the due date a final warning; the day after, a balance still unpaid
 * cancels the booking under the traveler cancellation policy. Each step of a booking is a row of
 * balance_reminders, inserted in the same transaction as its notification and mail: the primary key
 * decides, so a step is sent exactly once however many processes run the job at the same time. Only
 * the latest step due is sent (a job that did not run for a week sends one reminder, not three).
 */

/** Why the booking was cancelled (kept on the booking, shown in the reader's language). */
export const UNPAID_BALANCE_REASON: Message = { key: 'bookings.unpaidBalanceReason' };

/** Confirmed safari bookings reached by a reminder step at most this many days ahead. */
const FIRST_REMINDER_DAYS = 14;

interface Candidate {
  id: string;
  reference: string;
  travelerId: string;
  dueDate: string;
  balanceCents: number;
  currency: string;
  title: string;
  email: string;
  firstName: string;
  language: Language;
}

export interface ReminderRunResult {
  sent: { bookingId: string; stage: BalanceReminderStage }[];
  cancelled: string[];
}

/** One pass over every booking with a balance due: what the job runs (and tests call with a chosen `now`). */
export async function runBalanceReminders(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<ReminderRunResult> {
  const today = todayInTanzania(now);
  const result: ReminderRunResult = { sent: [], cancelled: [] };
  const candidates: Candidate[] = await app.db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      travelerId: bookings.travelerId,
      dueDate: sql<string>`${bookings.balanceDueDate}::text`,
      balanceCents: sql<number>`(${bookings.totalCents} - (${bookings.paidCents} - ${bookings.refundedCents}))::int`,
      currency: bookings.currency,
      title: sql<string>`coalesce(${safariPackages.title}, '')`,
      email: users.email,
      firstName: users.firstName,
      language: users.preferredLanguage,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.travelerId))
    .leftJoin(safariPackages, eq(safariPackages.id, bookings.packageId))
    .where(
      and(
        eq(bookings.kind, 'safari'),
        eq(bookings.status, 'confirmed'),
        isNotNull(bookings.balanceDueDate),
        lt(sql`${bookings.paidCents} - ${bookings.refundedCents}`, bookings.totalCents),
        lte(bookings.balanceDueDate, addDays(today, FIRST_REMINDER_DAYS)),
      ),
    )
    .orderBy(bookings.balanceDueDate, bookings.id);

  for (const booking of candidates) {
    const stage = balanceReminderStage(booking.dueDate, today);
    if (!stage) continue;
    try {
      if (stage === 'cancel') {
        if (await warnedBefore(app, booking.id, today)) {
          if (await cancelForUnpaidBalance(app, booking.id, UNPAID_BALANCE_REASON)) {
            result.cancelled.push(booking.id);
          }
          await app.db
            .insert(balanceReminders)
            .values({ bookingId: booking.id, stage: 'cancel', dueDate: booking.dueDate })
            .onConflictDoNothing();
          continue;
        }
        // Never cancelled without a final warning: one missed (the job did not run on the due date)
        // is sent now, naming today as the last day, and the booking is cancelled tomorrow.
        if (await sendStep(app, booking, 'final_warning', today)) {
          result.sent.push({ bookingId: booking.id, stage: 'final_warning' });
        }
        continue;
      }
      if (await sendStep(app, booking, stage, today)) result.sent.push({ bookingId: booking.id, stage });
    } catch (err) {
      // One booking's failure (say, a refusal to cancel) does not hold up the others; the next run retries it.
      log.error(
        { err: err instanceof Error ? serializeError(err) : String(err), bookingId: booking.id, stage },
        'balance reminder failed',
      );
    }
  }
  return result;
}

/** Whether the final warning went out on an earlier Tanzanian day than `today`. */
async function warnedBefore(app: FastifyInstance, bookingId: string, today: string): Promise<boolean> {
  const rows = await app.db
    .select({ id: balanceReminders.bookingId })
    .from(balanceReminders)
    .where(
      and(
        eq(balanceReminders.bookingId, bookingId),
        eq(balanceReminders.stage, 'final_warning'),
        sql`(${balanceReminders.sentAt} at time zone 'Africa/Dar_es_Salaam')::date < ${today}::date`,
      ),
    );
  return rows.length > 0;
}

/**
 * Records the step and tells the traveler, in one transaction: the step's row is inserted only while
 * the booking is still confirmed with a balance due, and only once (ON CONFLICT DO NOTHING on the
 * primary key). True when this call sent it.
 */
async function sendStep(
  app: FastifyInstance,
  booking: Candidate,
  stage: Exclude<BalanceReminderStage, 'cancel'>,
  today: string,
): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      insert into ${balanceReminders} (booking_id, stage, due_date)
      select b.id, ${stage}, b.balance_due_date from ${bookings} b
       where b.id = ${booking.id} and b.status = 'confirmed' and b.balance_due_date is not null
         and b.paid_cents - b.refunded_cents < b.total_cents
      on conflict do nothing
      returning booking_id`);
    if (inserted.rows.length === 0) return false;

    const late = stage === 'final_warning' && booking.dueDate < today;
    const days = Math.max(1, daysUntil(booking.dueDate, today));
    const values = {
      name: booking.firstName,
      reference: booking.reference,
      title: booking.title,
      amount: formatMinorUnits(booking.balanceCents, booking.currency as Currency),
      due: { date: late ? today : booking.dueDate },
      days,
      link: `${app.config.publicUrl}/bookings/${booking.id}`,
    };
    const final = stage === 'final_warning';
    const oneDay = days === 1;
    const subject: MessageKey = final ? 'receipts.finalWarningSubject' : 'receipts.reminderSubject';
    const text: MessageKey = final
      ? 'receipts.finalWarningText'
      : oneDay
        ? 'receipts.reminderTextOneDay'
        : 'receipts.reminderText';
    await notify(
      tx,
      booking.travelerId,
      final ? 'warning' : 'payment',
      final
        ? 'receipts.finalWarningNotificationTitle'
        : { key: 'receipts.reminderNotificationTitle', values },
      {
        key: final
          ? 'receipts.finalWarningNotification'
          : oneDay
            ? 'receipts.reminderNotificationOneDay'
            : 'receipts.reminderNotification',
        values,
      },
    );
    await enqueueMail(
      tx,
      {
        to: booking.email,
        subject: translate(booking.language, subject, values),
        text: translate(booking.language, text, values),
      },
      { dedupeKey: `balance-reminder:${booking.id}:${stage}` },
    );
    return true;
  });
}

/** The recurring job (hourly, schedules.ts): a pass is idempotent, so a late or repeated run is harmless. */
export const balanceReminderJob = defineJob({
  kind: 'balance-reminders',
  payload: z.object({}),
  maxAttempts: 3,
  backoffMs: () => 60_000,
  async run(_payload, { app, log }) {
    const { sent, cancelled } = await runBalanceReminders(app, log);
    if (sent.length + cancelled.length > 0) {
      log.info({ sent: sent.length, cancelled: cancelled.length }, 'balance reminders');
    }
  },
});
