import type { NotificationList } from '@dala/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { notificationChanges, type ListChange } from '../notification-changes';
import { NOTIFICATIONS_KEY } from './use-notifications';

/** Mark read, mark all read and delete, optimistic; the unread count never goes below 0. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const apply = (change: ListChange) => {
    void queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
    queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => (list ? change(list) : list));
  };
  const markRead = useMutation({
    mutationFn: (id: string) => callApi('PATCH /notifications/:id/read', { params: { id } }),
    onMutate: (id) => apply(notificationChanges.markRead(id)),
  });
  const markAllRead = useMutation({
    mutationFn: () => callApi('POST /notifications/mark-all-read'),
    onMutate: () => apply(notificationChanges.markAllRead()),
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi('DELETE /notifications/:id', { params: { id } }),
    onMutate: (id) => apply(notificationChanges.remove(id)),
  });
  return {
    markRead: (id: string) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(),
    remove: (id: string) => remove.mutate(id),
  };
}
