import { AUTH_MESSAGES, passwordChangeSchema } from '@dala/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/password-field';
import { apiRequest, toastMessageFor, tokenStore } from '../../lib/api-client';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../lib/form-errors';
import { useAuth } from '../auth';
import { ProfileForm } from './profile-form';

function ChangePasswordForm() {
  const [values, setValues] = useState({ current_password: '', password: '', password2: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await apiRequest<{ detail?: string; access_token?: string }>('/users/me/password', {
        method: 'POST',
        body: parsed.data,
      });
      if (answer?.access_token) tokenStore.set(answer.access_token);
      setValues({ current_password: '', password: '', password2: '' });
      toast.success(answer?.detail || AUTH_MESSAGES.passwordChanged);
    } catch (error) {
      const fields = fieldErrorsFromApi(error);
      setErrors(fields);
      if (!Object.keys(fields).length) toast.error(toastMessageFor(error, 'Could not change your password'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <PasswordField
        label="Current password"
        name="current_password"
        autoComplete="current-password"
        value={values.current_password}
        onChange={set('current_password')}
        error={errors.current_password}
        required
      />
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint="At least 8 characters."
        required
      />
      <PasswordField
        label="Confirm new password"
        name="password2"
        autoComplete="new-password"
        value={values.password2}
        onChange={set('password2')}
        error={errors.password2}
        required
      />
      <Button type="submit" busy={busy}>
        {busy ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}

/** /account: profile, password and sessions. */
export default function AccountPage() {
  const { user, logout } = useAuth();
  const [signingOutEverywhere, setSigningOutEverywhere] = useState(false);
  if (!user) return null;

  const signOutEverywhere = async () => {
    setSigningOutEverywhere(true);
    try {
      await apiRequest('/auth/logout-all', { method: 'POST' });
      toast.success(AUTH_MESSAGES.loggedOutEverywhere);
    } catch (error) {
      toast.error(toastMessageFor(error, 'Could not sign out your other devices'));
      setSigningOutEverywhere(false);
      return;
    }
    await logout();
  };

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Account</h1>
      <p className="mt-1 text-stone-600">{user.email}</p>
      <Card className="mt-6 p-6">
        <h2 className="mb-5 text-lg font-semibold">Profile</h2>
        <ProfileForm user={user} />
      </Card>
      {user.has_password && (
        <Card className="mt-6 p-6">
          <h2 className="text-lg font-semibold">Password</h2>
          <p className="mt-1 mb-5 text-sm text-stone-600">
            Changing your password signs out every other device.
          </p>
          <ChangePasswordForm />
        </Card>
      )}
      <Card className="mt-6 p-6">
        <h2 className="text-lg font-semibold">Sessions</h2>
        <p className="mt-1 text-sm text-stone-600">
          Signed in on a shared or lost device? Sign out everywhere, including this browser.
        </p>
        <Button
          variant="danger"
          className="mt-4"
          busy={signingOutEverywhere}
          onClick={() => void signOutEverywhere()}
        >
          Sign out everywhere
        </Button>
      </Card>
    </main>
  );
}
