import { z } from 'zod';
import { messageKeys } from '../i18n/message-keys';
import { text } from '../input';
import { AUTH_MESSAGES } from '../auth/messages';

export const NEWSLETTER_SOURCES = ['home', 'blog', 'footer'] as const;

/** POST /api/newsletter: email required (spec §5). */
export const newsletterRequestSchema = z.object({
  email: text({ message: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(254, 'newsletter.emailTooLong')
    .pipe(z.email({ message: AUTH_MESSAGES.emailInvalid })),
  source: z.enum(NEWSLETTER_SOURCES).optional(),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({
  status: z.enum(['subscribed', 'already_subscribed']),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/** The answers' texts: message keys of the catalog's `newsletter` section, by status. */
export const NEWSLETTER_MESSAGES = messageKeys('newsletter', [
  'subscribed',
  'already_subscribed',
  'emailTooLong',
  'tooManySignups',
]);

export const NEWSLETTER_RATE_LIMIT = { max: 10, windowMinutes: 60 } as const;
