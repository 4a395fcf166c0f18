import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ListSkeleton } from '../../components/ui/skeletons';
import { NotificationList } from './notification-list';
import { useNotificationActions } from './api/use-notification-actions';
import { useNotifications } from './api/use-notifications';

/** /notifications: the full list, with the same actions as the header dropdown. */
export default function NotificationsPage() {
  const { data, isPending, isError, refetch } = useNotifications();
  const { markRead, markAllRead, remove } = useNotificationActions();
  const items = data?.items ?? [];
  const unread = data?.unread_count ?? 0;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
          <p className="mt-1 text-stone-600">{unread ? `${unread} unread` : 'You are all caught up.'}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={markAllRead} disabled={unread === 0}>
          Mark all as read
        </Button>
      </div>
      <Card className="mt-6 overflow-hidden">
        {isPending ? (
          <div className="p-5">
            <ListSkeleton rows={4} />
            <span className="sr-only">Loading notifications</span>
          </div>
        ) : isError && items.length === 0 ? (
          <div className="px-5 py-12 text-center text-stone-600">
            <p>We couldn't load your notifications.</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="px-5 py-12 text-center text-stone-600">
            You have no notifications yet. Booking, payment and trip updates will appear here.
          </p>
        ) : (
          <NotificationList notifications={items} onMarkRead={markRead} onDelete={remove} />
        )}
      </Card>
    </main>
  );
}
