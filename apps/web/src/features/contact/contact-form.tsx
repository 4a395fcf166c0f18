import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactRequest, type ContactResponse } from '@dala/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { inputClasses, TextField } from '../../components/ui/text-field';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { cn } from '../../lib/cn';

type Fields = keyof ContactRequest;
type Errors = Partial<Record<Fields, string>>;

const EMPTY: ContactRequest = { name: '', email: '', subject: '' as ContactRequest['subject'], message: '' };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks with the server's messages (spec §5: all fields required, email of email type). */
export function validateContact(values: ContactRequest): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Full name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!values.subject) errors.subject = 'Please choose a subject';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}

/**
 * The contact form (spec §2, §4): 'Sending Message...' while sending, then 'Message Sent!' with the
 * thank-you text and an empty form. POST /api/contact stores the message and mails the support inbox.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: ContactRequest) => apiRequest<ContactResponse>('/contact', { method: 'POST', body }),
    onSuccess: () => {
      setSent(true);
      setValues(EMPTY);
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && err.fields) {
        const next: Errors = {};
        for (const [key, messages] of Object.entries(err.fields)) next[key as Fields] = messages[0];
        setErrors(next);
      }
      toast.error(err instanceof Error ? err.message : 'An error occurred');
    },
  });

  const set = (key: Fields, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
    if (sent) setSent(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(values);
  };

  const busy = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="grid gap-5">
      {sent && (
        <div
          role="status"
          className="flex gap-3 rounded-xl bg-acacia-50 p-4 text-acacia-800 ring-1 ring-acacia-200"
        >
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <p className="font-bold">Message Sent!</p>
            <p className="text-sm">Thank you for contacting us. We'll get back to you within 24 hours.</p>
          </div>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
        />
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
        />
      </div>
      <div>
        <label htmlFor="contact-subject" className="mb-1.5 block text-sm font-medium text-stone-700">
          Subject
        </label>
        <select
          id="contact-subject"
          name="subject"
          required
          value={values.subject}
          onChange={(e) => set('subject', e.target.value)}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? 'contact-subject-error' : undefined}
          className={inputClasses}
        >
          <option value="" disabled>
            Choose a subject
          </option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s.value} value={s.value} className="text-stone-900">
              {s.label}
            </option>
          ))}
        </select>
        {errors.subject && (
          <p id="contact-subject-error" className="mt-1.5 text-sm text-red-700">
            {errors.subject}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium text-stone-700">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          placeholder="Tell us about your travel dates, group size and what you have in mind."
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          className={cn(inputClasses, 'resize-y')}
        />
        {errors.message && (
          <p id="contact-message-error" className="mt-1.5 text-sm text-red-700">
            {errors.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto sm:justify-self-start">
        {busy ? 'Sending Message...' : 'Send Message'}
      </Button>
    </form>
  );
}
