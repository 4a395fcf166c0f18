import type { AdminUser, AdminUserDetail, AdminUsersQuery } from '@dala/shared';
import { and, count, desc, eq, ilike, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, bookings, operatorProfiles, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth/guards';
import { revokeUserSessions } from '../../lib/auth/sessions';
import { isUuid } from '../../lib/auth/uuid';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import {
  ADMIN_DOCUMENTS_PATH,
  findUserRow,
  listDocuments,
  selectUsers,
  toDocument,
  toUser,
  type UserRow,
} from '../users';

export function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toUser(row),
    disabled_at: row.disabledAt?.toISOString() ?? null,
    disabled_reason: row.disabledReason,
  };
}

/** `%text%` for ILIKE, the pattern characters of the text itself escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every account, newest first: search by name, email or company; by type and state. */
export async function adminUserPage(db: Database, query: AdminUsersQuery) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    pattern
      ? or(
          ilike(users.email, pattern),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
          ilike(operatorProfiles.companyName, pattern),
        )
      : undefined,
    query.type ? eq(users.type, query.type) : undefined,
    query.state === 'disabled' ? isNotNull(users.disabledAt) : undefined,
    query.state === 'active' ? isNull(users.disabledAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(operatorProfiles, eq(operatorProfiles.userId, users.id))
      .where(where),
  ]);
  return { items: rows.map(toAdminUser), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

async function userRowOr404(db: Database, id: string): Promise<UserRow> {
  const row = isUuid(id) ? await findUserRow(db, id) : undefined;
  if (!row) throw notFound('admin.userNotFound');
  return row;
}

/** One account with its bookings count, live sessions, last sign-in and (operators) documents. */
export async function adminUserDetail(db: Database, id: string): Promise<AdminUserDetail> {
  const row = await userRowOr404(db, id);
  const [[booked], [sessions], documents] = await Promise.all([
    db.select({ n: count() }).from(bookings).where(eq(bookings.travelerId, row.id)),
    db
      .select({
        live: sql<number>`count(*) filter (where ${authSessions.revokedAt} is null and ${authSessions.expiresAt} > now())::int`,
        last: max(authSessions.createdAt),
      })
      .from(authSessions)
      .where(eq(authSessions.userId, row.id)),
    row.type === 'operator' ? listDocuments(db, row.id) : Promise.resolve([]),
  ]);
  return {
    ...toAdminUser(row),
    bookings_count: booked?.n ?? 0,
    active_sessions: sessions?.live ?? 0,
    last_sign_in_at: sessions?.last ? new Date(sessions.last).toISOString() : null,
    documents: documents.map((doc) => toDocument(doc, ADMIN_DOCUMENTS_PATH)),
  };
}

/**
 * Disables an account: the flag, every session revoked (its refresh tokens die with their sessions and
 * the guard refuses its access tokens on the next request) and the audit entry, in one transaction.
 */
export async function disableUser(db: Database, admin: AuthUser, id: string, reason: string) {
  const row = await userRowOr404(db, id);
  if (row.id === admin.id) throw forbidden('admin.cannotDisableSelf');
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ disabledAt: sql`now()`, disabledReason: reason, disabledBy: admin.id, updatedAt: sql`now()` })
      .where(and(eq(users.id, row.id), isNull(users.disabledAt)))
      .returning({ disabledAt: users.disabledAt });
    if (!changed) throw conflict('admin.alreadyDisabled');
    await revokeUserSessions(tx, row.id, 'admin');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.disable',
      targetType: 'user',
      targetId: row.id,
      before: { disabled_at: null },
      after: { disabled_at: changed.disabledAt!.toISOString(), disabled_reason: reason },
      reason,
    });
  });
  return adminUserDetail(db, row.id);
}

/** Enables a disabled account again; its owner signs in anew (the old sessions stay ended). */
export async function enableUser(db: Database, admin: AuthUser, id: string, reason: string | undefined) {
  const row = await userRowOr404(db, id);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ disabledAt: users.disabledAt, disabledReason: users.disabledReason })
      .from(users)
      .where(eq(users.id, row.id))
      .for('update');
    if (!before?.disabledAt) throw conflict('admin.notDisabled');
    await tx
      .update(users)
      .set({ disabledAt: null, disabledReason: null, disabledBy: null, updatedAt: sql`now()` })
      .where(eq(users.id, row.id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.enable',
      targetType: 'user',
      targetId: row.id,
      before: { disabled_at: before.disabledAt.toISOString(), disabled_reason: before.disabledReason },
      after: { disabled_at: null, disabled_reason: null },
      reason: reason || null,
    });
  });
  return adminUserDetail(db, row.id);
}
