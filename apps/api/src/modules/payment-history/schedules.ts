import type { Schedule } from '../../lib/jobs';

/** Balance reminders' recurring job (run once per period across every process). */
export const reminderSchedules: Schedule[] = [];
