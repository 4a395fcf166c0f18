import { z } from 'zod';
import { queryWholeNumber, serialId, serialIdParam, text } from '../input';
import { pageSchema, paginationQuerySchema } from '../pagination';

/** Messaging between a traveler and an operator (issue 15): limits, request and answer shapes. */

/** A message's text, once trimmed: 1 … this many characters. */
export const MESSAGE_MAX_LENGTH = 2000;
/** A message still unread this long after it was sent starts one email to its recipient (per unread burst). */
export const MESSAGE_EMAIL_DELAY_MINUTES = 10;
/** Messages per page of a thread (the newest page first; older pages on demand). */
export const THREAD_PAGE_SIZE = 50;
/** How often an open thread asks for new messages (no websockets: a cheap poll while it is open). */
export const THREAD_REFRESH_MS = 5_000;
/** How often the header's unread count and the inbox refresh while the app is open. */
export const INBOX_REFRESH_MS = 30_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A message's text: trimmed, required, at most MESSAGE_MAX_LENGTH characters. */
export const messageBodySchema = text({ message: 'messaging.bodyRequired' })
  .trim()
  .min(1, { message: 'messaging.bodyRequired' })
  .max(MESSAGE_MAX_LENGTH, { message: 'messaging.bodyTooLong' });

export const conversationIdParamSchema = z.object({
  id: text().regex(UUID, { message: 'messaging.conversationNotFound' }),
});

/** What a conversation is about. `date`: a booking's first day or a trip's departure day (YYYY-MM-DD). */
export const conversationSubjectSchema = z.object({
  kind: z.enum(['booking', 'safari', 'trip']),
  /** The safari's title, or the trip's route ('Dar es Salaam → Arusha'). */
  title: z.string(),
  booking_id: z.string().nullable(),
  booking_reference: z.string().nullable(),
  /** The package (a safari question, or the package of a safari booking). */
  safari_id: z.number().int().nullable(),
  safari_slug: z.string().nullable(),
  /** The trip (a trip question, or the trip of a trip booking). */
  trip_id: z.number().int().nullable(),
  date: z.string().nullable(),
});
export type ConversationSubject = z.infer<typeof conversationSubjectSchema>;

export const messageSchema = z.object({
  id: z.string(),
  /** 1, 2, 3 … within the conversation. */
  seq: z.number().int(),
  body: z.string(),
  sent_at: z.string(),
  from_me: z.boolean(),
  sender_name: z.string(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  subject: conversationSubjectSchema,
  /** The reader's role in it. */
  my_role: z.enum(['traveler', 'operator']),
  /** The other party: the traveler's name, or the operator's company. */
  counterpart_name: z.string(),
  last_message: messageSchema.omit({ id: true, seq: true }),
  unread_count: z.number().int().min(0),
  message_count: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** Inbox filters: `unread` only; `subject` booking or pre-booking questions; `listing` 'safari:12' or 'trip:5'. */
export const inboxQuerySchema = paginationQuerySchema.extend({
  unread: z
    .enum(['true', 'false'], { message: 'messaging.filterInvalid' })
    .transform((v) => v === 'true')
    .optional(),
  subject: z.enum(['booking', 'pre_booking'], { message: 'messaging.filterInvalid' }).optional(),
  listing: text()
    .regex(/^(safari|trip):[1-9]\d{0,9}$/, { message: 'messaging.filterInvalid' })
    .optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxSchema = pageSchema(conversationSummarySchema).extend({
  unread_total: z.number().int().min(0),
});
export type Inbox = z.infer<typeof inboxSchema>;

export const threadQuerySchema = z.object({
  /** Older messages: those numbered below this. */
  before_seq: queryWholeNumber('messaging.filterInvalid', 1).optional(),
});

export const threadSchema = z.object({
  conversation: conversationSummarySchema,
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** Older messages exist before the first one given. */
  has_more: z.boolean(),
});
export type Thread = z.infer<typeof threadSchema>;

export const sendMessageSchema = z.object({ body: messageBodySchema });

/**
 * The first message of a conversation, or the next one of an existing conversation about the same
 * subject: exactly one of booking_id (either party of the booking), safari_id or trip_id (a traveler's
 * question before booking).
 */
export const startConversationSchema = z
  .object({
    booking_id: text().regex(UUID, { message: 'messaging.bookingNotFound' }).optional(),
    safari_id: serialId('messaging.listingNotFound').optional(),
    trip_id: serialId('messaging.listingNotFound').optional(),
    body: messageBodySchema,
  })
  .refine((v) => [v.booking_id, v.safari_id, v.trip_id].filter((x) => x !== undefined).length === 1, {
    message: 'messaging.subjectRequired',
    path: ['subject'],
  });
export type StartConversation = z.input<typeof startConversationSchema>;

export const startConversationResultSchema = z.object({
  conversation_id: z.string(),
  /** False when the message went to the existing conversation about the same subject. */
  created: z.boolean(),
  message: messageSchema,
});

/** Who and what a new conversation would be with/about, and the conversation when there is one already. */
export const conversationDraftQuerySchema = z
  .object({
    booking_id: text().regex(UUID, { message: 'messaging.bookingNotFound' }).optional(),
    safari_id: serialIdParam('messaging.listingNotFound').optional(),
    trip_id: serialIdParam('messaging.listingNotFound').optional(),
  })
  .refine((v) => [v.booking_id, v.safari_id, v.trip_id].filter((x) => x !== undefined).length === 1, {
    message: 'messaging.subjectRequired',
    path: ['subject'],
  });

export const conversationDraftSchema = z.object({
  subject: conversationSubjectSchema,
  counterpart_name: z.string(),
  conversation_id: z.string().nullable(),
});
export type ConversationDraft = z.infer<typeof conversationDraftSchema>;

export const unreadTotalSchema = z.object({ unread_total: z.number().int().min(0) });

/** An operator's listings that have conversations (the inbox's listing filter). */
export const inboxListingsSchema = z.object({
  items: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['safari', 'trip']),
      title: z.string(),
      date: z.string().nullable(),
    }),
  ),
});
export type InboxListings = z.infer<typeof inboxListingsSchema>;
