import { adminRoutes as contracts, AUTH_MESSAGES as M } from '@dala/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorProfiles, users, verificationDocuments } from '../../db/schema';
import { currentUser, requireAdmin } from '../../lib/auth/guards';
import { isUuid } from '../../lib/auth/uuid';
import { route } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { sendUpload } from '../../lib/uploads';
import { notify } from '../notifications';
import { transportDocumentAdminRoutes } from './transport-documents.routes';
import { ADMIN_DOCUMENTS_PATH, getUser, selectUsers, toDocument, toUser } from '../users';

/** Operator verification by administrators (ARCHITECTURE §5). Every route: admins only (403). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  // Transporters' vehicle and driver documents (issue 13), behind the same guard.
  await app.register(transportDocumentAdminRoutes);

  /** Operators by verification status (default: every operator), oldest submission first. */
  app.route({
    ...route(contracts, 'GET /admin/operators'),
    handler: async (request) => {
      const { status, page, page_size } = request.query;
      const where = and(
        eq(users.type, 'operator'),
        status
          ? status === 'not_submitted'
            ? sql`coalesce(${operatorProfiles.verificationStatus}, 'not_submitted') = 'not_submitted'`
            : eq(operatorProfiles.verificationStatus, status)
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectUsers(app.db)
          .where(where)
          .orderBy(sql`${operatorProfiles.submittedAt} asc nulls last`, desc(users.createdAt))
          .limit(page_size)
          .offset((page - 1) * page_size),
        app.db
          .select({ n: count() })
          .from(users)
          .leftJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
          .where(where),
      ]);
      const ids = rows.map((r) => r.id);
      const docs = ids.length
        ? await app.db
            .select()
            .from(verificationDocuments)
            .where(inArray(verificationDocuments.userId, ids))
            .orderBy(desc(verificationDocuments.createdAt))
        : [];
      return {
        items: rows.map((row) => ({
          user: toUser(row),
          submitted_at: row.submittedAt?.toISOString() ?? null,
          reviewed_at: row.reviewedAt?.toISOString() ?? null,
          documents: docs.filter((d) => d.userId === row.id).map((d) => toDocument(d, ADMIN_DOCUMENTS_PATH)),
        })),
        total: total?.n ?? 0,
        page,
        page_size,
      };
    },
  });

  async function operatorProfile(id: string) {
    if (!isUuid(id)) throw notFound(M.operatorNotFound);
    const [row] = await app.db
      .select({ userId: users.id, companyName: operatorProfiles.companyName })
      .from(users)
      .innerJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
      .where(and(eq(users.id, id), eq(users.type, 'operator')));
    if (!row) throw notFound(M.operatorNotFound);
    return row;
  }

  /** Approves an operator: is_verified, status approved, and a notification to the operator. */
  app.route({
    ...route(contracts, 'POST /admin/operators/:id/verify'),
    handler: async (request) => {
      const operator = await operatorProfile(request.params.id);
      const admin = currentUser(request);
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ isVerified: true, updatedAt: sql`now()` })
          .where(eq(users.id, operator.userId));
        await tx
          .update(operatorProfiles)
          .set({
            verificationStatus: 'approved',
            rejectionReason: null,
            reviewedAt: sql`now()`,
            reviewedBy: admin.id,
          })
          .where(eq(operatorProfiles.userId, operator.userId));
        await notify(tx, operator.userId, 'success', 'notifications.verificationApprovedTitle', {
          key: 'notifications.verificationApproved',
          values: { company: operator.companyName },
        });
      });
      return getUser(app.db, operator.userId);
    },
  });

  /** Rejects with a reason the operator sees on /verification-required; they may submit again. */
  app.route({
    ...route(contracts, 'POST /admin/operators/:id/reject'),
    handler: async (request) => {
      const operator = await operatorProfile(request.params.id);
      const admin = currentUser(request);
      const { reason } = request.body;
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ isVerified: false, updatedAt: sql`now()` })
          .where(eq(users.id, operator.userId));
        await tx
          .update(operatorProfiles)
          .set({
            verificationStatus: 'rejected',
            rejectionReason: reason,
            reviewedAt: sql`now()`,
            reviewedBy: admin.id,
          })
          .where(eq(operatorProfiles.userId, operator.userId));
        await notify(tx, operator.userId, 'warning', 'notifications.verificationRejectedTitle', {
          key: 'notifications.verificationRejected',
          values: { company: operator.companyName, reason },
        });
      });
      return getUser(app.db, operator.userId);
    },
  });

  /** Download of any operator's verification document. */
  app.route({
    ...route(contracts, 'GET /admin/documents/:id'),
    handler: async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound(M.documentNotFound);
      const [doc] = await app.db
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.id, request.params.id));
      if (!doc) throw notFound(M.documentNotFound);
      return sendUpload(reply, app.config.dataDir, {
        key: doc.storageKey,
        contentType: doc.contentType,
        fileName: doc.originalName,
      });
    },
  });
};
