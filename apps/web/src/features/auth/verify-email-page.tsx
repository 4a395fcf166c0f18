import { AUTH_MESSAGES } from '@dala/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api-client';
import { messageText } from '../../lib/i18n';
import { verifyEmailToken } from './api/verify-email';
import { useAuth } from './auth-context';

type State = { kind: 'verifying' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated, mergeUser } = useAuth();
  const [state, setState] = useState<State>(
    token ? { kind: 'verifying' } : { kind: 'failed', message: AUTH_MESSAGES.tokenRequired },
  );
  const sent = useRef(false);

  useEffect(() => {
    // Tokens are single-use: send it once, even under StrictMode's double effects.
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmailToken(token)
      .then((answer) => {
        setState({ kind: 'done', message: answer?.detail || AUTH_MESSAGES.emailVerified });
        mergeUser({ email_verified: true });
      })
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          message:
            error instanceof ApiRequestError && error.status !== 0
              ? AUTH_MESSAGES.tokenInvalid
              : String((error as Error).message),
        }),
      );
  }, [token, mergeUser]);

  return (
    <main className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6 lg:py-16">
      <Card className="p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t('verifyEmail.title')}</h1>
        {state.kind === 'verifying' ? (
          <div role="status" className="mt-6 flex flex-col items-center gap-3 text-stone-600">
            <Spinner className="size-8 text-primary-600" />
            {t('verifyEmail.verifying')}
          </div>
        ) : state.kind === 'done' ? (
          <>
            <Alert tone="success" className="mt-5">
              {messageText(state.message)}
            </Alert>
            <ButtonLink to={isAuthenticated ? '/dashboard' : '/login'} className="mt-6 w-full">
              {isAuthenticated ? t('verifyEmail.goToDashboard') : t('verifyEmail.signIn')}
            </ButtonLink>
          </>
        ) : (
          <>
            <Alert tone="error" className="mt-5">
              {messageText(state.message)}
            </Alert>
            <ButtonLink to="/" variant="secondary" className="mt-6 w-full">
              {t('verifyEmail.backHome')}
            </ButtonLink>
          </>
        )}
      </Card>
    </main>
  );
}
