import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from '../pagination';

/** Notification types of spec §3. */
export const NOTIFICATION_TYPES = [
  'booking',
  'payment',
  'trip',
  'system',
  'success',
  'warning',
  'error',
  'info',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** A notification exactly with the fields of spec §3. */
export const notificationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications/?page=&page_size=&unread_only= */
export const notificationListQuerySchema = paginationQuerySchema.extend({
  unread_only: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** Newest first. `unread_count` counts all of the user's unread ones (for the bell badge). */
export const notificationListSchema = pageSchema(notificationSchema).extend({
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Answer of PATCH …/read/, POST mark-all-read/ and DELETE: the new unread count. */
export const notificationMutationResponseSchema = z.object({
  detail: z.string(),
  unread_count: z.number().int(),
});
