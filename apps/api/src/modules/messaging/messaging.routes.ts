import { messagingRoutes as contracts } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import {
  appendMessage,
  draftFor,
  findOrCreateConversation,
  inbox,
  inboxListings,
  markRead,
  participantOf,
  resolveSubject,
  thread,
  unreadTotal,
} from './messaging.service';
import { afterMessageSent } from './unread-mail';

/**
 * Traveler ↔ operator conversations (issue 15). Signed in; every conversation route is keyed by the
 * reader's participant row (another party's conversation: 404). Admins are no party of any
 * conversation, so they read none.
 */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.route({
    ...route(contracts, 'GET /messages/conversations'),
    handler: async (request) => inbox(app.db, currentUser(request).id, request.query),
  });

  app.route({
    ...route(contracts, 'GET /messages/unread-count'),
    handler: async (request) => ({ unread_total: await unreadTotal(app.db, currentUser(request).id) }),
  });

  app.route({
    ...route(contracts, 'GET /messages/listings'),
    handler: async (request) => {
      const user = currentUser(request);
      if (user.type !== 'operator') return { items: [] };
      return inboxListings(app.db, user.id);
    },
  });

  app.route({
    ...route(contracts, 'GET /messages/draft'),
    handler: async (request) => {
      const user = currentUser(request);
      const subject = await resolveSubject(app.db, user, request.query);
      return draftFor(app.db, user, subject);
    },
  });

  app.route({
    ...route(contracts, 'POST /messages/conversations'),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { body, ...choice } = request.body;
      const subject = await resolveSubject(app.db, user, choice);
      const result = await app.db.transaction(async (tx) => {
        const conversation = await findOrCreateConversation(tx, subject);
        const sent = await appendMessage(tx, conversation.id, user.id, body);
        await afterMessageSent(tx, conversation.id, sent);
        return { conversation_id: conversation.id, created: conversation.created, message: sent.message };
      });
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...route(contracts, 'GET /messages/conversations/:id'),
    handler: async (request) =>
      thread(app.db, request.params.id, currentUser(request).id, request.query.before_seq),
  });

  app.route({
    ...route(contracts, 'POST /messages/conversations/:id/messages'),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const conversationId = request.params.id;
      const message = await app.db.transaction(async (tx) => {
        if (!(await participantOf(tx, conversationId, user.id)))
          throw notFound('messaging.conversationNotFound');
        const sent = await appendMessage(tx, conversationId, user.id, request.body.body);
        await afterMessageSent(tx, conversationId, sent);
        return sent.message;
      });
      return reply.code(201).send(message);
    },
  });

  app.route({
    ...route(contracts, 'POST /messages/conversations/:id/read'),
    handler: async (request) => {
      const user = currentUser(request);
      if (!(await markRead(app.db, request.params.id, user.id)))
        throw notFound('messaging.conversationNotFound');
      return { unread_total: await unreadTotal(app.db, user.id) };
    },
  });
};
