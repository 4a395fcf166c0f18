import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox / job queue (ARCHITECTURE §2 "Background work", lib/jobs). A job is written
 * in the same transaction as the change that causes it and runs after commit. A worker claims due jobs
 * with `FOR UPDATE SKIP LOCKED` and takes a lease (`locked_until`): a job whose process died is claimed
 * again once its lease has run out. A failed run is retried with exponential backoff until
 * `max_attempts`, then kept with `failed_at` for inspection.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it (`mail`, `booking-sweep`, `refund`, …). */
    kind: text('kind').notNull(),
    /** The handler's input, checked by its zod schema when it runs. Never a secret in clear beyond what the handler needs. */
    payload: jsonb('payload').notNull().default({}),
    /** Not before this instant (the next attempt's time after a failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Runs started so far (a claim counts as an attempt). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** Message of the last failure, through the safe error serializer (no token, no SQL parameter). */
    lastError: text('last_error'),
    /** Lease of the worker running it: another worker may claim it only after this instant. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which worker (process) holds the lease, for inspection. */
    lockedBy: text('locked_by'),
    /** At most one job per key, ever: a scheduled job's period, a mail that must go out once. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when it gave up after max_attempts (kept for inspection). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_key').on(t.dedupeKey),
    // The claim query's path: pending jobs by due time.
    index('jobs_pending_run_at_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);
