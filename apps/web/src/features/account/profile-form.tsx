import {
  PHONE_COUNTRIES,
  composePhoneNumber,
  profileUpdateSchema,
  splitPhoneNumber,
  type User,
} from '@dala/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { PhoneInput } from '../../components/ui/phone-input';
import { TextField } from '../../components/ui/text-field';
import { apiRequest, toastMessageFor } from '../../lib/api-client';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../lib/form-errors';
import { useAuth } from '../auth';

/** Edit first name, last name and phone number (PUT /users/me; the answer is merged into the user). */
export function ProfileForm({ user }: { user: User }) {
  const { mergeUser } = useAuth();
  const initialPhone = splitPhoneNumber(user.phone_number);
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [phoneCode, setPhoneCode] = useState(initialPhone.code);
  const [phoneLocal, setPhoneLocal] = useState(initialPhone.localNumber);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      first_name: firstName,
      last_name: lastName,
      phone_number: composePhoneNumber(phoneCode, phoneLocal) || null,
    };
    const parsed = profileUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const updated = await apiRequest<Partial<User>>('/users/me', { method: 'PUT', body: parsed.data });
      mergeUser(updated && typeof updated === 'object' ? updated : parsed.data);
      toast.success('Profile saved');
    } catch (error) {
      const fields = fieldErrorsFromApi(error);
      setErrors(fields);
      if (!Object.keys(fields).length) toast.error(toastMessageFor(error, 'Could not save your profile'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          error={errors.first_name}
          required
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          error={errors.last_name}
          required
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        value={user.email}
        readOnly
        disabled
        hint="Your email address is your sign-in name and cannot be changed here."
      />
      <PhoneInput
        label="Phone number"
        countries={PHONE_COUNTRIES}
        code={phoneCode}
        localNumber={phoneLocal}
        onCodeChange={setPhoneCode}
        onLocalNumberChange={setPhoneLocal}
        error={errors.phone_number}
      />
      <Button type="submit" busy={busy}>
        {busy ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}
