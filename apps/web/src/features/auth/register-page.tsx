import {
  AUTH_MESSAGES,
  DEFAULT_PHONE_CODE,
  PHONE_COUNTRIES,
  REGISTRATION_COUNTDOWN_S,
  composePhoneNumber,
  registerSchema,
  type OperatorTypeChoice,
} from '@dala/shared';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PasswordField } from '../../components/ui/password-field';
import { PhoneInput } from '../../components/ui/phone-input';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../lib/form-errors';
import { messageText, useMessageText } from '../../lib/i18n';
import { useRegister } from './api/use-register';
import { AuthLayout, GoogleMark } from './auth-layout';
import { startGoogleSignIn } from './google-sign-in';
import { PERSONA_PANEL, RegisterArt, type RegisterPersona } from './register-art';
import { webmailFor } from './webmail';

type AccountType = 'traveler' | 'operator';
type Status = 'editing' | 'submitting' | 'success' | 'failed';

const OPERATOR_CHOICES: Array<{ value: OperatorTypeChoice; label: string; disabled?: boolean }> = [
  { value: 'tour_operator', label: 'Tour Operator' },
  { value: 'transporter', label: 'Transporter' },
  { value: 'travel_agent', label: 'Travel Agent', disabled: true },
];

const isOperatorChoice = (value: string | null): value is OperatorTypeChoice =>
  value === 'tour_operator' || value === 'transporter' || value === 'travel_agent';

/** Initial choice from the URL: without type or operatorType the page opens as traveler (spec §2). */
function choiceFromQuery(params: URLSearchParams): {
  type: AccountType;
  operatorType: OperatorTypeChoice | '';
} {
  const operatorType = params.get('operatorType') ?? params.get('operator_type');
  const type = params.get('type');
  if (type === 'operator' || (type !== 'traveler' && isOperatorChoice(operatorType))) {
    return {
      type: 'operator',
      operatorType: isOperatorChoice(operatorType) ? operatorType : 'tour_operator',
    };
  }
  return { type: 'traveler', operatorType: '' };
}

/** Success screen: 'Registration Successful!', the webmail link and a 5-to-0 countdown to /. */
function RegistrationSuccess({ email }: { email: string }) {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REGISTRATION_COUNTDOWN_S);
  useEffect(() => {
    if (seconds <= 0) {
      navigate('/', { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, navigate]);
  const webmail = webmailFor(email);
  return (
    <main className="mx-auto flex w-full max-w-lg flex-col px-4 py-14 sm:px-6">
      <Card className="p-8 text-center">
        <div
          aria-hidden
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-acacia-100 text-2xl text-acacia-700"
        >
          ✓
        </div>
        <h1 className="mt-4 text-2xl font-bold">{messageText(AUTH_MESSAGES.registrationSuccessful)}</h1>
        <p className="mt-2 text-stone-600">
          We sent a verification link to <span className="font-semibold text-stone-900">{email}</span>. Open
          it to confirm your email address.
        </p>
        {webmail && (
          <a
            href={webmail.url}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('primary', 'md', 'mt-6')}
          >
            Verify Email
            <span className="font-normal">({webmail.label})</span>
          </a>
        )}
        <p className="mt-6 text-sm text-stone-600" aria-live="polite">
          Taking you to the home page in <span data-testid="countdown">{seconds}</span> s
        </p>
      </Card>
    </main>
  );
}

export default function RegisterPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const registerAccount = useRegister();
  const text = useMessageText();
  const initial = choiceFromQuery(searchParams);
  const [accountType, setAccountType] = useState<AccountType>(initial.type);
  const [operatorType, setOperatorType] = useState<OperatorTypeChoice | ''>(initial.operatorType);
  const [form, setForm] = useState({
    first_name: '',
    last_name: '',
    company_name: '',
    email: '',
    password: '',
    password2: '',
  });
  const [phoneCode, setPhoneCode] = useState(DEFAULT_PHONE_CODE);
  const [phoneLocal, setPhoneLocal] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('editing');
  const [registeredEmail, setRegisteredEmail] = useState('');

  const isOperator = accountType === 'operator';
  const persona: RegisterPersona = isOperator && operatorType ? operatorType : 'traveler';

  /** The URL mirrors the choice (spec §2). */
  const mirror = (type: AccountType, opType: OperatorTypeChoice | '') => {
    const params = new URLSearchParams({ type });
    if (type === 'operator' && opType) params.set('operatorType', opType);
    setSearchParams(params, { replace: true });
  };
  const chooseType = (type: AccountType) => {
    // Traveler clears the operator type; Tour Operator defaults it to tour_operator (spec §4).
    const opType = type === 'traveler' ? '' : operatorType || 'tour_operator';
    setAccountType(type);
    setOperatorType(opType);
    mirror(type, opType);
  };
  const chooseOperatorType = (opType: OperatorTypeChoice) => {
    setOperatorType(opType);
    mirror('operator', opType);
  };

  const set = (field: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const phone_number = composePhoneNumber(phoneCode, phoneLocal);
    const body = {
      type: accountType,
      first_name: form.first_name,
      last_name: form.last_name,
      email: form.email,
      password: form.password,
      password2: form.password2,
      phone_number,
      ...(isOperator ? { company_name: form.company_name, operator_type: operatorType } : {}),
    };
    const parsed = registerSchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromIssues(parsed.error.issues);
      // The schema checks the operator fields only once the rest is valid; the form shows all at once.
      if (isOperator) {
        if (!form.company_name.trim()) fieldErrors.company_name ??= AUTH_MESSAGES.companyNameRequired;
        if (!phone_number) fieldErrors.phone_number ??= AUTH_MESSAGES.phoneRequired;
        if (!operatorType) fieldErrors.operator_type ??= AUTH_MESSAGES.operatorTypeRequired;
      }
      setErrors(fieldErrors);
      setStatus('failed');
      return;
    }
    setErrors({});
    setStatus('submitting');
    const query = {
      type: accountType,
      ...(isOperator && operatorType ? { operator_type: operatorType } : {}),
    };
    try {
      await registerAccount.mutateAsync({ body: parsed.data, query });
      setRegisteredEmail(parsed.data.email);
      setStatus('success');
    } catch (error) {
      setStatus('failed');
      const fieldErrors = fieldErrorsFromApi(error);
      setErrors(fieldErrors);
      if (error instanceof Error) {
        if (Object.keys(fieldErrors).length === 0 || !(error instanceof ApiRequestError))
          setBanner(error.message);
      } else {
        toast.error(messageText(AUTH_MESSAGES.registrationFailed));
      }
    }
  };

  if (status === 'success') return <RegistrationSuccess email={registeredEmail} />;

  const submitting = status === 'submitting';
  const panel = PERSONA_PANEL[persona];

  return (
    <AuthLayout
      aside={
        <div className="sticky top-24 rounded-card bg-white p-8 shadow-card ring-1 ring-sand-200">
          <RegisterArt persona={persona} />
          <h2 className="mt-6 text-2xl font-bold">{panel.title}</h2>
          <p className="mt-2 text-stone-600">{panel.description}</p>
        </div>
      }
    >
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Create your account</h1>
        <p className="mt-1.5 text-stone-600">Join Dala Rides as a traveler or as an operator.</p>

        <fieldset className="mt-6 min-w-0">
          <legend className="mb-2 text-sm font-medium text-stone-700">I am a</legend>
          <div className="grid grid-cols-2 gap-2 rounded-xl bg-sand-100 p-1">
            {(['traveler', 'operator'] as const).map((type) => (
              <label
                key={type}
                className={cn(
                  'flex cursor-pointer items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold focus-within:outline-2 focus-within:outline-primary-600',
                  accountType === type
                    ? 'bg-white text-primary-800 shadow-sm'
                    : 'text-stone-600 hover:text-stone-900',
                )}
              >
                <input
                  type="radio"
                  name="account_type"
                  value={type}
                  checked={accountType === type}
                  onChange={() => chooseType(type)}
                  className="sr-only"
                />
                {type === 'traveler' ? 'Traveler' : 'Tour Operator'}
              </label>
            ))}
          </div>
        </fieldset>

        {isOperator && (
          <fieldset
            className="mt-4"
            aria-describedby={errors.operator_type ? 'operator-type-error' : undefined}
          >
            <legend className="mb-2 text-sm font-medium text-stone-700">Operator type</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {OPERATOR_CHOICES.map((choice) => (
                <label
                  key={choice.value}
                  className={cn(
                    'flex flex-col rounded-xl border px-3 py-2.5 text-sm focus-within:outline-2 focus-within:outline-primary-600',
                    choice.disabled
                      ? 'cursor-not-allowed border-sand-200 bg-sand-50 text-stone-400'
                      : operatorType === choice.value
                        ? 'cursor-pointer border-primary-500 bg-primary-50 text-primary-900'
                        : 'cursor-pointer border-sand-300 bg-white text-stone-700 hover:border-sand-400',
                  )}
                >
                  <input
                    type="radio"
                    name="operator_type"
                    value={choice.value}
                    checked={operatorType === choice.value}
                    disabled={choice.disabled}
                    onChange={() => chooseOperatorType(choice.value)}
                    className="sr-only"
                  />
                  <span className="font-semibold">{choice.label}</span>
                  {choice.disabled && <span className="text-xs">Coming soon</span>}
                </label>
              ))}
            </div>
            {errors.operator_type && (
              <p id="operator-type-error" className="mt-1.5 text-sm text-red-700">
                {text(errors.operator_type)}
              </p>
            )}
          </fieldset>
        )}

        {banner && (
          <Alert tone="error" className="mt-5">
            {messageText(banner)}
          </Alert>
        )}

        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First name"
              name="first_name"
              autoComplete="given-name"
              value={form.first_name}
              onChange={set('first_name')}
              error={errors.first_name}
              required
            />
            <TextField
              label="Last name"
              name="last_name"
              autoComplete="family-name"
              value={form.last_name}
              onChange={set('last_name')}
              error={errors.last_name}
              required
            />
          </div>
          {isOperator && (
            <TextField
              label="Company name"
              name="company_name"
              autoComplete="organization"
              value={form.company_name}
              onChange={set('company_name')}
              error={errors.company_name}
              required
            />
          )}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={set('email')}
            error={errors.email}
            required
          />
          <PhoneInput
            label={isOperator ? 'Phone number' : 'Phone number (optional)'}
            countries={PHONE_COUNTRIES}
            code={phoneCode}
            localNumber={phoneLocal}
            onCodeChange={setPhoneCode}
            onLocalNumberChange={setPhoneLocal}
            error={text(errors.phone_number)}
            required={isOperator}
            preselectFromLocation
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            error={text(errors.password)}
            hint="At least 8 characters."
            required
          />
          <PasswordField
            label="Confirm password"
            name="password2"
            autoComplete="new-password"
            value={form.password2}
            onChange={set('password2')}
            error={text(errors.password2)}
            required
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            busy={submitting}
            disabled={isOperator && !operatorType}
          >
            {submitting ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>

        {!isOperator && (
          <>
            <div className="my-6 flex items-center gap-3 text-xs font-medium text-stone-500">
              <span className="h-px flex-1 bg-sand-200" />
              or
              <span className="h-px flex-1 bg-sand-200" />
            </div>
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              onClick={() => void startGoogleSignIn('/dashboard')}
            >
              <GoogleMark />
              Sign up with Google
            </Button>
          </>
        )}
        <p className="mt-6 text-center text-sm text-stone-600">
          Already have an account?{' '}
          <Link to="/login" className="rounded font-semibold text-primary-700 hover:underline">
            Sign in
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
