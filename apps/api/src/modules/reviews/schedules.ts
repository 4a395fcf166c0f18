import type { Schedule } from '../../lib/jobs';

/** The recurring jobs of `reviews` (run once per period across every process). */
export const reviewsSchedules: Schedule[] = [];
