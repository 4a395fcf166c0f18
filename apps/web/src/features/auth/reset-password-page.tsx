import { AUTH_MESSAGES } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/password-field';
import { setServerErrors } from '../../lib/form-errors';
import { lazyZodResolver, usePreload } from '../../lib/forms/lazy-resolver';
import { useLightForm } from '../../lib/forms/use-light-form';
import { messageText } from '../../lib/i18n';
import { useResetPassword } from './api/use-reset-password';

const resetPasswordResolver = lazyZodResolver(() =>
  import('./form-schemas').then((m) => m.resetPasswordSchema),
);

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  // The token comes from the link, not from a field: it is a form value the schema checks with the rest.
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useLightForm({
    resolver: resetPasswordResolver,
    values: { token, password: '', password2: '' },
  });
  usePreload(resetPasswordResolver.preload);
  // Registered once, outside the markup.
  const fields = {
    password: register('password'),
    password2: register('password2'),
  };
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = handleSubmit(
    async (data) => {
      setFailure(null);
      setBusy(true);
      try {
        await resetPassword.mutateAsync(data);
        navigate('/login', { replace: true, state: { message: AUTH_MESSAGES.passwordResetDone } });
      } catch (caught) {
        setFailure(setServerErrors(caught, setError, ['password', 'password2']).formError);
      } finally {
        setBusy(false);
      }
    },
    (found) => setFailure(found.token?.message ?? null),
  );

  return (
    <main className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6 lg:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t('reset.title')}</h1>
        {!token ? (
          <>
            <Alert tone="error" className="mt-5">
              {messageText(AUTH_MESSAGES.tokenRequired)}
            </Alert>
            <ButtonLink to="/forgot-password" className="mt-6 w-full">
              {t('reset.requestNewLink')}
            </ButtonLink>
          </>
        ) : (
          <>
            <p className="mt-1.5 text-stone-600">{t('reset.lead')}</p>
            {failure && (
              <Alert tone="error" className="mt-5">
                {messageText(failure)}{' '}
                <Link to="/forgot-password" className="font-semibold underline">
                  {t('reset.requestNewLink')}
                </Link>
              </Alert>
            )}
            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
              <PasswordField
                label={t('fields.newPassword')}
                autoComplete="new-password"
                error={errors.password?.message}
                hint={t('fields.passwordHint')}
                required
                {...fields.password}
              />
              <PasswordField
                label={t('fields.confirmNewPassword')}
                autoComplete="new-password"
                error={errors.password2?.message}
                required
                {...fields.password2}
              />
              <Button type="submit" size="lg" className="w-full" busy={busy}>
                {busy ? t('reset.submitting') : t('reset.submit')}
              </Button>
            </form>
          </>
        )}
      </Card>
    </main>
  );
}
