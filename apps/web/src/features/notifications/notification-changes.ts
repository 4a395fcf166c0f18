import type { Notification, NotificationList } from '@dala/shared';

export type ListChange = (list: NotificationList) => NotificationList;

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
