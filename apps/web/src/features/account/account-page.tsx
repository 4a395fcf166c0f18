import { AUTH_MESSAGES, passwordChangeSchema } from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/password-field';
import { toastMessageFor } from '../../lib/api-client';
import { setServerErrors, validateOnSubmit } from '../../lib/form-errors';
import { messageText } from '../../lib/i18n';
import { useAuth } from '../auth';
import { useChangePassword } from './api/use-change-password';
import { useLogoutAll } from './api/use-logout-all';
import { ProfileForm } from './profile-form';

const EMPTY_PASSWORDS = { current_password: '', password: '', password2: '' };

function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY_PASSWORDS,
    ...validateOnSubmit,
  });
  // Registered once, outside the markup.
  const fields = {
    current_password: register('current_password'),
    password: register('password'),
    password2: register('password2'),
  };

  const onSubmit = handleSubmit(async (data) => {
    try {
      const answer = await changePassword.mutateAsync(data);
      reset(EMPTY_PASSWORDS);
      toast.success(messageText(answer?.detail || AUTH_MESSAGES.passwordChanged));
    } catch (error) {
      const { fields } = setServerErrors(error, setError, ['current_password', 'password', 'password2']);
      if (!fields.length) toast.error(toastMessageFor(error, t('password.failed')));
    }
  });
  const busy = changePassword.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        error={errors.current_password?.message}
        required
        {...fields.current_password}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        error={errors.password?.message}
        hint={t('password.hint')}
        required
        {...fields.password}
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        error={errors.password2?.message}
        required
        {...fields.password2}
      />
      <Button type="submit" busy={busy}>
        {busy ? t('password.submitting') : t('password.submit')}
      </Button>
    </form>
  );
}

/** /account: profile, password and sessions. */
export default function AccountPage() {
  const { t } = useTranslation('account');
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
      toast.error(toastMessageFor(error, t('account.signOutEverywhereFailed')));
      setSigningOutEverywhere(false);
      return;
    }
    await logout();
  };

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('account.title')}</h1>
      <p className="mt-1 text-stone-600">{user.email}</p>
      <Card className="mt-6 p-6">
        <h2 className="mb-5 text-lg font-semibold">{t('account.profile')}</h2>
        <ProfileForm user={user} />
      </Card>
      {user.has_password && (
        <Card className="mt-6 p-6">
          <h2 className="text-lg font-semibold">{t('account.password')}</h2>
          <p className="mt-1 mb-5 text-sm text-stone-600">{t('account.passwordLead')}</p>
          <ChangePasswordForm />
        </Card>
      )}
      <Card className="mt-6 p-6">
        <h2 className="text-lg font-semibold">{t('account.sessions')}</h2>
        <p className="mt-1 text-sm text-stone-600">{t('account.sessionsLead')}</p>
        <Button
          variant="danger"
          className="mt-4"
          busy={signingOutEverywhere}
          onClick={() => void signOutEverywhere()}
        >
          {t('account.signOutEverywhere')}
        </Button>
      </Card>
    </main>
  );
}
