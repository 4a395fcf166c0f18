import type { Schedule } from '../../lib/jobs';

/** The recurring jobs of `messaging` (run once per period across every process). */
export const messagingSchedules: Schedule[] = [];
