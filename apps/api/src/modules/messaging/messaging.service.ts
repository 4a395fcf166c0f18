import {
  THREAD_PAGE_SIZE,
  type ChatMessage,
  type ConversationSubject,
  type ConversationSummary,
  type InboxListings,
  type InboxQuery,
  type Message,
} from '@dala/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationParticipants, conversations, messages } from '../../db/schema';
import type { AuthUser } from '../../lib/auth/guards';
import { forbidden, notFound } from '../../lib/errors';

/**
 * Conversations between a traveler and an operator (issue 15). Only the two parties ever read or write
 * one: every query below is keyed by the reader's participant row, so another party's conversation is
 * indistinguishable from one that does not exist (404). Admins are no party of any conversation.
 *
 * Read state: messages are numbered (`seq`, gapless: sending takes the conversation row's lock) and a
 * party has read up to `last_read_seq`. Sending marks the thread read for the sender (they are in it),
 * so a party's unread count is simply `message_count - last_read_seq`.
 */

export type SubjectChoice = { booking_id?: string; safari_id?: number; trip_id?: number };

/** A checked subject: who the two parties are and what it is about. */
export interface ResolvedSubject {
  kind: 'booking' | 'safari' | 'trip';
  travelerId: string;
  operatorId: string;
  bookingId: string | null;
  packageId: number | null;
  tripId: number | null;
}

type Row = Record<string, unknown>;

async function rows<T = Row>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as unknown as T[];
}

/**
 * The subject the reader may talk about: a booking they are a party of (its traveler, or the operator
 * of its package or trip), or — travelers only — a published safari or a trip on sale or scheduled.
 * An operator never starts a conversation with a traveler except through a booking of theirs.
 */
export async function resolveSubject(
  db: Database,
  user: AuthUser,
  choice: SubjectChoice,
): Promise<ResolvedSubject> {
  if (choice.booking_id) {
    const [row] = await rows<{
      traveler_id: string;
      operator_id: string | null;
      package_id: number | null;
      trip_id: number | null;
    }>(
      db,
      sql`select b.traveler_id, coalesce(sp.operator_id, t.transporter_id) as operator_id,
                 b.package_id, tb.trip_id
            from bookings b
            left join safari_packages sp on sp.id = b.package_id
            left join trip_bookings tb on tb.booking_id = b.id
            left join trips t on t.id = tb.trip_id
           where b.id = ${choice.booking_id}`,
    );
    if (!row?.operator_id || (row.traveler_id !== user.id && row.operator_id !== user.id)) {
      throw notFound('messaging.bookingNotFound');
    }
    return {
      kind: 'booking',
      travelerId: row.traveler_id,
      operatorId: row.operator_id,
      bookingId: choice.booking_id,
      packageId: row.package_id,
      tripId: row.package_id === null ? row.trip_id : null,
    };
  }
  if (user.type !== 'traveler') throw forbidden('messaging.travelersOnly');
  if (choice.safari_id !== undefined) {
    const [row] = await rows<{ operator_id: string }>(
      db,
      sql`select operator_id from safari_packages where id = ${choice.safari_id} and status = 'published'`,
    );
    if (!row) throw notFound('messaging.listingNotFound');
    return {
      kind: 'safari',
      travelerId: user.id,
      operatorId: row.operator_id,
      bookingId: null,
      packageId: choice.safari_id,
      tripId: null,
    };
  }
  if (choice.trip_id !== undefined) {
    const [row] = await rows<{ transporter_id: string }>(
      db,
      sql`select transporter_id from trips where id = ${choice.trip_id} and status in ('scheduled', 'on_sale')`,
    );
    if (!row) throw notFound('messaging.listingNotFound');
    return {
      kind: 'trip',
      travelerId: user.id,
      operatorId: row.transporter_id,
      bookingId: null,
      packageId: null,
      tripId: choice.trip_id,
    };
  }
  throw notFound('messaging.listingNotFound');
}

/** The conversation about this subject, if it exists. */
export async function findConversation(db: Database, subject: ResolvedSubject): Promise<string | null> {
  const where =
    subject.kind === 'booking'
      ? sql`subject_kind = 'booking' and booking_id = ${subject.bookingId}`
      : subject.kind === 'safari'
        ? sql`subject_kind = 'safari' and traveler_id = ${subject.travelerId} and package_id = ${subject.packageId}`
        : sql`subject_kind = 'trip' and traveler_id = ${subject.travelerId} and trip_id = ${subject.tripId}`;
  const [row] = await rows<{ id: string }>(db, sql`select id from conversations where ${where}`);
  return row?.id ?? null;
}

/**
 * The conversation about this subject, created with its two participants when missing (a concurrent
 * creation of the same one is absorbed by the unique indexes: the loser reads the winner's row).
 */
export async function findOrCreateConversation(
  tx: Database,
  subject: ResolvedSubject,
): Promise<{ id: string; created: boolean }> {
  const existing = await findConversation(tx, subject);
  if (existing) return { id: existing, created: false };
  const [inserted] = await tx
    .insert(conversations)
    .values({
      travelerId: subject.travelerId,
      operatorId: subject.operatorId,
      subjectKind: subject.kind,
      bookingId: subject.bookingId,
      packageId: subject.packageId,
      tripId: subject.tripId,
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!inserted) {
    const id = await findConversation(tx, subject);
    if (!id) throw new Error('conversation vanished after a conflicting insert');
    return { id, created: false };
  }
  await tx.insert(conversationParticipants).values([
    { conversationId: inserted.id, userId: subject.travelerId, role: 'traveler' },
    { conversationId: inserted.id, userId: subject.operatorId, role: 'operator' },
  ]);
  return { id: inserted.id, created: true };
}

/** The reader's participant row (null: not a party, or no such conversation). */
export async function participantOf(db: Database, conversationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
  return row ?? null;
}

export interface SentMessage {
  message: ChatMessage;
  /** The recipient had read everything before this message: it starts an unread burst. */
  startsBurst: boolean;
  recipientId: string;
  seq: number;
}

/**
 * Appends a message in the caller's transaction. Lock order (the same in markRead): the conversation
 * row, then the participant rows — so a reader marking the thread read either sees this message or
 * is seen by it, and a burst's start is never missed.
 */
export async function appendMessage(
  tx: Database,
  conversationId: string,
  senderId: string,
  body: string,
): Promise<SentMessage> {
  const [conversation] = await tx
    .update(conversations)
    .set({ messageCount: sql`${conversations.messageCount} + 1`, lastMessageAt: sql`now()` })
    .where(eq(conversations.id, conversationId))
    .returning({
      seq: conversations.messageCount,
      travelerId: conversations.travelerId,
      operatorId: conversations.operatorId,
    });
  if (!conversation) throw notFound('messaging.conversationNotFound');
  const { seq } = conversation;
  const recipientId =
    conversation.travelerId === senderId ? conversation.operatorId : conversation.travelerId;
  const [recipient] = await rows<{ last_read_seq: number }>(
    tx,
    sql`select last_read_seq from conversation_participants
         where conversation_id = ${conversationId} and user_id = ${recipientId} for update`,
  );
  const [row] = await tx
    .insert(messages)
    .values({ conversationId, seq, senderId, body })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  await tx.execute(sql`
    update conversation_participants
       set last_message_at = now(),
           last_read_seq = case when user_id = ${senderId} then ${seq} else last_read_seq end
     where conversation_id = ${conversationId}`);
  const [names] = await rows<{ sender_name: string }>(tx, senderNameQuery(senderId));
  return {
    message: {
      id: row!.id,
      seq,
      body,
      sent_at: row!.createdAt.toISOString(),
      from_me: true,
      sender_name: names?.sender_name ?? '',
    },
    startsBurst: (recipient?.last_read_seq ?? 0) >= seq - 1,
    recipientId,
    seq,
  };
}

function senderNameQuery(userId: string): SQL {
  return sql`select coalesce(op.company_name, u.first_name || ' ' || u.last_name) as sender_name
               from users u left join operator_profiles op on op.user_id = u.id
              where u.id = ${userId}`;
}

/** Marks the thread read up to its last message for the reader; false when they are not a party. */
export async function markRead(db: Database, conversationId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [conversation] = await rows<{ message_count: number }>(
      tx,
      sql`select message_count from conversations where id = ${conversationId} for share`,
    );
    if (!conversation) return false;
    const updated = await tx
      .update(conversationParticipants)
      .set({
        lastReadSeq: sql`greatest(${conversationParticipants.lastReadSeq}, ${conversation.message_count})`,
      })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, userId),
        ),
      )
      .returning({ userId: conversationParticipants.userId });
    return updated.length > 0;
  });
}

/** Unread messages over all the reader's conversations: one range of the participants' user index. */
export async function unreadTotal(db: Database, userId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select coalesce(sum(c.message_count - p.last_read_seq), 0)::int as n
          from conversation_participants p
          join conversations c on c.id = p.conversation_id
         where p.user_id = ${userId} and c.message_count > p.last_read_seq`,
  );
  return Number(row?.n ?? 0);
}

// ── Views ──────────────────────────────────────────────────────────────────────────────────────────

interface SummaryRow {
  id: string;
  subject_kind: 'booking' | 'safari' | 'trip';
  role: 'traveler' | 'operator';
  traveler_id: string;
  booking_id: string | null;
  booking_reference: string | null;
  package_id: number | null;
  package_slug: string | null;
  trip_id: number | null;
  title: string;
  date: string | null;
  traveler_name: string;
  operator_name: string;
  message_count: number;
  last_read_seq: number;
  last_body: string | null;
  last_sender_id: string | null;
  last_sent_at: Date | string | null;
}

const iso = (value: Date | string | null): string =>
  value === null ? '' : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** The summary rows of the reader's conversations matching `where` (over c = conversation, p = reader). */
function summaryQuery(userId: string, where: SQL, tail: SQL): SQL {
  return sql`
    select c.id, c.subject_kind, p.role, c.traveler_id, c.booking_id, b.reference as booking_reference,
           c.package_id, sp.slug as package_slug, c.trip_id,
           coalesce(sp.title, tr.name, '') as title,
           case when c.booking_id is not null then b.start_date::text
                when c.trip_id is not null then to_char(t.departs_at at time zone 'Africa/Dar_es_Salaam', 'YYYY-MM-DD')
                else null end as date,
           tu.first_name || ' ' || tu.last_name as traveler_name,
           coalesce(op.company_name, ou.first_name || ' ' || ou.last_name) as operator_name,
           c.message_count, p.last_read_seq,
           m.body as last_body, m.sender_id as last_sender_id, m.created_at as last_sent_at
      from conversation_participants p
      join conversations c on c.id = p.conversation_id
      join users tu on tu.id = c.traveler_id
      join users ou on ou.id = c.operator_id
      left join operator_profiles op on op.user_id = c.operator_id
      left join bookings b on b.id = c.booking_id
      left join safari_packages sp on sp.id = c.package_id
      left join trips t on t.id = c.trip_id
      left join transport_routes tr on tr.id = t.route_id
      left join messages m on m.conversation_id = c.id and m.seq = c.message_count
     where p.user_id = ${userId} and ${where}
     ${tail}`;
}

function toSubject(row: SummaryRow): ConversationSubject {
  return {
    kind: row.subject_kind,
    title: row.title,
    booking_id: row.booking_id,
    booking_reference: row.booking_reference,
    safari_id: row.package_id,
    safari_slug: row.package_slug,
    trip_id: row.trip_id,
    date: row.date,
  };
}

function toSummary(row: SummaryRow, userId: string): ConversationSummary {
  const senderName = (senderId: string | null) =>
    senderId === row.traveler_id ? row.traveler_name : row.operator_name;
  return {
    id: row.id,
    subject: toSubject(row),
    my_role: row.role,
    counterpart_name: row.role === 'traveler' ? row.operator_name : row.traveler_name,
    last_message: {
      body: row.last_body ?? '',
      sent_at: iso(row.last_sent_at),
      from_me: row.last_sender_id === userId,
      sender_name: senderName(row.last_sender_id),
    },
    unread_count: Math.max(0, row.message_count - row.last_read_seq),
    message_count: row.message_count,
  };
}

/** The reader's inbox: latest activity first, filtered (unread, booking or pre-booking, one listing). */
export async function inbox(db: Database, userId: string, query: InboxQuery) {
  const conditions: SQL[] = [sql`c.message_count > 0`];
  if (query.unread) conditions.push(sql`c.message_count > p.last_read_seq`);
  if (query.subject === 'booking') conditions.push(sql`c.subject_kind = 'booking'`);
  if (query.subject === 'pre_booking') conditions.push(sql`c.subject_kind <> 'booking'`);
  if (query.listing) {
    const [kind, id] = query.listing.split(':') as ['safari' | 'trip', string];
    conditions.push(kind === 'safari' ? sql`c.package_id = ${Number(id)}` : sql`c.trip_id = ${Number(id)}`);
  }
  const where = sql.join(conditions, sql` and `);
  const [items, [count], total] = await Promise.all([
    rows<SummaryRow>(
      db,
      summaryQuery(
        userId,
        where,
        sql`order by p.last_message_at desc, c.id limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
      ),
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from conversation_participants p
            join conversations c on c.id = p.conversation_id
           where p.user_id = ${userId} and ${where}`,
    ),
    unreadTotal(db, userId),
  ]);
  return {
    items: items.map((row) => toSummary(row, userId)),
    total: Number(count?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
    unread_total: total,
  };
}

/** One conversation's summary for the reader (null: not theirs). */
export async function conversationSummary(
  db: Database,
  conversationId: string,
  userId: string,
): Promise<ConversationSummary | null> {
  const [row] = await rows<SummaryRow>(db, summaryQuery(userId, sql`c.id = ${conversationId}`, sql``));
  return row ? toSummary(row, userId) : null;
}

/** A page of a thread, oldest first: the newest THREAD_PAGE_SIZE, or those before `beforeSeq`. */
export async function thread(db: Database, conversationId: string, userId: string, beforeSeq?: number) {
  const conversation = await conversationSummary(db, conversationId, userId);
  if (!conversation) throw notFound('messaging.conversationNotFound');
  const before = beforeSeq ?? conversation.message_count + 1;
  const page = await rows<{
    id: string;
    seq: number;
    body: string;
    sender_id: string;
    created_at: Date | string;
  }>(
    db,
    sql`select id, seq, body, sender_id, created_at from messages
         where conversation_id = ${conversationId} and seq < ${before}
         order by seq desc limit ${THREAD_PAGE_SIZE}`,
  );
  page.reverse();
  const names = await rows<{ traveler_name: string; operator_name: string; traveler_id: string }>(
    db,
    sql`select c.traveler_id, tu.first_name || ' ' || tu.last_name as traveler_name,
               coalesce(op.company_name, ou.first_name || ' ' || ou.last_name) as operator_name
          from conversations c join users tu on tu.id = c.traveler_id join users ou on ou.id = c.operator_id
          left join operator_profiles op on op.user_id = c.operator_id
         where c.id = ${conversationId}`,
  );
  const party = names[0]!;
  return {
    conversation,
    messages: page.map((m): ChatMessage => ({
      id: m.id,
      seq: m.seq,
      body: m.body,
      sent_at: iso(m.created_at),
      from_me: m.sender_id === userId,
      sender_name: m.sender_id === party.traveler_id ? party.traveler_name : party.operator_name,
    })),
    has_more: (page[0]?.seq ?? 1) > 1,
  };
}

/** Who and what a new conversation about this subject would be with and about. */
export async function draftFor(db: Database, user: AuthUser, subject: ResolvedSubject) {
  const conversationId = await findConversation(db, subject);
  const [row] = await rows<SummaryRow>(
    db,
    sql`select ${subject.kind}::text as subject_kind, b.reference as booking_reference,
               ${subject.bookingId}::uuid as booking_id, sp.id as package_id, sp.slug as package_slug, t.id as trip_id,
               coalesce(sp.title, tr.name, '') as title,
               case when b.id is not null then b.start_date::text
                    when t.id is not null then to_char(t.departs_at at time zone 'Africa/Dar_es_Salaam', 'YYYY-MM-DD')
                    else null end as date,
               tu.first_name || ' ' || tu.last_name as traveler_name,
               coalesce(op.company_name, ou.first_name || ' ' || ou.last_name) as operator_name
          from users tu
          join users ou on ou.id = ${subject.operatorId}
          left join operator_profiles op on op.user_id = ou.id
          left join bookings b on b.id = ${subject.bookingId}::uuid
          left join safari_packages sp on sp.id = ${subject.packageId}::int
          left join trips t on t.id = ${subject.tripId}::int
          left join transport_routes tr on tr.id = t.route_id
         where tu.id = ${subject.travelerId}`,
  );
  if (!row) throw notFound('messaging.listingNotFound');
  return {
    subject: toSubject(row),
    counterpart_name: user.id === subject.travelerId ? row.operator_name : row.traveler_name,
    conversation_id: conversationId,
  };
}

/** The operator's listings that have conversations, for the inbox filter. */
export async function inboxListings(db: Database, userId: string): Promise<InboxListings> {
  const items = await rows<{ kind: 'safari' | 'trip'; id: number; title: string; date: string | null }>(
    db,
    sql`select distinct 'safari' as kind, sp.id, sp.title, null::text as date
          from conversations c join safari_packages sp on sp.id = c.package_id
         where c.operator_id = ${userId}
        union
        select distinct 'trip' as kind, t.id, tr.name as title,
               to_char(t.departs_at at time zone 'Africa/Dar_es_Salaam', 'YYYY-MM-DD') as date
          from conversations c join trips t on t.id = c.trip_id join transport_routes tr on tr.id = t.route_id
         where c.operator_id = ${userId}
        order by title, date nulls first
        limit 200`,
  );
  return {
    items: items.map((i) => ({ key: `${i.kind}:${i.id}`, kind: i.kind, title: i.title, date: i.date })),
  };
}

/** How a subject is named in notifications and mails ('booking DR-… (Serengeti …)' or the listing's title). */
export function subjectText(subject: ConversationSubject): Message | string {
  if (subject.kind === 'booking' && subject.booking_reference) {
    return {
      key: 'messaging.bookingSubject',
      values: { reference: subject.booking_reference, title: subject.title },
    };
  }
  return subject.title;
}
