import { z } from 'zod';
import { text } from '../input';
import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactSubject } from './contact-options';

export * from './contact-options';

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

const required = (message: string) => text({ message }).trim().min(1, message);

/** POST /api/contact: every field required (spec §5). */
export const contactRequestSchema = z.object({
  name: required('Full name is required').max(CONTACT_LIMITS.name, 'Name must be at most 120 characters'),
  email: required('Email is required')
    .max(CONTACT_LIMITS.email, 'Email is too long')
    .pipe(z.email({ message: 'Please enter a valid email address' })),
  subject: z.enum(SUBJECT_VALUES, { message: 'Please choose a subject' }),
  message: required('Message is required').max(
    CONTACT_LIMITS.message,
    'Message must be at most 5000 characters',
  ),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.string(), received_at: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Messages one address (IP) may send per window; kept in the database so it holds across processes. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMinutes: 60 } as const;
