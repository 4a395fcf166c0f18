import { adminTransportDocumentRoutes as contracts } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transportDocuments } from '../../db/schema';
import { currentUser } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { sendUpload } from '../../lib/uploads';
import { adminDocumentPage, reviewDocument } from '../fleet';
import { eq } from 'drizzle-orm';

/**
 * The administrator's review of transporters' vehicle and driver documents (issue 13). Registered
 * inside adminRoutes, whose guard admits administrators only (403 otherwise). The transporter is
 * notified of each decision, as operators are of their verification.
 */
export const transportDocumentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(contracts, 'GET /admin/transport-documents'),
    handler: async (request) => adminDocumentPage(app.db, request.query),
  });

  app.route({
    ...route(contracts, 'POST /admin/transport-documents/:id/approve'),
    handler: async (request) =>
      reviewDocument(app.db, currentUser(request), request.params.id, { status: 'approved' }),
  });

  app.route({
    ...route(contracts, 'POST /admin/transport-documents/:id/reject'),
    handler: async (request) =>
      reviewDocument(app.db, currentUser(request), request.params.id, {
        status: 'rejected',
        reason: request.body.reason,
      }),
  });

  app.route({
    ...route(contracts, 'GET /admin/transport-documents/:id/file'),
    handler: async (request, reply) => {
      const [doc] = await app.db
        .select()
        .from(transportDocuments)
        .where(eq(transportDocuments.id, request.params.id));
      if (!doc) throw notFound('fleet.documentNotFound');
      return sendUpload(reply, app.config.dataDir, {
        key: doc.storageKey,
        contentType: doc.contentType,
        fileName: doc.originalName,
      });
    },
  });
};
