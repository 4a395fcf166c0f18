import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationMutationResponseSchema,
} from '../auth/notifications';
import { text } from '../input';

const notificationIdParams = z.object({ id: text() });

/**
 * The signed-in user's notifications (spec §7): only ever their own rows; another user's id is a
 * 404, indistinguishable from an id that does not exist. Every route: signed in (401).
 */
export const notificationRoutes = defineRoutes({
  /** Newest first, with the unread count for the bell badge. */
  'GET /notifications': {
    query: notificationListQuerySchema,
    response: { 200: notificationListSchema },
  },
  'PATCH /notifications/:id/read': {
    params: notificationIdParams,
    response: { 200: notificationMutationResponseSchema },
  },
  'POST /notifications/mark-all-read': {
    response: { 200: notificationMutationResponseSchema },
  },
  'DELETE /notifications/:id': {
    params: notificationIdParams,
    response: { 200: notificationMutationResponseSchema },
  },
});
