import {
  LANGUAGES,
  PHONE_COUNTRIES,
  composePhoneNumber,
  profileUpdateSchema,
  splitPhoneNumber,
  type User,
} from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { PhoneInput } from '../../components/ui/phone-input';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { toastMessageFor } from '../../lib/api-client';
import { setServerErrors, validateOnSubmit } from '../../lib/form-errors';
import { changeLanguage } from '../../lib/i18n';
import { useAuth } from '../auth';
import { useUpdateProfile } from './api/use-update-profile';

/**
 * Edit first name, last name, phone number and language (PUT /users/me; the answer is merged into the
 * user, and the site switches to the saved language).
 */
export function ProfileForm({ user }: { user: User }) {
  const { mergeUser } = useAuth();
  const updateProfile = useUpdateProfile();
  const { t } = useTranslation('account');
  const initialPhone = splitPhoneNumber(user.phone_number);
  // The phone input is two controls (code and number); the form value is the composed number.
  const [phoneCode, setPhoneCode] = useState(initialPhone.code);
  const [phoneLocal, setPhoneLocal] = useState(initialPhone.localNumber);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone_number: composePhoneNumber(initialPhone.code, initialPhone.localNumber) || null,
      preferred_language: user.preferred_language,
    },
    ...validateOnSubmit,
  });
  // Registered once, outside the markup.
  const fields = {
    first_name: register('first_name'),
    last_name: register('last_name'),
    preferred_language: register('preferred_language'),
  };
  const setPhone = (code: string, local: string) => {
    setPhoneCode(code);
    setPhoneLocal(local);
    setValue('phone_number', composePhoneNumber(code, local) || null);
  };

  const onSubmit = handleSubmit(async (data) => {
    try {
      const updated = await updateProfile.mutateAsync(data);
      const saved = updated && typeof updated === 'object' ? updated : data;
      mergeUser(saved);
      // The site follows the saved language (and this device remembers it).
      if (saved.preferred_language) void changeLanguage(saved.preferred_language);
      toast.success(t('profileForm.saved'));
    } catch (error) {
      const { fields } = setServerErrors(error, setError, [
        'first_name',
        'last_name',
        'phone_number',
        'preferred_language',
      ]);
      if (!fields.length) toast.error(toastMessageFor(error, t('profileForm.failed')));
    }
  });
  const busy = updateProfile.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('profileForm.firstName')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          required
          {...fields.first_name}
        />
        <TextField
          label={t('profileForm.lastName')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          required
          {...fields.last_name}
        />
      </div>
      <TextField
        label={t('profileForm.email')}
        name="email"
        type="email"
        value={user.email}
        readOnly
        disabled
        hint={t('profileForm.emailHint')}
      />
      <PhoneInput
        label={t('profileForm.phoneNumber')}
        countries={PHONE_COUNTRIES}
        code={phoneCode}
        localNumber={phoneLocal}
        onCodeChange={(code) => setPhone(code, phoneLocal)}
        onLocalNumberChange={(local) => setPhone(phoneCode, local)}
        error={errors.phone_number?.message}
      />
      <SelectField
        label={t('profileForm.language')}
        error={errors.preferred_language?.message}
        {...fields.preferred_language}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`profileForm.languages.${language}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" busy={busy}>
        {busy ? t('profileForm.submitting') : t('profileForm.submit')}
      </Button>
    </form>
  );
}
