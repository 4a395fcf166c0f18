import { CONTACT_LIMITS, CONTACT_SUBJECTS, contactRequestSchema, type ContactRequest } from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { inputClasses, TextField } from '../../components/ui/text-field';
import { cn } from '../../lib/cn';
import { setServerErrors } from '../../lib/form-errors';
import { useContactMessage } from './api/use-contact-message';

type Fields = keyof ContactRequest;
const FIELDS: Fields[] = ['name', 'email', 'subject', 'message'];

/** The empty form; subject '' selects the 'Choose a subject' placeholder. */
const EMPTY = { name: '', email: '', subject: '', message: '' } as unknown as ContactRequest;

/**
 * The contact form (spec §2, §4): 'Sending Message...' while sending, then 'Message Sent!' with the
 * thank-you text and an empty form. POST /api/contact stores the message and mails the support inbox.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [sent, setSent] = useState(false);
  const mutation = useContactMessage();

  // Typing clears that field's error (it is checked again on submit) and the 'Message Sent!' note.
  const field = (key: Fields) =>
    register(key, {
      onChange: () => {
        if (errors[key]) clearErrors(key);
        if (sent) setSent(false);
      },
    });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        setSent(true);
        reset(EMPTY);
      },
      onError: (err) => {
        setServerErrors(err, setError, FIELDS);
        toast.error(err instanceof Error ? err.message : 'An error occurred');
      },
    }),
  );

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
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          error={errors.name?.message}
          {...field('name')}
        />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          error={errors.email?.message}
          {...field('email')}
        />
      </div>
      <div>
        <label htmlFor="contact-subject" className="mb-1.5 block text-sm font-medium text-stone-700">
          Subject
        </label>
        <select
          id="contact-subject"
          required
          {...field('subject')}
          aria-invalid={errors.subject?.message ? true : undefined}
          aria-describedby={errors.subject?.message ? 'contact-subject-error' : undefined}
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
        {errors.subject?.message && (
          <p id="contact-subject-error" className="mt-1.5 text-sm text-red-700">
            {errors.subject.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium text-stone-700">
          Message
        </label>
        <textarea
          id="contact-message"
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          {...field('message')}
          placeholder="Tell us about your travel dates, group size and what you have in mind."
          aria-invalid={errors.message?.message ? true : undefined}
          aria-describedby={errors.message?.message ? 'contact-message-error' : undefined}
          className={cn(inputClasses, 'resize-y')}
        />
        {errors.message?.message && (
          <p id="contact-message-error" className="mt-1.5 text-sm text-red-700">
            {errors.message.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto sm:justify-self-start">
        {busy ? 'Sending Message...' : 'Send Message'}
      </Button>
    </form>
  );
}
