import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '../../db/schema';
import { defineJob, type Schedule } from './queue';

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
export const scheduledJobs: Schedule[] = [{ definition: jobsCleanupJob, everyMs: 60 * 60_000 }];
