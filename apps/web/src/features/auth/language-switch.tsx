import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@dala/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { changeLanguage } from '../../lib/i18n';
import { useAuth } from './auth-context';

/**
 * The language switch of the header and the footer (issue 16): a native select (a real control a
 * phone opens its own picker for), each language named in itself. The choice is remembered on this
 * device (storage and the cookie the server renders pages in) and, signed in, on the account, so
 * mails and notifications follow it too.
 */
export function LanguageSwitch({
  tone = 'dark',
  hideOnPhone = false,
  className,
}: {
  tone?: 'dark' | 'light';
  /** Shown from the `sm` width up only (cn merges no classes: the display is chosen here). */
  hideOnPhone?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const { user, mergeUser } = useAuth();
  const id = useId();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const choose = async (language: Language) => {
    await changeLanguage(language);
    if (!user || user.preferred_language === language) return;
    try {
      // Loaded on a change only: a page that is just read does not carry it.
      const { saveLanguage } = await import('./api/save-language');
      await saveLanguage(language);
      mergeUser({ preferred_language: language });
    } catch {
      // The device remembers it; the account keeps its language until the next choice or profile save.
    }
  };

  return (
    <div
      className={cn(
        'relative items-center',
        hideOnPhone ? 'hidden sm:inline-flex' : 'inline-flex',
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {t('shell.language')}
      </label>
      <svg
        viewBox="0 0 24 24"
        className={cn(
          'pointer-events-none absolute left-2.5 size-4',
          tone === 'light' ? 'text-sand-200' : 'text-stone-500',
        )}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
      </svg>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className={cn(
          'h-10 cursor-pointer appearance-none rounded-lg border py-1 pr-3 pl-8 text-sm font-semibold',
          'focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none',
          tone === 'light'
            ? 'border-acacia-700 bg-acacia-900 text-sand-100 hover:border-sand-300'
            : 'border-transparent bg-transparent text-stone-700 hover:bg-sand-100',
        )}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
