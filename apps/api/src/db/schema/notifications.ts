import type { Message } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const notificationTypeEnum = pgEnum('notification_type', [
  'booking',
  'payment',
  'trip',
  'system',
  'success',
  'warning',
  'error',
  'info',
]);

/** A notification's title and message as catalog messages. */
export interface NotificationMessages {
  title: Message;
  message: Message;
}

/** In-app notifications with the fields of spec §3; written by notify() (modules/notifications). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    /** Title and message as written for the recipient when it was sent (in their language then). */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /**
     * The same as catalog messages, rendered in the reader's language whenever the list is read (so a
     * change of language reaches older notifications too); null on rows before issue 16.
     */
    messages: jsonb('messages').$type<NotificationMessages>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isRead} = false`),
  ],
);
