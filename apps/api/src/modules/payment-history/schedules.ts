import type { Schedule } from '../../lib/jobs';
import { balanceReminderJob } from './balance-reminders';

/** Balance reminders' recurring job (run once per period across every process): hourly, so a step goes out on its day. */
export const reminderSchedules: Schedule[] = [{ definition: balanceReminderJob, everyMs: 60 * 60_000 }];
