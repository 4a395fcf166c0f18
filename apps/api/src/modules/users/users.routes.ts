import { AUTH_MESSAGES as M, userRoutes as contracts } from '@dala/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users, verificationDocuments } from '../../db/schema';
import { currentUser, requireUser } from '../../lib/auth/guards';
import { revokeUserSessions } from '../../lib/auth/sessions';
import { route } from '../../lib/contract';
import { isUuid } from '../../lib/auth/uuid';
import { requestText } from '../../lib/i18n';
import { notFound, validationError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { sendUpload } from '../../lib/uploads';
import { assertNotCommonPassword, checkCurrentPassword } from '../auth';
import { notify } from '../notifications';
import { getUser, listDocuments, OWNER_DOCUMENTS_PATH, toDocument } from './users.service';

/** The signed-in user's own account: /api/users/me … */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.route({
    ...route(contracts, 'GET /users/me'),
    handler: async (request) => getUser(app.db, currentUser(request).id),
  });

  /** Changes first_name, last_name, phone_number; anything else in the body is ignored. */
  app.route({
    ...route(contracts, 'PUT /users/me'),
    handler: async (request) => {
      const user = currentUser(request);
      const { first_name, last_name, phone_number, preferred_language } = request.body;
      if (user.type === 'operator' && (phone_number === '' || phone_number === null)) {
        throw validationError({ phone_number: [M.phoneRequired] });
      }
      const changes: Partial<typeof users.$inferInsert> = {};
      if (first_name !== undefined) changes.firstName = first_name;
      if (last_name !== undefined) changes.lastName = last_name;
      if (phone_number !== undefined) changes.phoneNumber = phone_number || null;
      if (preferred_language !== undefined) changes.preferredLanguage = preferred_language;
      if (Object.keys(changes).length > 0) {
        await app.db
          .update(users)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
      }
      return getUser(app.db, user.id);
    },
  });

  /** Changes the password and signs out every other session (this one stays signed in). */
  app.route({
    ...route(contracts, 'POST /users/me/password'),
    handler: async (request) => {
      const user = currentUser(request);
      const { current_password, password } = request.body;
      await checkCurrentPassword(app, user.id, current_password);
      assertNotCommonPassword(password);
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await revokeUserSessions(app.db, user.id, 'password_change', user.session_id);
      await notify(
        app.db,
        user.id,
        'info',
        'notifications.passwordChangedTitle',
        'notifications.passwordChanged',
      );
      return { detail: requestText(request, M.passwordChanged) };
    },
  });

  app.route({
    ...route(contracts, 'GET /users/me/documents'),
    handler: async (request) => {
      const rows = await listDocuments(app.db, currentUser(request).id);
      return { items: rows.map((row) => toDocument(row, OWNER_DOCUMENTS_PATH)) };
    },
  });

  /** Download of one of the user's own verification documents. */
  app.route({
    ...route(contracts, 'GET /users/me/documents/:id'),
    handler: async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound(M.documentNotFound);
      const [doc] = await app.db
        .select()
        .from(verificationDocuments)
        .where(
          and(
            eq(verificationDocuments.id, request.params.id),
            eq(verificationDocuments.userId, currentUser(request).id),
          ),
        );
      if (!doc) throw notFound(M.documentNotFound);
      return sendUpload(reply, app.config.dataDir, {
        key: doc.storageKey,
        contentType: doc.contentType,
        fileName: doc.originalName,
      });
    },
  });
};
