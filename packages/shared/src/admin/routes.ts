import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import {
  adminOperatorPageSchema,
  adminOperatorsQuerySchema,
  rejectOperatorSchema,
  userSchema,
} from '../auth/schemas';
import { text } from '../input';

const adminIdParams = z.object({ id: text() });

/** Operator verification by administrators (ARCHITECTURE §5). Every route: admins only (403). */
export const adminRoutes = defineRoutes({
  /** Operators by verification status (default: every operator), oldest submission first. */
  'GET /admin/operators': {
    query: adminOperatorsQuerySchema,
    response: { 200: adminOperatorPageSchema },
  },
  /** Approves an operator and notifies them. */
  'POST /admin/operators/:id/verify': {
    params: adminIdParams,
    response: { 200: userSchema },
  },
  /** Rejects with a reason the operator sees; they may submit again. */
  'POST /admin/operators/:id/reject': {
    params: adminIdParams,
    body: rejectOperatorSchema,
    response: { 200: userSchema },
  },
  /** Any operator's verification document: a file, so no JSON answer (the web links it). */
  'GET /admin/documents/:id': {
    params: adminIdParams,
  },
});
