import {
  adminRoutes as contracts,
  AUTH_MESSAGES as M,
  missingVerificationDocuments,
  type AdminQueueOperator,
} from '@dala/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorProfiles, users, verificationDocuments } from '../../db/schema';
import { currentUser, requireAdmin } from '../../lib/auth/guards';
import { isUuid } from '../../lib/auth/uuid';
import { route } from '../../lib/contract';
import { conflict, notFound } from '../../lib/errors';
import { sendUpload } from '../../lib/uploads';
import { recordAudit } from '../audit';
import { notify } from '../notifications';
import { ADMIN_DOCUMENTS_PATH, getUser, selectUsers, toDocument, toUser } from '../users';
import { auditPage } from './admin-audit.service';
import { adminOverview } from './admin-overview.service';
import { adminUserDetail, adminUserPage, disableUser, enableUser } from './admin-users.service';
import { queueOperatorDecisionMail } from './operator-mail';
import { transportDocumentAdminRoutes } from './transport-documents.routes';

/** The admin console (ARCHITECTURE §5, issue 15). Every route: admins only (403; guests 401). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  // Answers about people and their documents are never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  // Transporters' vehicle and driver documents (issue 13), behind the same guard.
  await app.register(transportDocumentAdminRoutes);

  app.route({
    ...route(contracts, 'GET /admin/overview'),
    handler: () => adminOverview(app.db),
  });

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
        items: rows.map((row): AdminQueueOperator => {
          const own = docs.filter((d) => d.userId === row.id);
          return {
            user: toUser(row),
            submitted_at: row.submittedAt?.toISOString() ?? null,
            reviewed_at: row.reviewedAt?.toISOString() ?? null,
            documents: own.map((d) => toDocument(d, ADMIN_DOCUMENTS_PATH)),
            company_address: row.companyAddress ?? '',
            missing_documents: missingVerificationDocuments(own.map((d) => d.kind)),
            disabled_at: row.disabledAt?.toISOString() ?? null,
          };
        }),
        total: total?.n ?? 0,
        page,
        page_size,
      };
    },
  });

  /** The operator row for a decision, locked until the decision's transaction ends. */
  async function lockOperator(tx: typeof app.db, id: string) {
    if (!isUuid(id)) throw notFound(M.operatorNotFound);
    const [row] = await tx
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        language: users.preferredLanguage,
        isVerified: users.isVerified,
        disabledAt: users.disabledAt,
        companyName: operatorProfiles.companyName,
        status: operatorProfiles.verificationStatus,
        rejectionReason: operatorProfiles.rejectionReason,
      })
      .from(users)
      .innerJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
      .where(and(eq(users.id, id), eq(users.type, 'operator')))
      .for('update');
    if (!row) throw notFound(M.operatorNotFound);
    return row;
  }

  /**
   * Approves an operator: is_verified, status approved, a notification and a mail to the operator and
   * the audit entry. Refused until a business license and an identification document are on file.
   */
  app.route({
    ...route(contracts, 'POST /admin/operators/:id/verify'),
    handler: async (request) => {
      const admin = currentUser(request);
      const operatorId = await app.db.transaction(async (tx) => {
        const operator = await lockOperator(tx, request.params.id);
        if (operator.disabledAt) throw conflict('admin.operatorDisabled');
        const kinds = await tx
          .select({ kind: verificationDocuments.kind })
          .from(verificationDocuments)
          .where(eq(verificationDocuments.userId, operator.userId));
        if (missingVerificationDocuments(kinds.map((d) => d.kind)).length > 0) {
          throw conflict('admin.documentsMissing');
        }
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
        await queueOperatorDecisionMail(tx, decisionMail(operator), { approved: true });
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'operator.approve',
          targetType: 'operator',
          targetId: operator.userId,
          before: { verification_status: operator.status, is_verified: operator.isVerified },
          after: { verification_status: 'approved', is_verified: true },
        });
        return operator.userId;
      });
      return getUser(app.db, operatorId);
    },
  });

  /** Rejects with a reason the operator sees on /verification-required (notified, mailed); they may submit again. */
  app.route({
    ...route(contracts, 'POST /admin/operators/:id/reject'),
    handler: async (request) => {
      const admin = currentUser(request);
      const { reason } = request.body;
      const operatorId = await app.db.transaction(async (tx) => {
        const operator = await lockOperator(tx, request.params.id);
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
        await queueOperatorDecisionMail(tx, decisionMail(operator), { approved: false, reason });
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'operator.reject',
          targetType: 'operator',
          targetId: operator.userId,
          before: {
            verification_status: operator.status,
            is_verified: operator.isVerified,
            rejection_reason: operator.rejectionReason,
          },
          after: { verification_status: 'rejected', is_verified: false, rejection_reason: reason },
          reason,
        });
        return operator.userId;
      });
      return getUser(app.db, operatorId);
    },
  });

  function decisionMail(operator: Awaited<ReturnType<typeof lockOperator>>) {
    return {
      to: operator.email,
      language: operator.language,
      name: operator.firstName,
      company: operator.companyName,
      publicUrl: app.config.publicUrl,
    };
  }

  /** Any operator's verification document, shown inline in the queue (images and PDFs). */
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

  app.route({
    ...route(contracts, 'GET /admin/users'),
    handler: (request) => adminUserPage(app.db, request.query),
  });

  app.route({
    ...route(contracts, 'GET /admin/users/:id'),
    handler: (request) => adminUserDetail(app.db, request.params.id),
  });

  app.route({
    ...route(contracts, 'POST /admin/users/:id/disable'),
    handler: (request) => disableUser(app.db, currentUser(request), request.params.id, request.body.reason),
  });

  app.route({
    ...route(contracts, 'POST /admin/users/:id/enable'),
    handler: (request) => enableUser(app.db, currentUser(request), request.params.id, request.body.reason),
  });

  app.route({
    ...route(contracts, 'GET /admin/audit'),
    handler: (request) => auditPage(app.db, request.query),
  });
};
