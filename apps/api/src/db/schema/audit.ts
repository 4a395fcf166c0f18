import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every admin action (issue 15): who, when, what, on which row, and the row's relevant fields before →
 * after. Append-only; written by recordAudit (modules/audit) in the transaction of the change itself.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, `<area>.<verb>`: 'operator.approve', 'review.hide', 'user.disable', 'payout.approve' … */
    action: text('action').notNull(),
    /** The kind of row acted on ('user', 'operator', 'review', 'payout', 'document' …) and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** A reason given with the action (a rejection, a hidden review), when there is one. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);
