import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactRequest } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { lazyZodResolver, usePreload } from '../../lib/forms/lazy-resolver';
import { useLightForm } from '../../lib/forms/use-light-form';
import { messageText } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { setServerErrors } from '../../lib/form-errors';
import { useContactMessage } from './api/use-contact-message';

const contactResolver = lazyZodResolver(() => import('./form-schema').then((m) => m.contactRequestSchema));

type Fields = keyof ContactRequest;
const FIELDS: Fields[] = ['name', 'email', 'subject', 'message'];

/** The empty form; subject '' selects the 'Choose a subject' placeholder. */
const EMPTY = { name: '', email: '', subject: '', message: '' } as unknown as ContactRequest;

/**
 * The contact form (spec §2, §4): 'Sending Message...' while sending, then 'Message Sent!' with the
 * thank-you text and an empty form. POST /api/contact stores the message and mails the support inbox.
 */
export function ContactForm() {
  const { t } = useTranslation(['contact', 'common']);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useLightForm({
    resolver: contactResolver,
    defaultValues: EMPTY,
  });
  usePreload(contactResolver.preload);
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

  const fields = {
    name: field('name'),
    email: field('email'),
    subject: field('subject'),
    message: field('message'),
  };

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        setSent(true);
        reset(EMPTY);
      },
      onError: (err) => {
        setServerErrors(err, setError, FIELDS);
        notify.error(err instanceof Error ? messageText(err.message) : t('common:anErrorOccurred'));
      },
    }),
  );

  const busy = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.label')} className="grid gap-5">
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
            <p className="font-bold">{t('form.sentTitle')}</p>
            <p className="text-sm">{t('form.sentText')}</p>
          </div>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.name')}
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          error={errors.name?.message}
          {...fields.name}
        />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          error={errors.email?.message}
          {...fields.email}
        />
      </div>
      <SelectField label={t('form.subject')} required error={errors.subject?.message} {...fields.subject}>
        <option value="" disabled>
          {t('form.chooseSubject')}
        </option>
        {CONTACT_SUBJECTS.map((s) => (
          <option key={s.value} value={s.value} className="text-stone-900">
            {t(`subjects.${s.value}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t('form.message')}
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        placeholder={t('form.messagePlaceholder')}
        className="[&_textarea]:resize-y"
        error={errors.message?.message}
        {...fields.message}
      />
      <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto sm:justify-self-start">
        {busy ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
