import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  /** The admin who acted (null for the system). */
  actorId: string | null;
  /** `<area>.<verb>`: 'operator.approve', 'review.hide', 'user.disable' … */
  action: string;
  targetType: string;
  targetId: string | number;
  /** The fields the action changed, as they were and as they became. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Records an admin action. Call it with the transaction that makes the change, so the change and its
 * audit entry are written together or not at all.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
