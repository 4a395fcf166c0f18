import {
  renderMessage,
  type Language,
  type Message,
  type Notification,
  type NotificationType,
} from '@dala/shared';
import type { Database } from '../../db/client';
import { notifications, type NotificationMessages } from '../../db/schema';
import type { MessageRef } from '../../lib/errors';
import { userLanguage } from '../../lib/i18n';

type NotificationRow = typeof notifications.$inferSelect;

/**
 * The API shape of spec §3, in the reader's `language`: title and message rendered from the catalog
 * messages kept with the row (so a reader who changed language reads older ones in it too); a row
 * without them (before issue 16) shows the texts it was written with.
 */
export function toNotification(row: NotificationRow, language: Language): Notification {
  return {
    id: row.id,
    user_id: row.userId,
    type: row.type,
    title: row.messages ? renderMessage(language, row.messages.title) : row.title,
    message: row.messages ? renderMessage(language, row.messages.message) : row.message,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}

const asMessage = (ref: MessageRef): Message => (typeof ref === 'string' ? { key: ref } : ref);

/**
 * Tells a user something in the app (the bell). Call it with the transaction of the change that
 * causes it, so the notification exists exactly when the change does. Title and message are message
 * keys (with values), kept as messages and read in the reader's language (written out in the
 * recipient's preferred_language too):
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
  // The messages, read in the reader's language; the texts, in the recipient's now (staff, old readers).
  const messages: NotificationMessages = { title: asMessage(title), message: asMessage(message) };
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      type,
      title: renderMessage(language, title),
      message: renderMessage(language, message),
      messages,
    })
    .returning();
  return toNotification(row!, language);
}
