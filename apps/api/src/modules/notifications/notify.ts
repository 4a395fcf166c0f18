import type { Notification, NotificationType } from '@dala/shared';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

type NotificationRow = typeof notifications.$inferSelect;

/** The API shape of spec §3. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    user_id: row.userId,
    type: row.type,
    title: row.title,
    message: row.message,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Tells a user something in the app (the bell). Call it with the transaction of the change that
 * causes it, so the notification exists exactly when the change does:
 *   await notify(tx, booking.travelerId, 'booking', 'Booking confirmed', `Your safari … is confirmed.`);
 */
export async function notify(
  db: Database,
  userId: string,
  type: NotificationType,
  title: string,
  message: string,
): Promise<Notification> {
  const [row] = await db.insert(notifications).values({ userId, type, title, message }).returning();
  return toNotification(row!);
}
