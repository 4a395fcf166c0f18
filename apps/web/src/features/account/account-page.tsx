import { AUTH_MESSAGES, passwordChangeSchema } from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/password-field';
import { toastMessageFor } from '../../lib/api-client';
import { setServerErrors } from '../../lib/form-errors';
import { messageText, useMessageText } from '../../lib/i18n';
import { useAuth } from '../auth';
import { useChangePassword } from './api/use-change-password';
import { useLogoutAll } from './api/use-logout-all';
import { ProfileForm } from './profile-form';

const EMPTY_PASSWORDS = { current_password: '', password: '', password2: '' };

function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const text = useMessageText();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY_PASSWORDS,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(async (data) => {
    try {
      const answer = await changePassword.mutateAsync(data);
      reset(EMPTY_PASSWORDS);
      toast.success(messageText(answer?.detail || AUTH_MESSAGES.passwordChanged));
    } catch (error) {
      const { fields } = setServerErrors(error, setError, ['current_password', 'password', 'password2']);
      if (!fields.length) toast.error(toastMessageFor(error, 'Could not change your password'));
    }
  });
  const busy = changePassword.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={text(errors.current_password?.message)}
        required
        {...register('current_password')}
      />
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
      <Button type="submit" busy={busy}>
        {busy ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}

/** /account: profile, password and sessions. */
export default function AccountPage() {
  const { user, logout } = useAuth();
  const logoutAll = useLogoutAll();
  const [signingOutEverywhere, setSigningOutEverywhere] = useState(false);
  if (!user) return null;

  const signOutEverywhere = async () => {
    setSigningOutEverywhere(true);
    try {
      await logoutAll.mutateAsync();
      toast.success(messageText(AUTH_MESSAGES.loggedOutEverywhere));
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
