import { i18n } from '../../lib/i18n';

/** Spec §2 relative times: Just now, {n}m ago, {n}h ago, {n}d ago. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor(Math.max(0, now - then) / 60_000);
  if (minutes < 1) return i18n.t('notifications.time.justNow');
  if (minutes < 60) return i18n.t('notifications.time.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n.t('notifications.time.hours', { count: hours });
  return i18n.t('notifications.time.days', { count: Math.floor(hours / 24) });
}

/** Badge text: the count, or '9+' above 9 (spec §2). */
export function badgeText(unread: number, max = 9): string {
  return unread > max ? `${max}+` : String(Math.max(0, unread));
}
