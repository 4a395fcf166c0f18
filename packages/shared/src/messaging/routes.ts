import { defineRoutes } from '../api/contract';
import {
  conversationDraftQuerySchema,
  conversationDraftSchema,
  conversationIdParamSchema,
  inboxListingsSchema,
  inboxQuerySchema,
  inboxSchema,
  messageSchema,
  sendMessageSchema,
  startConversationResultSchema,
  startConversationSchema,
  threadQuerySchema,
  threadSchema,
  unreadTotalSchema,
} from './messaging';

/**
 * The `messaging` API (issue 15): a traveler's and an operator's conversations. Every route: signed in
 * (401); only the two parties of a conversation see or write it (another's is a 404, like one that
 * does not exist); admins have no access to messages.
 */
export const messagingRoutes = defineRoutes({
  /** The reader's conversations, the latest activity first, with the unread total. */
  'GET /messages/conversations': {
    query: inboxQuerySchema,
    response: { 200: inboxSchema },
  },
  /** Sends the first message about a booking or listing (or the next, when that conversation exists). */
  'POST /messages/conversations': {
    body: startConversationSchema,
    response: { 201: startConversationResultSchema },
  },
  /** What "Message the operator" / "Ask the operator" would start, and the existing conversation if any. */
  'GET /messages/draft': {
    query: conversationDraftQuerySchema,
    response: { 200: conversationDraftSchema },
  },
  /** The newest page of a thread (or older, with before_seq). Reading it does not mark it read. */
  'GET /messages/conversations/:id': {
    params: conversationIdParamSchema,
    query: threadQuerySchema,
    response: { 200: threadSchema },
  },
  'POST /messages/conversations/:id/messages': {
    params: conversationIdParamSchema,
    body: sendMessageSchema,
    response: { 201: messageSchema },
  },
  /** Marks every message of the thread read for the reader; answers the new unread total. */
  'POST /messages/conversations/:id/read': {
    params: conversationIdParamSchema,
    response: { 200: unreadTotalSchema },
  },
  /** The header's badge: unread messages over every conversation of the reader. */
  'GET /messages/unread-count': {
    response: { 200: unreadTotalSchema },
  },
  /** An operator's listings that have conversations (the inbox's listing filter); empty for travelers. */
  'GET /messages/listings': {
    response: { 200: inboxListingsSchema },
  },
});
