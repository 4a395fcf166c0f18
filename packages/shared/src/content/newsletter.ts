import { z } from 'zod';
import { text } from '../input';

export const NEWSLETTER_SOURCES = ['home', 'blog', 'footer'] as const;

/** POST /api/newsletter: email required (spec §5). */
export const newsletterRequestSchema = z.object({
  email: text({ message: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email({ message: 'Please enter a valid email address' })),
  source: z.enum(NEWSLETTER_SOURCES).optional(),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({
  status: z.enum(['subscribed', 'already_subscribed']),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

export const NEWSLETTER_MESSAGES = {
  subscribed: "You're subscribed! Look out for safari stories and travel tips in your inbox.",
  already_subscribed: "You're already on the list — thanks for travelling with us!",
} as const;

export const NEWSLETTER_RATE_LIMIT = { max: 10, windowMinutes: 60 } as const;
