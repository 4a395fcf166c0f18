import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '../../db/schema';
import { sweepBookings } from '../../modules/bookings';
import { paymentSchedules } from '../../modules/payments/schedules';
import { payoutSchedules } from '../../modules/payouts/schedules';
import { reminderSchedules } from '../../modules/payment-history/schedules';
import { reviewsSchedules } from '../../modules/reviews/schedules';
import { messagingSchedules } from '../../modules/messaging/schedules';
import { savedSchedules } from '../../modules/saved/schedules';
import { defineJob, type Schedule } from './queue';

/** A sweep handles at most this many bookings of each change per call; the job calls it until fewer. */
const SWEEP_BATCH = 500;

/**
 * Holds past their expiry become `expired`, confirmed bookings past their end date `completed`.
 * Correctness never waits for it (availability already ignores an expired hold): it keeps statuses
 * honest for lists and mails. Idempotent, so a second run of the same period changes nothing.
 */
export const bookingSweepJob = defineJob({
  kind: 'booking-sweep',
  payload: z.object({}),
  maxAttempts: 3,
  backoffMs: () => 10_000,
  async run(_payload, { app, log }) {
    for (;;) {
      const { expired, completed } = await sweepBookings(app.db);
      if (expired + completed > 0) log.info({ expired, completed }, 'booking sweep');
      if (expired < SWEEP_BATCH && completed < SWEEP_BATCH) return;
    }
  },
});

/** Done jobs are kept a week (for inspection, and as dedupe keys against a late replay); failed ones stay. */
export const jobsCleanupJob = defineJob({
  kind: 'jobs-cleanup',
  payload: z.object({}),
  maxAttempts: 3,
  async run(_payload, { app }) {
    await app.db.delete(jobs).where(sql`${jobs.doneAt} < now() - interval '7 days'`);
  },
});

/** The recurring jobs: each runs once per period across every process sharing the database. */
export const scheduledJobs: Schedule[] = [
  { definition: bookingSweepJob, everyMs: 60_000 },
  { definition: jobsCleanupJob, everyMs: 60 * 60_000 },
  ...paymentSchedules,
  ...payoutSchedules,
  ...reminderSchedules,
  ...reviewsSchedules,
  ...messagingSchedules,
  ...savedSchedules,
];
