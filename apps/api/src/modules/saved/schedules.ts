import type { Schedule } from '../../lib/jobs';

/** The recurring jobs of `saved` (run once per period across every process). */
export const savedSchedules: Schedule[] = [];
