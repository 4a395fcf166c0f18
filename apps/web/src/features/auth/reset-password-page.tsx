import { AUTH_MESSAGES, resetPasswordSchema } from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/password-field';
import { setServerErrors } from '../../lib/form-errors';
import { messageText, useMessageText } from '../../lib/i18n';
import { useResetPassword } from './api/use-reset-password';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const text = useMessageText();
  // The token comes from the link, not from a field: it is a form value the schema checks with the rest.
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    values: { token, password: '', password2: '' },
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
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
        <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
        {!token ? (
          <>
            <Alert tone="error" className="mt-5">
              {messageText(AUTH_MESSAGES.tokenRequired)}
            </Alert>
            <ButtonLink to="/forgot-password" className="mt-6 w-full">
              Request a new link
            </ButtonLink>
          </>
        ) : (
          <>
            <p className="mt-1.5 text-stone-600">
              After the change, every device signed in to your account is signed out.
            </p>
            {failure && (
              <Alert tone="error" className="mt-5">
                {messageText(failure)}{' '}
                <Link to="/forgot-password" className="font-semibold underline">
                  Request a new link
                </Link>
              </Alert>
            )}
            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
              <PasswordField
                label="New password"
                autoComplete="new-password"
                error={text(errors.password?.message)}
                hint="At least 8 characters."
                required
                {...register('password')}
              />
              <PasswordField
                label="Confirm new password"
                autoComplete="new-password"
                error={text(errors.password2?.message)}
                required
                {...register('password2')}
              />
              <Button type="submit" size="lg" className="w-full" busy={busy}>
                {busy ? 'Saving...' : 'Reset password'}
              </Button>
            </form>
          </>
        )}
      </Card>
    </main>
  );
}
