import { AUTH_MESSAGES, resetPasswordSchema } from '@dala/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/password-field';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../lib/form-errors';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = resetPasswordSchema.safeParse({ token, password, password2 });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromIssues(parsed.error.issues);
      setErrors(fieldErrors);
      if (fieldErrors.token) setFailure(fieldErrors.token);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiRequest('/auth/password/reset', { method: 'POST', body: parsed.data });
      navigate('/login', { replace: true, state: { message: AUTH_MESSAGES.passwordResetDone } });
    } catch (caught) {
      const fieldErrors = fieldErrorsFromApi(caught);
      setErrors(fieldErrors);
      if (!fieldErrors.password && !fieldErrors.password2) {
        setFailure(
          fieldErrors.token ?? (caught instanceof ApiRequestError ? caught.message : 'An error occurred'),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6 lg:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
        {!token ? (
          <>
            <Alert tone="error" className="mt-5">
              {AUTH_MESSAGES.tokenRequired}
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
                {failure}{' '}
                <Link to="/forgot-password" className="font-semibold underline">
                  Request a new link
                </Link>
              </Alert>
            )}
            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
              <PasswordField
                label="New password"
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={errors.password}
                hint="At least 8 characters."
                required
              />
              <PasswordField
                label="Confirm new password"
                name="password2"
                autoComplete="new-password"
                value={password2}
                onChange={(e) => setPassword2(e.target.value)}
                error={errors.password2}
                required
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
