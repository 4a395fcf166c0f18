/**
 * Balance reminders for safari deposits (issue 14): an email and a notification 14, 7 and 1 days
 * before the balance is due; a final warning on the due date; a balance still unpaid the day after the
 * due date cancels the booking under the policy. Pure: which step a booking is at on a given day.
 */
export const BALANCE_REMINDER_DAYS = [14, 7, 1] as const;
export type BalanceReminderStage = 'days_14' | 'days_7' | 'days_1' | 'final_warning' | 'cancel';

/** Whole days from `today` to `dueDate` (both 'YYYY-MM-DD', Tanzanian calendar days). */
export function daysUntil(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The latest step due for a balance due on `dueDate`, seen on `today`; null before the first reminder.
 * A step missed (the job did not run that day) is still sent late, once — the caller records each
 * stage once and sends only the latest unsent one, so a traveler never gets three mails in a day.
 */
export function balanceReminderStage(dueDate: string, today: string): BalanceReminderStage | null {
  const days = daysUntil(dueDate, today);
  if (days < 0) return 'cancel';
  if (days === 0) return 'final_warning';
  if (days <= 1) return 'days_1';
  if (days <= 7) return 'days_7';
  if (days <= 14) return 'days_14';
  return null;
}
