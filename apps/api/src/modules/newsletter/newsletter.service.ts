import {
  DEFAULT_LANGUAGE,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RATE_LIMIT,
  translate,
  type Language,
  type MessageKey,
  type NewsletterRequest,
  type NewsletterResponse,
} from '@dala/shared';
import { and, count, eq, gte, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsletterSubscribers } from '../../db/schema';
import { enqueueMail } from '../../lib/jobs';
import type { MailMessage } from '../../lib/mailer';
import { withDatabaseRateLimit } from '../../lib/rate-limit';

function welcomeMail(language: Language, to: string, supportEmail: string): MailMessage {
  return {
    to,
    subject: translate(language, 'mail.newsletter.welcomeSubject'),
    text: translate(language, 'mail.newsletter.welcomeText', { supportEmail }),
  };
}

/**
 * Subscribes an address. Idempotent: an address already on the list (any letter case) gets a friendly
 * answer and nothing changes. New subscribers get a welcome mail in `language` (the request's: a
 * signed-in user's preferred_language, else Accept-Language); sign-ups are limited per IP.
 */
export async function subscribe(
  app: FastifyInstance,
  input: NewsletterRequest,
  ip: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ status: NewsletterResponse['status']; message: MessageKey; created: boolean }> {
  const email = input.email.trim();
  const [existing] = await app.db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))
    .limit(1);
  if (existing)
    return { status: 'already_subscribed', message: NEWSLETTER_MESSAGES.already_subscribed, created: false };

  const inserted = await withDatabaseRateLimit(app.db, {
    key: `newsletter:${ip}`,
    max: NEWSLETTER_RATE_LIMIT.max,
    windowMinutes: NEWSLETTER_RATE_LIMIT.windowMinutes,
    message: 'newsletter.tooManySignups',
    countRecent: async (tx, since) => {
      const [result] = await tx
        .select({ count: count(), oldest: min(newsletterSubscribers.createdAt) })
        .from(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.ip, ip), gte(newsletterSubscribers.createdAt, since)));
      return { count: Number(result?.count ?? 0), oldest: result?.oldest ? new Date(result.oldest) : null };
    },
    insert: async (tx) => {
      const rows = await tx
        .insert(newsletterSubscribers)
        .values({ email, source: input.source ?? 'home', ip })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      // The welcome mail is queued with the subscription: sent after commit, retried if the server is down.
      if (rows[0]) await enqueueMail(tx, welcomeMail(language, email, app.config.supportEmail));
      return rows;
    },
  });
  // A concurrent request for the same address won the insert: the address is on the list either way.
  if (inserted.length === 0) {
    return { status: 'already_subscribed', message: NEWSLETTER_MESSAGES.already_subscribed, created: false };
  }

  return { status: 'subscribed', message: NEWSLETTER_MESSAGES.subscribed, created: true };
}
