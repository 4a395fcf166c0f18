import { z } from 'zod';
import { VERIFICATION_DOCUMENT_FIELDS } from '../auth/constants';
import { adminOperatorSchema, userSchema, userTypeSchema, verificationDocumentSchema } from '../auth/schemas';
import { text } from '../input';
import { pageSchema, paginationQuerySchema } from '../pagination';
import { AUDIT_ACTION_PATTERN } from './rules';

/** Longest reason an admin may give (disable, enable); rejections have their own limits. */
export const ADMIN_REASON_MAX = 500;

// ── Operator verification queue ─────────────────────────────────────────────────────────────────

/** An operator in the queue: the account, company details, every document on file and what is missing. */
export const adminQueueOperatorSchema = adminOperatorSchema.extend({
  /** The company's postal or street address ('' until given). */
  company_address: z.string(),
  /** Required documents not on file yet: approval is refused until this is empty. */
  missing_documents: z.array(z.enum(VERIFICATION_DOCUMENT_FIELDS)),
  disabled_at: z.string().nullable(),
});
export type AdminQueueOperator = z.infer<typeof adminQueueOperatorSchema>;
export const adminQueuePageSchema = pageSchema(adminQueueOperatorSchema);

// ── Users ───────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_USER_STATES = ['active', 'disabled'] as const;
export type AdminUserState = (typeof ADMIN_USER_STATES)[number];

export const adminUsersQuerySchema = paginationQuerySchema.extend({
  /** Part of a name, an email or a company name (case-insensitive). */
  q: text().trim().max(100, { message: 'admin.searchTooLong' }).optional(),
  type: userTypeSchema.optional(),
  state: z.enum(ADMIN_USER_STATES, { message: 'common.invalidValue' }).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** A user as the admin sees them: the user object and whether (and why) the account is disabled. */
export const adminUserSchema = userSchema.extend({
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageSchema(adminUserSchema);

export const adminUserDetailSchema = adminUserSchema.extend({
  /** Bookings the user made as a traveler, any status. */
  bookings_count: z.number().int().min(0),
  /** Signed-in sessions still live. */
  active_sessions: z.number().int().min(0),
  last_sign_in_at: z.string().nullable(),
  /** Operators: their verification documents (empty for others). */
  documents: z.array(verificationDocumentSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const disableUserSchema = z.object({
  reason: text({ message: 'admin.disableReasonRequired' })
    .trim()
    .min(1, { message: 'admin.disableReasonRequired' })
    .max(ADMIN_REASON_MAX, { message: 'admin.reasonTooLong' }),
});
export const enableUserSchema = z.object({
  reason: text().trim().max(ADMIN_REASON_MAX, { message: 'admin.reasonTooLong' }).optional(),
});

// ── Audit log ───────────────────────────────────────────────────────────────────────────────────

export const adminAuditQuerySchema = paginationQuerySchema.extend({
  action: text().trim().regex(AUDIT_ACTION_PATTERN, { message: 'admin.auditActionInvalid' }).optional(),
  /** The acting admin's id. */
  actor_id: text().trim().max(64, { message: 'admin.auditActorInvalid' }).optional(),
  target_type: text().trim().max(40, { message: 'common.invalidValue' }).optional(),
  target_id: text().trim().max(64, { message: 'common.invalidValue' }).optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** Null for the system, or an admin account since deleted. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  /** A user's name or company when the target is an account; null otherwise. */
  target_label: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);

// ── The admin's dashboard ───────────────────────────────────────────────────────────────────────

export const moneyTotalSchema = z.object({ currency: z.string(), amount_minor: z.number().int() });

export const adminOverviewSchema = z.object({
  /** Operators whose submission waits for a decision. */
  operators_to_verify: z.number().int().min(0),
  /** Vehicle and driver documents waiting for review. */
  documents_to_review: z.number().int().min(0),
  /** Payouts requested and not yet approved or rejected. */
  payouts_to_approve: z.number().int().min(0),
  /** Reviews hidden by moderation right now (each may be restored from the reviews' moderation). */
  reviews_hidden: z.number().int().min(0),
  /** Monday of this week in Tanzania (YYYY-MM-DD): the week the figures below cover. */
  week_start: z.string(),
  /** Bookings made this week (any status but expired holds). */
  bookings_this_week: z.number().int().min(0),
  /** Payments received this week, per currency charged (as stored), minus refunds paid this week. */
  revenue_this_week: z.array(moneyTotalSchema),
  /** Accounts disabled right now. */
  disabled_users: z.number().int().min(0),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
