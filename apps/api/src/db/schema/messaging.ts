import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { safariPackages } from './safaris';
import { trips } from './transport';
import { users } from './users';

/**
 * A conversation between a traveler and an operator (issue 15), about one subject: a booking (one
 * conversation per booking) or, before booking, a safari package or a trip (one per traveler and
 * listing). A booking's conversation also names its package or trip, so an operator can filter the
 * inbox by listing. `message_count` numbers the messages (each message's `seq`): sending takes this
 * row's lock, so the numbers are gapless and read state is a plain "read up to seq n".
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    travelerId: uuid('traveler_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The operator account (tour operator or transporter) on the other side. */
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').$type<'booking' | 'safari' | 'trip'>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => safariPackages.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_booking_key')
      .on(t.bookingId)
      .where(sql`${t.subjectKind} = 'booking'`),
    uniqueIndex('conversations_traveler_package_key')
      .on(t.travelerId, t.packageId)
      .where(sql`${t.subjectKind} = 'safari'`),
    uniqueIndex('conversations_traveler_trip_key')
      .on(t.travelerId, t.tripId)
      .where(sql`${t.subjectKind} = 'trip'`),
    check(
      'conversations_subject_check',
      sql`(case ${t.subjectKind}
        when 'booking' then ${t.bookingId} is not null
        when 'safari' then ${t.bookingId} is null and ${t.packageId} is not null
        when 'trip' then ${t.bookingId} is null and ${t.tripId} is not null
        else false end)
        and (${t.packageId} is null) <> (${t.tripId} is null)`,
    ),
    check('conversations_parties_check', sql`${t.travelerId} <> ${t.operatorId}`),
  ],
);

/**
 * A party's side of a conversation: read up to message `last_read_seq`; `notified_through_seq` is the
 * message count when the party was last emailed about unread messages (one email per unread burst:
 * none again until they have read past it).
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'traveler' | 'operator'>().notNull(),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    notifiedThroughSeq: integer('notified_through_seq').notNull().default(0),
    /** The conversation's last message time, copied here so an inbox page is one index range. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_inbox_idx').on(t.userId, t.lastMessageAt),
    check('conversation_participants_role_check', sql`${t.role} in ('traveler', 'operator')`),
  ],
);

/** A text message (1–2000 characters, trimmed), numbered `seq` within its conversation. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    check('messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
    check('messages_seq_check', sql`${t.seq} >= 1`),
  ],
);
