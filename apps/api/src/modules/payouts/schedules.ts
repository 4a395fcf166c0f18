import type { Schedule } from '../../lib/jobs';
import { payoutStatusJob } from './payout-jobs';

/** The payouts' recurring jobs (run once per period across every process): payouts being sent are asked about every 2 minutes. */
export const payoutSchedules: Schedule[] = [{ definition: payoutStatusJob, everyMs: 2 * 60_000 }];
