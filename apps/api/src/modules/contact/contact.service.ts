import { CONTACT_RATE_LIMIT, CONTACT_SUBJECTS, type ContactRequest } from '@dala/shared';
import { and, count, eq, gte, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../db/schema';
import { withDatabaseRateLimit } from './rate-limit';

const SUBJECT_LABELS = Object.fromEntries(CONTACT_SUBJECTS.map((s) => [s.value, s.label]));

/**
 * Stores a contact message (at most CONTACT_RATE_LIMIT.max per IP and hour), then mails it to the support
 * inbox with the sender as Reply-To. A mail failure does not lose the message: it stays stored with
 * mailed_at null.
 */
export async function submitContactMessage(app: FastifyInstance, input: ContactRequest, ip: string) {
  const row = await withDatabaseRateLimit(app.db, {
    key: `contact:${ip}`,
    max: CONTACT_RATE_LIMIT.max,
    windowMinutes: CONTACT_RATE_LIMIT.windowMinutes,
    message: 'You have sent several messages in a short time. Please wait a while before sending another.',
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
      return inserted!;
    },
  });

  const subjectLabel = SUBJECT_LABELS[input.subject] ?? input.subject;
  try {
    await app.mailer.send({
      to: app.config.supportEmail,
      replyTo: `${input.name.replace(/[\r\n<>"]/g, ' ')} <${input.email}>`,
      subject: `[Contact] ${subjectLabel} — ${input.name}`.replace(/[\r\n]/g, ' '),
      text: [
        `New message from the contact form (reference ${row.id}).`,
        '',
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Subject: ${subjectLabel}`,
        '',
        input.message,
        '',
        'Reply to this email to answer the sender directly.',
      ].join('\n'),
    });
    await app.db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, row.id));
  } catch (err) {
    app.log.error({ err, contactMessageId: row.id }, 'contact message stored but not mailed');
  }
  return { id: row.id, received_at: new Date(row.createdAt).toISOString() };
}
