import type { Schedule } from '../../lib/jobs';
import { reviewInvitationJob } from './invitation-job';

/** The recurring jobs of `reviews` (run once per period across every process). */
export const reviewsSchedules: Schedule[] = [{ definition: reviewInvitationJob, everyMs: 10 * 60_000 }];
