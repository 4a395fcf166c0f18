import { notificationRoutes as contracts } from '@dala/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { currentUser, requireUser } from '../../lib/auth/guards';
import { isUuid } from '../../lib/auth/uuid';
import { route } from '../../lib/contract';
import { requestLanguage, requestText } from '../../lib/i18n';
import { notFound } from '../../lib/errors';
import { toNotification } from './notify';

const NOT_FOUND = 'notifications.notFound';

async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/**
 * Notifications of spec §7, only ever the signed-in user's own rows: another user's id is a 404,
 * indistinguishable from an id that does not exist.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.route({
    ...route(contracts, 'GET /notifications'),
    handler: async (request) => {
      const user = currentUser(request);
      const { page, page_size, unread_only } = request.query;
      const where = and(
        eq(notifications.userId, user.id),
        unread_only ? eq(notifications.isRead, false) : undefined,
      );
      const [rows, [total], unread] = await Promise.all([
        app.db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        app.db.select({ n: count() }).from(notifications).where(where),
        unreadCount(app.db, user.id),
      ]);
      const language = requestLanguage(request);
      return {
        items: rows.map((row) => toNotification(row, language)),
        total: total?.n ?? 0,
        page,
        page_size,
        unread_count: unread,
      };
    },
  });

  app.route({
    ...route(contracts, 'PATCH /notifications/:id/read'),
    handler: async (request) => {
      const user = currentUser(request);
      if (!isUuid(request.params.id)) throw notFound(NOT_FOUND);
      const [row] = await app.db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, user.id)))
        .returning({ id: notifications.id });
      if (!row) throw notFound(NOT_FOUND);
      return {
        detail: requestText(request, 'notifications.markedRead'),
        unread_count: await unreadCount(app.db, user.id),
      };
    },
  });

  app.route({
    ...route(contracts, 'POST /notifications/mark-all-read'),
    handler: async (request) => {
      const user = currentUser(request);
      await app.db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)));
      return { detail: requestText(request, 'notifications.allMarkedRead'), unread_count: 0 };
    },
  });

  app.route({
    ...route(contracts, 'DELETE /notifications/:id'),
    handler: async (request) => {
      const user = currentUser(request);
      if (!isUuid(request.params.id)) throw notFound(NOT_FOUND);
      const [row] = await app.db
        .delete(notifications)
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, user.id)))
        .returning({ id: notifications.id });
      if (!row) throw notFound(NOT_FOUND);
      return {
        detail: requestText(request, 'notifications.deleted'),
        unread_count: await unreadCount(app.db, user.id),
      };
    },
  });
};
