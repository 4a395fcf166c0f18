import { NOTIFICATION_BADGE_MAX } from '@dala/shared';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../components/ui/skeletons';
import { useDismiss } from '../../components/ui/use-dismiss';
import { NotificationList } from './notification-list';
import { badgeText } from './relative-time';
import { useNotificationActions } from './api/use-notification-actions';
import { useNotifications } from './api/use-notifications';
import { useTranslation } from 'react-i18next';

/**
 * Header bell with unread badge and the ~20rem dropdown (spec §2). It is part of the shell, so its
 * texts (and the list's) are in the bundled `common` namespace.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);
  const { data, isPending, isError, refetch } = useNotifications();
  const { markRead, markAllRead, remove } = useNotificationActions();
  const notifications = data?.items ?? [];
  const unread = data?.unread_count ?? 0;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          unread
            ? t('notifications.bellUnread', { unread: badgeText(unread, NOTIFICATION_BADGE_MAX) })
            : t('notifications.title')
        }
        onClick={() => setOpen((v) => !v)}
        className="relative flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-sand-100"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 && (
          <span
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.6875rem] font-bold text-white ring-2 ring-white"
          >
            {badgeText(unread, NOTIFICATION_BADGE_MAX)}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('notifications.title')}
          className="fixed inset-x-2 top-16 z-50 flex max-h-[20rem] flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-raised sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-sand-200 px-4 py-2.5">
            <h2 className="text-sm font-bold">{t('notifications.title')}</h2>
            <button
              type="button"
              onClick={markAllRead}
              disabled={unread === 0}
              className="rounded text-xs font-semibold text-primary-700 hover:underline disabled:text-stone-400 disabled:no-underline"
            >
              {t('notifications.markAllRead')}
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {isPending ? (
              <div className="p-4">
                <ListSkeleton rows={3} />
                <span className="sr-only">{t('notifications.loading')}</span>
              </div>
            ) : isError && notifications.length === 0 ? (
              <div className="px-4 py-8 text-center text-sm text-stone-600">
                <p>{t('notifications.loadError')}</p>
                <button
                  type="button"
                  onClick={() => void refetch()}
                  className="mt-2 font-semibold text-primary-700 hover:underline"
                >
                  {t('notifications.tryAgain')}
                </button>
              </div>
            ) : notifications.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-stone-600">{t('notifications.empty')}</p>
            ) : (
              <NotificationList
                compact
                notifications={notifications}
                onMarkRead={markRead}
                onDelete={remove}
              />
            )}
          </div>
          <Link
            to="/notifications"
            onClick={close}
            className="border-t border-sand-200 px-4 py-2.5 text-center text-sm font-semibold text-primary-700 hover:bg-sand-50"
          >
            {t('notifications.viewAll')}
          </Link>
        </div>
      )}
    </div>
  );
}
