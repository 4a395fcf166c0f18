import {
  CONTACT_RATE_LIMIT,
  CONTACT_SUBJECTS,
  DEFAULT_LANGUAGE,
  translate,
  type ContactRequest,
} from '@dala/shared';
import { and, count, eq, gte, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contactMessages } from '../../db/schema';
import { defineJob, enqueue } from '../../lib/jobs';
import { withDatabaseRateLimit } from '../../lib/rate-limit';

const SUBJECT_LABELS = Object.fromEntries(CONTACT_SUBJECTS.map((s) => [s.value, s.label]));

/**
 * Mails a stored contact message to the support inbox with the sender as Reply-To, after the
 * transaction that stored it commits; retried while the mail server is down. Sets mailed_at once sent
 * (a message already mailed is not sent again).
 */
export const contactMailJob = defineJob({
  kind: 'contact-mail',
  payload: z.object({ contactMessageId: z.string() }),
  async run({ contactMessageId }, { app }) {
    const [message] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, contactMessageId));
    if (!message || message.mailedAt) return;
    const subjectLabel = SUBJECT_LABELS[message.subject] ?? message.subject;
    // To the support inbox: in the default language (English).
    const values = {
      reference: message.id,
      name: message.name,
      email: message.email,
      subject: subjectLabel,
      message: message.message,
    };
    await app.mailer.send({
      to: app.config.supportEmail,
      replyTo: `${message.name.replace(/[\r\n<>"]/g, ' ')} <${message.email}>`,
      subject: translate(DEFAULT_LANGUAGE, 'mail.contact.subject', values).replace(/[\r\n]/g, ' '),
      text: translate(DEFAULT_LANGUAGE, 'mail.contact.text', values),
    });
    await app.db
      .update(contactMessages)
      .set({ mailedAt: new Date() })
      .where(eq(contactMessages.id, message.id));
  },
});

/**
 * Stores a contact message (at most CONTACT_RATE_LIMIT.max per IP and hour) and, in the same
 * transaction, the job that mails it to the support inbox (contactMailJob).
 */
export async function submitContactMessage(app: FastifyInstance, input: ContactRequest, ip: string) {
  const row = await withDatabaseRateLimit(app.db, {
    key: `contact:${ip}`,
    max: CONTACT_RATE_LIMIT.max,
    windowMinutes: CONTACT_RATE_LIMIT.windowMinutes,
    message: 'contact.tooManyMessages',
    countRecent: async (tx, since) => {
      const [result] = await tx
        .select({ count: count(), oldest: min(contactMessages.createdAt) })
        .from(contactMessages)
        .where(and(eq(contactMessages.ip, ip), gte(contactMessages.createdAt, since)));
      return { count: Number(result?.count ?? 0), oldest: result?.oldest ? new Date(result.oldest) : null };
    },
    insert: async (tx) => {
      const [inserted] = await tx
        .insert(contactMessages)
        .values({ ...input, ip })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      await enqueue(tx, contactMailJob, { contactMessageId: inserted!.id });
      return inserted!;
    },
  });
  return { id: row.id, received_at: new Date(row.createdAt).toISOString() };
}
