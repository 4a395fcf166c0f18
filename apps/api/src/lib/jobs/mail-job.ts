import { z } from 'zod';
import { maskEmail } from '../logging';
import type { MailMessage } from '../mailer';
import { defineJob, enqueue, type EnqueueOptions } from './queue';
import type { Database } from '../../db/client';

const mailMessageSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
}) satisfies z.ZodType<MailMessage>;

/**
 * One mail, sent by the app's mailer after the transaction that wrote it commits; retried while the
 * mail server is down. Once sent (or given up) only the masked recipient and the subject are kept:
 * the body may hold a link that is a credential.
 */
export const mailJob = defineJob({
  kind: 'mail',
  payload: mailMessageSchema,
  maxAttempts: 12,
  async run(message, { app }) {
    await app.mailer.send(message);
  },
  retain: (message) => ({ to: maskEmail(message.to), subject: message.subject }),
});

/**
 * Queues a mail in the caller's transaction. With `dedupeKey` (e.g. `booking-confirmed:<id>`) the
 * mail is queued at most once however often the cause is replayed.
 */
export function enqueueMail(db: Database, message: MailMessage, options: EnqueueOptions = {}) {
  return enqueue(db, mailJob, message, options);
}
