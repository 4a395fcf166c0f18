import type { Notification, NotificationList } from '@dala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useIsSignedIn } from '../auth';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const PAGE_SIZE = 50;

export function useNotifications() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => apiRequest<NotificationList>(`/notifications/?page_size=${PAGE_SIZE}`),
    enabled: signedIn,
    staleTime: 30_000,
    refetchInterval: signedIn ? 60_000 : false,
  });
}

type ListChange = (list: NotificationList) => NotificationList;

const unreadIn = (items: Notification[], id: string) => items.some((n) => n.id === id && !n.is_read);

/** Pure list changes, applied at once (spec §4: local state changes even if the server call fails). */
export const notificationChanges = {
  markRead:
    (id: string): ListChange =>
    (list) => ({
      ...list,
      unread_count: Math.max(0, list.unread_count - (unreadIn(list.items, id) ? 1 : 0)),
      items: list.items.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
    }),
  markAllRead: (): ListChange => (list) => ({
    ...list,
    unread_count: 0,
    items: list.items.map((n) => ({ ...n, is_read: true })),
  }),
  remove:
    (id: string): ListChange =>
    (list) => ({
      ...list,
      total: Math.max(0, list.total - (list.items.some((n) => n.id === id) ? 1 : 0)),
      unread_count: Math.max(0, list.unread_count - (unreadIn(list.items, id) ? 1 : 0)),
      items: list.items.filter((n) => n.id !== id),
    }),
};

/** Mark read, mark all read and delete, optimistic; the unread count never goes below 0. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const apply = (change: ListChange) => {
    void queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
    queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => (list ? change(list) : list));
  };
  const markRead = useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/notifications/${encodeURIComponent(id)}/read/`, { method: 'PATCH' }),
    onMutate: (id) => apply(notificationChanges.markRead(id)),
  });
  const markAllRead = useMutation({
    mutationFn: () => apiRequest('/notifications/mark-all-read/', { method: 'POST' }),
    onMutate: () => apply(notificationChanges.markAllRead()),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(`/notifications/${encodeURIComponent(id)}/`, { method: 'DELETE' }),
    onMutate: (id) => apply(notificationChanges.remove(id)),
  });
  return {
    markRead: (id: string) => markRead.mutate(id),
    markAllRead: () => markAllRead.mutate(),
    remove: (id: string) => remove.mutate(id),
  };
}
