import { formatTimestamp } from '../../lib/format';

/** When a message was sent: 'HH:mm' today, else the shared 'dd MMM yyyy, HH:mm'. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const full = formatTimestamp(iso);
  const today = formatTimestamp(now.toISOString());
  const [day, time] = full.split(', ');
  return day && time && today.startsWith(`${day}, `) ? time : full;
}

/** Badge text: the count, or '9+' above 9 (as the notification bell). */
export function badgeText(unread: number, max = 9): string {
  return unread > max ? `${max}+` : String(Math.max(0, unread));
}
