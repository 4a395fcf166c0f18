import {
  AUTH_MESSAGES,
  DEFAULT_PHONE_CODE,
  OPERATOR_TYPE_CHOICES,
  PHONE_COUNTRIES,
  composePhoneNumber,
  type OperatorTypeChoice,
  type RegisterInput,
  type RegistrationType,
  type registerSchema,
} from '@dala/shared';
import { lazy, Suspense, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ChoiceCards } from '../../components/ui/choice-cards';
import { PasswordField } from '../../components/ui/password-field';
import { PhoneInput } from '../../components/ui/phone-input';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { setServerErrors } from '../../lib/form-errors';
import { lazyZodResolver, usePreload, type SchemaResolver } from '../../lib/forms/lazy-resolver';
import { useLightForm } from '../../lib/forms/use-light-form';
import { loadMessageSections, loadMessageSectionsLater, messageText } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useRegister } from './api/use-register';
import { AuthLayout, GoogleMark } from './auth-layout';
import { startGoogleSignIn } from './google-entry';
import type { RegisterPersona } from './register-art';

type Status = 'editing' | 'submitting' | 'success' | 'failed';

const ACCOUNT_TYPES: readonly RegistrationType[] = ['traveler', 'operator'];

/** Travel agents are shown, disabled: 'Coming soon' (spec §1). */
const DISABLED_CHOICES: ReadonlySet<OperatorTypeChoice> = new Set(['travel_agent']);

const isOperatorChoice = (value: string | null): value is OperatorTypeChoice =>
  (OPERATOR_TYPE_CHOICES as readonly (string | null)[]).includes(value);

/** Initial choice from the URL: without type or operatorType the page opens as traveler (spec §2). */
function choiceFromQuery(params: URLSearchParams): {
  type: RegistrationType;
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

/** The form's fields a server error may name (the rest becomes the banner). */
const FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'email',
  'phone_number',
  'password',
  'password2',
  'operator_type',
] as const;

/** What is sent: a traveler's body has no operator fields, whatever was typed before switching. */
function requestBody(values: RegisterInput): RegisterInput {
  if (values.type === 'operator') return values;
  const { company_name: _company, operator_type: _operatorType, ...traveler } = values;
  return traveler;
}

const schemaResolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.registerSchema));

/**
 * The shared schema checks exactly what is sent. It checks the operator fields only once the rest is
 * valid; the form shows all at once.
 */
const registerResolver: SchemaResolver<typeof registerSchema> = async (values, context, options) => {
  // The checks' texts are the API's: here before the first check is shown.
  const [result] = await Promise.all([
    schemaResolver(requestBody(values), context, options),
    loadPageMessages(),
  ]);
  if (values.type !== 'operator' || Object.keys(result.errors).length === 0) return result;
  const errors: FieldErrors<RegisterInput> = { ...result.errors };
  const missing = (field: 'company_name' | 'phone_number' | 'operator_type', message: string) => {
    errors[field] ??= { type: 'required', message };
  };
  if (!values.company_name?.trim()) missing('company_name', AUTH_MESSAGES.companyNameRequired);
  if (!values.phone_number) missing('phone_number', AUTH_MESSAGES.phoneRequired);
  if (!values.operator_type) missing('operator_type', AUTH_MESSAGES.operatorTypeRequired);
  return { values: {}, errors };
};

const loadSuccess = () => import('./registration-success');
/** The success screen (with react-i18next's Trans), a chunk of its own, warmed up with the schema. */
const RegistrationSuccess = lazy(() =>
  loadSuccess().then((module) => ({ default: module.RegistrationSuccess })),
);

/** The API's texts (the form's checks, a failed request's): loaded at idle, outside the page's first load. */
const loadPageMessages = () => loadMessageSections(['auth', 'common']);

/** The aside's drawing: a chunk of its own, beside the form on a wide screen (issue 12's budget). */
const RegisterArt = lazy(() => import('./register-art').then((module) => ({ default: module.RegisterArt })));

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  // Before the fields render: they read the API's texts, which load later (loadPageMessages).
  useState(loadMessageSectionsLater);
  const [searchParams, setSearchParams] = useSearchParams();
  const registerAccount = useRegister();
  const [initial] = useState(() => choiceFromQuery(searchParams));
  // The phone input is two controls (code and number); the form value is the composed number.
  const [phoneCode, setPhoneCode] = useState(DEFAULT_PHONE_CODE);
  const [phoneLocal, setPhoneLocal] = useState('');
  const [banner, setBanner] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('editing');
  const [registeredEmail, setRegisteredEmail] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useLightForm({
    resolver: registerResolver,
    defaultValues: {
      type: initial.type,
      operator_type: initial.operatorType,
      first_name: '',
      last_name: '',
      company_name: '',
      email: '',
      phone_number: '',
      password: '',
      password2: '',
    },
  });
  usePreload(schemaResolver.preload, loadSuccess, loadPageMessages);
  // Registered once, outside the markup.
  const fields = {
    first_name: register('first_name'),
    last_name: register('last_name'),
    company_name: register('company_name'),
    email: register('email'),
    password: register('password'),
    password2: register('password2'),
  };

  const [watchedType, watchedOperatorType] = [watch('type'), watch('operator_type')];
  const accountType = watchedType ?? 'traveler';
  const operatorType = watchedOperatorType || '';
  const isOperator = accountType === 'operator';
  const persona: RegisterPersona = isOperator && operatorType ? operatorType : 'traveler';

  /** The URL mirrors the choice (spec §2). */
  const mirror = (type: RegistrationType, opType: OperatorTypeChoice | '') => {
    const params = new URLSearchParams({ type });
    if (type === 'operator' && opType) params.set('operatorType', opType);
    setSearchParams(params, { replace: true });
  };
  const chooseType = (type: RegistrationType) => {
    // Traveler clears the operator type; Tour Operator defaults it to tour_operator (spec §4).
    const opType = type === 'traveler' ? '' : operatorType || 'tour_operator';
    setValue('type', type);
    setValue('operator_type', opType);
    mirror(type, opType);
  };
  const chooseOperatorType = (opType: OperatorTypeChoice) => {
    setValue('operator_type', opType);
    mirror('operator', opType);
  };
  const setPhone = (code: string, local: string) => {
    setPhoneCode(code);
    setPhoneLocal(local);
    setValue('phone_number', composePhoneNumber(code, local));
  };

  const onSubmit = handleSubmit(
    async (data) => {
      setBanner(null);
      setStatus('submitting');
      const query = {
        type: data.type,
        ...(data.type === 'operator' && data.operator_type ? { operator_type: data.operator_type } : {}),
      };
      try {
        await registerAccount.mutateAsync({ body: data, query });
        setRegisteredEmail(data.email);
        setStatus('success');
      } catch (error) {
        setStatus('failed');
        const { formError } = setServerErrors(error, setError, FIELDS);
        if (!(error instanceof Error)) notify.error(messageText(AUTH_MESSAGES.registrationFailed));
        else if (formError !== null) setBanner(error instanceof ApiRequestError ? formError : error.message);
      }
    },
    () => {
      setBanner(null);
      setStatus('failed');
    },
  );

  if (status === 'success')
    return (
      <Suspense fallback={null}>
        <RegistrationSuccess email={registeredEmail} />
      </Suspense>
    );

  const submitting = status === 'submitting';

  return (
    <AuthLayout
      aside={
        <div className="sticky top-24 rounded-card bg-white p-8 shadow-card ring-1 ring-sand-200">
          {/* Its own element: Preact redraws what follows a lazy part still loading beside it. */}
          <div>
            <Suspense fallback={<div className="aspect-[400/220] w-full" />}>
              <RegisterArt persona={persona} />
            </Suspense>
          </div>
          <h2 className="mt-6 text-2xl font-bold">{t(`register.panel.${persona}.title`)}</h2>
          <p className="mt-2 text-stone-600">{t(`register.panel.${persona}.description`)}</p>
        </div>
      }
    >
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('register.title')}</h1>
        <p className="mt-1.5 text-stone-600">{t('register.lead')}</p>

        <fieldset className="mt-6 min-w-0">
          <legend className="mb-2 text-sm font-medium text-stone-700">{t('register.iAmA')}</legend>
          <div className="grid grid-cols-2 gap-2 rounded-xl bg-sand-100 p-1">
            {ACCOUNT_TYPES.map((type) => (
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
                {t(`register.accountTypes.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>

        {isOperator && (
          <ChoiceCards
            className="mt-4"
            legend={t('register.operatorType')}
            name="operator_type"
            columns={3}
            options={OPERATOR_TYPE_CHOICES.map((choice) => ({
              value: choice,
              label: t(`register.operatorTypes.${choice}`),
              hint: DISABLED_CHOICES.has(choice) ? t('register.comingSoon') : undefined,
              disabled: DISABLED_CHOICES.has(choice),
            }))}
            value={operatorType || undefined}
            onChange={chooseOperatorType}
            error={errors.operator_type?.message}
            errorId="operator-type-error"
          />
        )}

        {banner && (
          <Alert tone="error" className="mt-5">
            {messageText(banner)}
          </Alert>
        )}

        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('fields.firstName')}
              autoComplete="given-name"
              error={errors.first_name?.message}
              required
              {...fields.first_name}
            />
            <TextField
              label={t('fields.lastName')}
              autoComplete="family-name"
              error={errors.last_name?.message}
              required
              {...fields.last_name}
            />
          </div>
          {isOperator && (
            <TextField
              label={t('fields.companyName')}
              autoComplete="organization"
              error={errors.company_name?.message}
              required
              {...fields.company_name}
            />
          )}
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            required
            {...fields.email}
          />
          <PhoneInput
            label={isOperator ? t('fields.phoneNumber') : t('fields.phoneNumberOptional')}
            countries={PHONE_COUNTRIES}
            code={phoneCode}
            localNumber={phoneLocal}
            onCodeChange={(code) => setPhone(code, phoneLocal)}
            onLocalNumberChange={(local) => setPhone(phoneCode, local)}
            error={errors.phone_number?.message}
            required={isOperator}
            preselectFromLocation
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="new-password"
            error={errors.password?.message}
            hint={t('fields.passwordHint')}
            required
            {...fields.password}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            error={errors.password2?.message}
            required
            {...fields.password2}
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            busy={submitting}
            disabled={isOperator && !operatorType}
          >
            {submitting ? t('register.submitting') : t('register.submit')}
          </Button>
        </form>

        {!isOperator && (
          <>
            <div className="my-6 flex items-center gap-3 text-xs font-medium text-stone-500">
              <span className="h-px flex-1 bg-sand-200" />
              {t('or')}
              <span className="h-px flex-1 bg-sand-200" />
            </div>
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              onClick={() => void startGoogleSignIn('/dashboard')}
            >
              <GoogleMark />
              {t('register.google')}
            </Button>
          </>
        )}
        <p className="mt-6 text-center text-sm text-stone-600">
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="rounded font-semibold text-primary-700 hover:underline">
            {t('register.signIn')}
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
