import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { adminOperatorsQuerySchema, rejectOperatorSchema, userSchema } from '../auth/schemas';
import { text } from '../input';
import {
  adminAuditQuerySchema,
  adminOverviewSchema,
  adminQueuePageSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  disableUserSchema,
  enableUserSchema,
} from './schemas';

const adminIdParams = z.object({ id: text() });

/** The admin console (ARCHITECTURE §5, issue 15). Every route: admins only (403; guests 401). */
export const adminRoutes = defineRoutes({
  /** Counts waiting for action and this week's bookings and revenue. */
  'GET /admin/overview': {
    response: { 200: adminOverviewSchema },
  },
  /** Operators by verification status (default: every operator), oldest submission first. */
  'GET /admin/operators': {
    query: adminOperatorsQuerySchema,
    response: { 200: adminQueuePageSchema },
  },
  /**
   * Approves an operator and notifies and mails them. Refused (409 `admin.documentsMissing`) until a
   * business license and an identification document are on file.
   */
  'POST /admin/operators/:id/verify': {
    params: adminIdParams,
    response: { 200: userSchema },
  },
  /** Rejects with a reason the operator sees (notified and mailed); they may submit again. */
  'POST /admin/operators/:id/reject': {
    params: adminIdParams,
    body: rejectOperatorSchema,
    response: { 200: userSchema },
  },
  /** Any operator's verification document: a file, so no JSON answer (the web shows it inline). */
  'GET /admin/documents/:id': {
    params: adminIdParams,
  },
  /** Every account: search by name, email or company; filter by type and state; newest first. */
  'GET /admin/users': {
    query: adminUsersQuerySchema,
    response: { 200: adminUserPageSchema },
  },
  'GET /admin/users/:id': {
    params: adminIdParams,
    response: { 200: adminUserDetailSchema },
  },
  /** Disables an account with a reason: its sessions end at once and sign-in is refused. Not oneself. */
  'POST /admin/users/:id/disable': {
    params: adminIdParams,
    body: disableUserSchema,
    response: { 200: adminUserDetailSchema },
  },
  /** Enables a disabled account again (it signs in anew). */
  'POST /admin/users/:id/enable': {
    params: adminIdParams,
    body: enableUserSchema,
    response: { 200: adminUserDetailSchema },
  },
  /** The audit log of admin actions, newest first. */
  'GET /admin/audit': {
    query: adminAuditQuerySchema,
    response: { 200: auditPageSchema },
  },
});
