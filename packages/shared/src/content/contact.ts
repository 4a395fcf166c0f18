import { z } from 'zod';

/** Subject options of the contact form (spec §3), with the label the form shows. */
export const CONTACT_SUBJECTS = [
  { value: 'safari-inquiry', label: 'Safari inquiry' },
  { value: 'booking-help', label: 'Help with a booking' },
  { value: 'custom-package', label: 'Custom safari package' },
  { value: 'transport-inquiry', label: 'Transport inquiry' },
  { value: 'general-question', label: 'General question' },
  { value: 'feedback', label: 'Feedback' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];
const SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

export const CONTACT_LIMITS = { name: 120, email: 254, message: 5000 } as const;

const required = (message: string) => z.string({ message }).trim().min(1, message);

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
