import { AUTH_MESSAGES, REGISTRATION_COUNTDOWN_S } from '@dala/shared';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { messageText } from '../../lib/i18n';
import { webmailFor } from './webmail';

/** Success screen: 'Registration Successful!', the webmail link and a 5-to-0 countdown to /. */
export function RegistrationSuccess({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REGISTRATION_COUNTDOWN_S);
  useEffect(() => {
    if (seconds <= 0) {
      navigate('/', { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, navigate]);
  const webmail = webmailFor(email);
  return (
    <main className="mx-auto flex w-full max-w-lg flex-col px-4 py-14 sm:px-6">
      <Card className="p-8 text-center">
        <div
          aria-hidden
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-acacia-100 text-2xl text-acacia-700"
        >
          {t('register.success.checkMark')}
        </div>
        <h1 className="mt-4 text-2xl font-bold">{messageText(AUTH_MESSAGES.registrationSuccessful)}</h1>
        <p className="mt-2 text-stone-600">
          <Trans
            t={t}
            i18nKey="register.success.sent"
            values={{ email }}
            components={{ email: <span className="font-semibold text-stone-900" /> }}
          />
        </p>
        {webmail && (
          <a
            href={webmail.url}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('primary', 'md', 'mt-6')}
          >
            {t('register.success.verifyEmail')}
            <span className="font-normal">{t('register.success.webmail', { label: webmail.label })}</span>
          </a>
        )}
        <p className="mt-6 text-sm text-stone-600" aria-live="polite">
          <Trans
            t={t}
            i18nKey="register.success.countdown"
            values={{ seconds }}
            components={{ seconds: <span data-testid="countdown" /> }}
          />
        </p>
      </Card>
    </main>
  );
}
