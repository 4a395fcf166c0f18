import { renderMessage, type Notification, type NotificationType } from '@dala/shared';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { MessageRef } from '../../lib/errors';
import { userLanguage } from '../../lib/i18n';

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
 * causes it, so the notification exists exactly when the change does. Title and message are message
 * keys (with values), stored as text in the recipient's preferred_language:
 *   await notify(tx, booking.travelerId, 'booking', 'notifications.bookingConfirmedTitle',
 *     { key: 'notifications.bookingConfirmed', values: { safari, reference, date } });
 */
export async function notify(
  db: Database,
  userId: string,
  type: NotificationType,
  title: MessageRef,
  message: MessageRef,
): Promise<Notification> {
  const language = await userLanguage(db, userId);
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      type,
      title: renderMessage(language, title),
      message: renderMessage(language, message),
    })
    .returning();
  return toNotification(row!);
}
