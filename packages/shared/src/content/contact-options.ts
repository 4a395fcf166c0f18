// Plain constants of the contact form, free of zod so pages can import them without the schema library.

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

export const CONTACT_LIMITS = { name: 120, email: 254, message: 5000 } as const;
