import { cn } from '../../lib/cn';
import type { Notification as AppNotification } from '@dala/shared';
import { relativeTime } from './relative-time';
import { useTranslation } from 'react-i18next';

const TYPE_TONE: Record<AppNotification['type'], string> = {
  booking: 'bg-primary-100 text-primary-800',
  payment: 'bg-acacia-100 text-acacia-800',
  trip: 'bg-trip-100 text-trip-800',
  system: 'bg-sand-200 text-stone-700',
  success: 'bg-acacia-100 text-acacia-800',
  warning: 'bg-primary-100 text-primary-900',
  error: 'bg-red-100 text-red-800',
  info: 'bg-trip-50 text-trip-800',
};
const TYPE_ICON: Record<AppNotification['type'], string> = {
  booking: 'B',
  payment: '$',
  trip: 'T',
  system: 'i',
  success: '✓',
  warning: '!',
  error: '!',
  info: 'i',
};

export interface NotificationListProps {
  notifications: AppNotification[];
  onMarkRead(id: string): void;
  onDelete(id: string): void;
  compact?: boolean;
}

/** Rows of notifications with their relative time, mark-read and delete actions. */
export function NotificationList({ notifications, onMarkRead, onDelete, compact }: NotificationListProps) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-sand-200">
      {notifications.map((n) => (
        <li
          key={n.id}
          className={cn('flex gap-3 px-4', compact ? 'py-3' : 'py-4', !n.is_read && 'bg-primary-50/60')}
          data-testid="notification"
        >
          <span
            aria-hidden
            className={cn(
              'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
              TYPE_TONE[n.type] ?? TYPE_TONE.info,
            )}
          >
            {TYPE_ICON[n.type] ?? TYPE_ICON.info}
          </span>
          <div className="min-w-0 flex-1">
            <p className={cn('text-sm text-stone-900', !n.is_read && 'font-semibold')}>
              {!n.is_read && <span className="sr-only">{t('notifications.unreadPrefix')}</span>}
              {n.title}
            </p>
            <p className="mt-0.5 text-sm break-words text-stone-600">{n.message}</p>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
              <time dateTime={n.created_at} className="text-stone-500">
                {relativeTime(n.created_at)}
              </time>
              {!n.is_read && (
                <button
                  type="button"
                  className="rounded font-semibold text-primary-700 hover:underline"
                  onClick={() => onMarkRead(n.id)}
                  aria-label={t('notifications.markReadLabel', { title: n.title })}
                >
                  {t('notifications.markRead')}
                </button>
              )}
              <button
                type="button"
                className="rounded font-semibold text-stone-600 hover:text-red-700 hover:underline"
                onClick={() => onDelete(n.id)}
                aria-label={t('notifications.deleteLabel', { title: n.title })}
              >
                {t('notifications.delete')}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
