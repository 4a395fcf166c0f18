import type { AdminAuditQuery, AuditEntryView } from '@dala/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { auditLog, operatorProfiles, users } from '../../db/schema';
import { isUuid } from '../../lib/auth/uuid';

const actor = alias(users, 'actor');
const targetUser = alias(users, 'target_user');

/** Audit targets that are accounts: their entries are labelled with the person or company. */
const ACCOUNT_TARGETS = sql.raw(`'user', 'operator'`);

/** The audit log, newest first, filtered by action, actor or target. */
export async function auditPage(db: Database, query: AdminAuditQuery) {
  // An actor id that is no uuid matches nobody (rather than failing the cast).
  if (query.actor_id && !isUuid(query.actor_id)) {
    return { items: [], total: 0, page: query.page, page_size: query.page_size };
  }
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.actor_id ? eq(auditLog.actorId, query.actor_id) : undefined,
    query.target_type ? eq(auditLog.targetType, query.target_type) : undefined,
    query.target_id ? eq(auditLog.targetId, query.target_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorId: actor.id,
        actorFirst: actor.firstName,
        actorLast: actor.lastName,
        actorEmail: actor.email,
        targetFirst: targetUser.firstName,
        targetLast: targetUser.lastName,
        targetEmail: targetUser.email,
        targetCompany: operatorProfiles.companyName,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(
        targetUser,
        sql`${auditLog.targetType} in (${ACCOUNT_TARGETS}) and ${targetUser.id}::text = ${auditLog.targetId}`,
      )
      .leftJoin(operatorProfiles, eq(operatorProfiles.userId, targetUser.id))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const items: AuditEntryView[] = rows.map((row) => ({
    id: row.entry.id,
    created_at: row.entry.createdAt.toISOString(),
    actor: row.actorId
      ? { id: row.actorId, name: `${row.actorFirst} ${row.actorLast}`, email: row.actorEmail! }
      : null,
    action: row.entry.action,
    target_type: row.entry.targetType,
    target_id: row.entry.targetId,
    target_label: row.targetEmail
      ? `${row.targetCompany ?? `${row.targetFirst} ${row.targetLast}`} (${row.targetEmail})`
      : null,
    before: row.entry.before ?? null,
    after: row.entry.after ?? null,
    reason: row.entry.reason,
  }));
  return { items, total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}
