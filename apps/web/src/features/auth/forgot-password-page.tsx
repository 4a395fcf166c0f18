import { AUTH_MESSAGES } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/text-field';
import { setServerErrors } from '../../lib/form-errors';
import { lazyZodResolver, usePreload } from '../../lib/forms/lazy-resolver';
import { useLightForm } from '../../lib/forms/use-light-form';
import { messageText } from '../../lib/i18n';
import { useForgotPassword } from './api/use-forgot-password';

const forgotPasswordResolver = lazyZodResolver(() =>
  import('./form-schemas').then((m) => m.forgotPasswordSchema),
);

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useLightForm({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });
  usePreload(forgotPasswordResolver.preload);
  // Registered once, outside the markup.
  const fields = {
    email: register('email'),
  };
  const forgotPassword = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = handleSubmit(
    async (data) => {
      setFailure(null);
      setBusy(true);
      try {
        await forgotPassword.mutateAsync(data);
        setSent(true);
      } catch (caught) {
        setFailure(setServerErrors(caught, setError, ['email']).formError);
      } finally {
        setBusy(false);
      }
    },
    () => setFailure(null),
  );

  return (
    <main className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6 lg:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t('forgot.title')}</h1>
        {sent ? (
          <>
            <Alert tone="success" className="mt-5">
              {messageText(AUTH_MESSAGES.passwordResetRequested)}
            </Alert>
            <p className="mt-4 text-sm text-stone-600">{t('forgot.linkLifetime')}</p>
          </>
        ) : (
          <>
            <p className="mt-1.5 text-stone-600">{t('forgot.lead')}</p>
            {failure && (
              <Alert tone="error" className="mt-5">
                {messageText(failure)}
              </Alert>
            )}
            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
              <TextField
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                required
                {...fields.email}
              />
              <Button type="submit" size="lg" className="w-full" busy={busy}>
                {busy ? t('forgot.submitting') : t('forgot.submit')}
              </Button>
            </form>
          </>
        )}
        <p className="mt-6 text-center text-sm text-stone-600">
          {t('forgot.remembered')}{' '}
          <Link to="/login" className="rounded font-semibold text-primary-700 hover:underline">
            {t('forgot.backToSignIn')}
          </Link>
        </p>
      </Card>
    </main>
  );
}
