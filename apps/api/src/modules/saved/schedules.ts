import type { Schedule } from '../../lib/jobs';
import { savedWatchJob } from './watch';

/** The recurring jobs of `saved` (run once per period across every process). */
export const savedSchedules: Schedule[] = [
  // Prices and seats change a few times a day: a drop or a sell-out is told within ten minutes.
  { definition: savedWatchJob, everyMs: 10 * 60_000 },
];
