import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ListSkeleton } from '../../components/ui/skeletons';
import { NotificationList } from './notification-list';
import { useNotificationActions } from './api/use-notification-actions';
import { useNotifications } from './api/use-notifications';
import { useTranslation } from 'react-i18next';

/** /notifications: the full list, with the same actions as the header dropdown. */
export default function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  const { data, isPending, isError, refetch } = useNotifications();
  const { markRead, markAllRead, remove } = useNotificationActions();
  const items = data?.items ?? [];
  const unread = data?.unread_count ?? 0;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('common:notifications.title')}</h1>
          <p className="mt-1 text-stone-600">{unread ? t('unread', { count: unread }) : t('allCaughtUp')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={markAllRead} disabled={unread === 0}>
          {t('common:notifications.markAllRead')}
        </Button>
      </div>
      <Card className="mt-6 overflow-hidden">
        {isPending ? (
          <div className="p-5">
            <ListSkeleton rows={4} />
            <span className="sr-only">{t('common:notifications.loading')}</span>
          </div>
        ) : isError && items.length === 0 ? (
          <div className="px-5 py-12 text-center text-stone-600">
            <p>{t('common:notifications.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
              {t('common:notifications.tryAgain')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="px-5 py-12 text-center text-stone-600">{t('empty')}</p>
        ) : (
          <NotificationList notifications={items} onMarkRead={markRead} onDelete={remove} />
        )}
      </Card>
    </main>
  );
}
