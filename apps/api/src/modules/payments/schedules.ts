import type { Schedule } from '../../lib/jobs';
import { earningsReleaseJob, paymentStatusCheckJob } from './money-jobs';

/** The payments' recurring jobs: pending payments asked about again, earnings released after the trip. */
export const paymentSchedules: Schedule[] = [
  { definition: paymentStatusCheckJob, everyMs: 15_000 },
  { definition: earningsReleaseJob, everyMs: 10 * 60_000 },
];
