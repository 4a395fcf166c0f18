import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RATE_LIMIT,
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

function welcomeMail(to: string, supportEmail: string): MailMessage {
  return {
    to,
    subject: 'Welcome to the Dala Rides newsletter',
    text: [
      'Karibu! You are now subscribed to the Dala Rides newsletter.',
      '',
      'Once or twice a month we send safari stories, seasonal tips for Tanzania and offers from verified',
      'local operators. Nothing else, and never your address to anyone.',
      '',
      `If you did not sign up, reply to this email or write to ${supportEmail} and we will remove you.`,
    ].join('\n'),
  };
}

/**
 * Subscribes an address. Idempotent: an address already on the list (any letter case) gets a friendly
 * answer and nothing changes. New subscribers get a welcome mail; sign-ups are limited per IP.
 */
export async function subscribe(
  app: FastifyInstance,
  input: NewsletterRequest,
  ip: string,
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
      if (rows[0]) await enqueueMail(tx, welcomeMail(email, app.config.supportEmail));
      return rows;
    },
  });
  // A concurrent request for the same address won the insert: the address is on the list either way.
  if (inserted.length === 0) {
    return { status: 'already_subscribed', message: NEWSLETTER_MESSAGES.already_subscribed, created: false };
  }

  return { status: 'subscribed', message: NEWSLETTER_MESSAGES.subscribed, created: true };
}
