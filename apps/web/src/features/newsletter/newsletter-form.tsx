import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, toastMessageFor } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/notify';
import { useNewsletterSignup } from './api/use-newsletter-signup';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Newsletter sign-up (spec §4, §5): email required; submitting, then the subscribed confirmation.
 * POST /api/newsletter stores the address; an address already on the list gets a friendly answer.
 * It sits in the footer of every page, so its texts are in the `common` namespace.
 */
export function NewsletterForm({
  source,
  tone = 'light',
  className,
}: {
  source: 'home' | 'blog' | 'footer';
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useNewsletterSignup();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(t('newsletter.emailRequired'));
    if (!EMAIL_PATTERN.test(address)) return setError(t('newsletter.emailInvalid'));
    setError(undefined);
    mutation.mutate(
      { email: address, source },
      {
        onError: (err) => {
          const fieldError = err instanceof ApiRequestError ? err.fields?.email?.[0] : undefined;
          if (fieldError) setError(fieldError);
          else notify.error(toastMessageFor(err, t('anErrorOccurred')));
        },
      },
    );
  };

  if (mutation.isSuccess) {
    return (
      <div
        role="status"
        className={cn(
          'flex items-start gap-3 rounded-xl p-4',
          tone === 'dark'
            ? 'bg-white/10 text-white ring-1 ring-white/20'
            : 'bg-acacia-50 text-acacia-800 ring-1 ring-acacia-200',
          className,
        )}
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
        <p className="text-sm font-medium">{mutation.data.message}</p>
      </div>
    );
  }

  const busy = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className={className} aria-label={t('newsletter.formLabel')}>
      <label htmlFor={id} className={cn('sr-only')}>
        {t('newsletter.emailLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.emailPlaceholder')}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            'h-12 min-w-0 flex-1 rounded-xl border px-4 text-base focus:ring-3 focus:outline-none sm:text-sm',
            tone === 'dark'
              ? 'border-white/25 bg-white/10 text-white placeholder:text-white/60 focus:border-white focus:ring-white/25'
              : 'border-sand-300 bg-white text-stone-900 placeholder:text-stone-400 focus:border-primary-500 focus:ring-primary-200',
          )}
        />
        <button
          type="submit"
          disabled={busy}
          className={cn(
            'inline-flex h-12 items-center justify-center rounded-xl px-6 text-sm font-semibold shadow-sm transition-colors disabled:opacity-60',
            tone === 'dark'
              ? 'bg-white text-primary-800 hover:bg-primary-50'
              : 'bg-primary-700 text-white hover:bg-primary-800',
          )}
        >
          {busy ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
      {error && (
        <p
          id={`${id}-error`}
          className={cn('mt-2 text-sm font-medium', tone === 'dark' ? 'text-primary-100' : 'text-red-700')}
        >
          {error}
        </p>
      )}
    </form>
  );
}
