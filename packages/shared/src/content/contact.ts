import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import { text } from '../input';
import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactSubject } from './contact-options';

export * from './contact-options';

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

const required = (message: MessageKey) => text({ message }).trim().min(1, message);

/** POST /api/contact: every field required (spec §5). */
export const contactRequestSchema = z.object({
  name: required('contact.nameRequired').max(CONTACT_LIMITS.name, 'contact.nameTooLong'),
  email: required('auth.emailRequired')
    .max(CONTACT_LIMITS.email, 'newsletter.emailTooLong')
    .pipe(z.email({ message: 'auth.emailInvalid' })),
  subject: z.enum(SUBJECT_VALUES, { message: 'contact.subjectRequired' }),
  message: required('contact.messageRequired').max(CONTACT_LIMITS.message, 'contact.messageTooLong'),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.string(), received_at: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Messages one address (IP) may send per window; kept in the database so it holds across processes. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 60 } as const;
