import {
  AUTH_MESSAGES,
  DOCUMENT_ACCEPT,
  MAX_DOCUMENT_BYTES,
  PHONE_COUNTRIES,
  REQUIRED_VERIFICATION_DOCUMENTS,
  VERIFICATION_DOCUMENT_FIELDS,
  missingVerificationDocuments,
  composePhoneNumber,
  splitPhoneNumber,
  verificationFieldsSchema,
  type User,
  type VerificationDocumentKind,
} from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { PhoneInput } from '../../components/ui/phone-input';
import { TextField } from '../../components/ui/text-field';
import { toastMessageFor } from '../../lib/api-client';
import { downloadDocument } from './api/download-document';
import { setServerErrors, validateOnSubmit } from '../../lib/form-errors';
import { intlLocale, messageText } from '../../lib/i18n';
import { useAuth } from '../auth';
import { useSubmitVerification } from './api/use-submit-verification';
import { useVerificationDocuments } from './api/use-verification-documents';

const STATUS_TONE = {
  not_submitted: 'bg-sand-200 text-stone-800',
  pending: 'bg-primary-100 text-primary-900',
  rejected: 'bg-red-100 text-red-800',
  approved: 'bg-acacia-100 text-acacia-800',
} as const;

/** '2.4 MB' (one decimal). */
function useFormatMb() {
  const { t } = useTranslation('verification');
  const number = new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (bytes: number) => t('megabytes', { value: number.format(bytes / (1024 * 1024)) });
}

/** A chosen document: optional, at most 10 MB (the server checks its content). */
const documentSchema = z
  .instanceof(File)
  .refine((file) => file.size <= MAX_DOCUMENT_BYTES, AUTH_MESSAGES.fileTooLarge)
  .optional();

/** The shared text fields plus the chosen documents, checked together on submit. */
const verificationFormSchema = verificationFieldsSchema.extend({
  business_license: documentSchema,
  identification_doc: documentSchema,
  insurance_cert: documentSchema,
} satisfies Record<VerificationDocumentKind, typeof documentSchema>);

/** The form's fields a server error may name (the rest becomes the alert). */
const FIELDS = ['company_name', 'phone_number', ...VERIFICATION_DOCUMENT_FIELDS] as const;

function VerificationForm({ user, onDone }: { user: User; onDone(user: User): void }) {
  const { t } = useTranslation('verification');
  const formatMb = useFormatMb();
  const initialPhone = splitPhoneNumber(user.phone_number);
  // The phone input is two controls (code and number); the form value is the composed number.
  const [phoneCode, setPhoneCode] = useState(initialPhone.code);
  const [phoneLocal, setPhoneLocal] = useState(initialPhone.localNumber);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submitVerification = useSubmitVerification();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(verificationFormSchema),
    defaultValues: {
      company_name: user.company_name ?? '',
      phone_number: composePhoneNumber(initialPhone.code, initialPhone.localNumber),
      business_license: undefined,
      identification_doc: undefined,
      insurance_cert: undefined,
    },
    ...validateOnSubmit,
  });
  // Registered once, outside the markup.
  const fields = {
    company_name: register('company_name'),
  };
  const files = useWatch({ control, name: VERIFICATION_DOCUMENT_FIELDS });

  const setPhone = (code: string, local: string) => {
    setPhoneCode(code);
    setPhoneLocal(local);
    setValue('phone_number', composePhoneNumber(code, local));
  };
  // A chosen file is checked at once (its size); choosing another clears its error.
  const chooseFile = (kind: VerificationDocumentKind, file: File | undefined) =>
    setValue(kind, file, { shouldValidate: true });

  const onSubmit = handleSubmit(
    async (data) => {
      setFailure(null);
      const form = new FormData();
      form.set('company_name', data.company_name);
      form.set('phone_number', data.phone_number);
      for (const kind of VERIFICATION_DOCUMENT_FIELDS) {
        const file = data[kind];
        if (file) form.set(kind, file, file.name);
      }
      setProgress(0);
      try {
        const updated = await submitVerification.mutateAsync({ form, onProgress: setProgress });
        toast.success(t('form.submitted'));
        onDone(updated);
      } catch (error) {
        setFailure(setServerErrors(error, setError, FIELDS).formError);
      } finally {
        setProgress(null);
      }
    },
    () => setFailure(null),
  );

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {failure && <Alert tone="error">{messageText(failure)}</Alert>}
      <TextField
        label={t('form.companyName')}
        autoComplete="organization"
        error={errors.company_name?.message}
        required
        {...fields.company_name}
      />
      <PhoneInput
        label={t('form.phoneNumber')}
        countries={PHONE_COUNTRIES}
        code={phoneCode}
        localNumber={phoneLocal}
        onCodeChange={(code) => setPhone(code, phoneLocal)}
        onLocalNumberChange={(local) => setPhone(phoneCode, local)}
        error={errors.phone_number?.message}
        required
      />
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-stone-700">{t('form.documents')}</legend>
        {VERIFICATION_DOCUMENT_FIELDS.map((kind, index) => {
          const file = files[index];
          const error = errors[kind]?.message;
          return (
            <FormField key={kind} id={`doc-${kind}`} label={t(`form.documentKinds.${kind}`)} error={error}>
              {(control) => (
                <>
                  <input
                    {...control}
                    name={kind}
                    type="file"
                    accept={DOCUMENT_ACCEPT}
                    onChange={(e) => chooseFile(kind, e.target.files?.[0])}
                    className="block w-full rounded-xl border border-sand-300 bg-white text-sm text-stone-700 file:mr-3 file:border-0 file:bg-sand-100 file:px-4 file:py-2.5 file:font-semibold file:text-stone-800 hover:file:bg-sand-200"
                  />
                  {file && !error && (
                    <p className="mt-1 text-xs text-stone-500">
                      {t('form.chosenFile', { name: file.name, size: formatMb(file.size) })}
                    </p>
                  )}
                </>
              )}
            </FormField>
          );
        })}
      </fieldset>
      {busy && (
        <div>
          <div className="flex justify-between text-sm text-stone-600">
            <span>{t('form.uploading')}</span>
            <span>{t('form.progress', { percent })}</span>
          </div>
          <div
            role="progressbar"
            aria-label={t('form.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-sand-200"
          >
            <div className="h-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" busy={busy}>
        {busy ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}

/** The documents the operator has uploaded, each downloadable by its owner only. */
function UploadedDocuments({ version }: { version: string }) {
  const { t } = useTranslation('verification');
  const formatMb = useFormatMb();
  const { data, isPending, isError } = useVerificationDocuments(version);
  if (isPending || isError || !data.items.length) return null;
  return (
    <div className="mt-5 border-t border-sand-200 pt-4">
      <h3 className="text-sm font-semibold text-stone-800">{t('documents.title')}</h3>
      <ul className="mt-2 divide-y divide-sand-200 text-sm">
        {data.items.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 break-words text-stone-700">
              <Trans
                t={t}
                i18nKey="documents.item"
                values={{
                  kind: t(`form.documentKinds.${doc.kind}`),
                  name: doc.original_name,
                  size: formatMb(doc.size_bytes),
                }}
                components={{ kind: <span className="font-medium" /> }}
              />
            </span>
            <button
              type="button"
              className="rounded font-semibold text-primary-700 hover:underline"
              aria-label={t('documents.downloadLabel', { name: doc.original_name })}
              onClick={() =>
                void downloadDocument(doc).catch((error: unknown) =>
                  toast.error(toastMessageFor(error, t('documents.downloadFailed'))),
                )
              }
            >
              {t('documents.download')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What approval needs (issue 15): a business license and an identification document, each on file or
 * still needed; the insurance certificate is optional. The server refuses approval without the two.
 */
function RequiredDocuments({ version }: { version: string }) {
  const { t } = useTranslation('verification');
  const { data } = useVerificationDocuments(version);
  if (!data) return null;
  const missing = missingVerificationDocuments(data.items.map((doc) => doc.kind));
  const optional = VERIFICATION_DOCUMENT_FIELDS.filter(
    (kind) => !(REQUIRED_VERIFICATION_DOCUMENTS as readonly string[]).includes(kind),
  );
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-stone-800">{t('required.title')}</h3>
      <ul className="mt-2 space-y-1 text-sm" data-testid="required-documents">
        {REQUIRED_VERIFICATION_DOCUMENTS.map((kind) => {
          const onFile = !missing.includes(kind);
          return (
            <li key={kind} className="flex flex-wrap items-center gap-2">
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${onFile ? 'bg-acacia-100 text-acacia-800' : 'bg-primary-100 text-primary-900'}`}
              >
                {onFile ? t('required.onFile') : t('required.missing')}
              </span>
              <span className="text-stone-800">{t(`form.documentKinds.${kind}`)}</span>
            </li>
          );
        })}
        {optional.map((kind) => (
          <li key={kind} className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-sand-200 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
              {t('required.optional')}
            </span>
            <span className="text-stone-800">{t(`form.documentKinds.${kind}`)}</span>
          </li>
        ))}
      </ul>
      {missing.length > 0 && (
        <Alert tone="warning" className="mt-3">
          {t('required.stillNeeded', {
            documents: missing.map((kind) => t(`form.documentKinds.${kind}`)).join(', '),
          })}
        </Alert>
      )}
    </div>
  );
}

/** /verification-required: why, the operator's status, and the verification form (spec §3). */
export default function VerificationPage() {
  const { t } = useTranslation('verification');
  const { user, setUser } = useAuth();
  const [resubmit, setResubmit] = useState(false);
  if (!user) return null;

  if (user.type !== 'operator') {
    return (
      <main className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('page.title')}</h1>
        <Card className="mt-6 p-6">
          <p className="text-stone-700">{t('page.notNeeded')}</p>
          <ButtonLink to="/dashboard" variant="secondary" className="mt-5">
            {t('page.goToDashboard')}
          </ButtonLink>
        </Card>
      </main>
    );
  }

  const status = user.is_verified ? 'approved' : (user.verification_status ?? 'not_submitted');
  const showForm = !user.is_verified && (status !== 'pending' || resubmit);
  const transporter = user.operator_type === 'transporter';

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">
        {user.is_verified ? t('page.title') : t('page.titleRequired')}
      </h1>
      {!user.is_verified && (
        <p className="mt-2 text-stone-600">
          {transporter ? t('page.whyTransporter') : t('page.whyTourOperator')}
        </p>
      )}
      <Card className="mt-6 p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-lg font-semibold">{t('page.status')}</h2>
          <span
            data-testid="verification-status"
            className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONE[status]}`}
          >
            {t(`status.${status}.label`)}
          </span>
        </div>
        <p className="mt-2 text-stone-600">{t(`status.${status}.text`)}</p>
        {status === 'rejected' && user.rejection_reason && (
          <Alert tone="error" title={t('page.rejectionReason')} className="mt-4">
            {user.rejection_reason}
          </Alert>
        )}
        {status !== 'approved' && <RequiredDocuments version={`${status}:${user.company_name ?? ''}`} />}
        <UploadedDocuments version={`${status}:${user.company_name ?? ''}`} />
        {status === 'pending' && !resubmit && (
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => setResubmit(true)}>
            {t('page.updateSubmission')}
          </Button>
        )}
        {user.is_verified && (
          <ButtonLink to={transporter ? '/fleet' : '/safaris-management'} className="mt-5">
            {transporter ? t('page.goToFleet') : t('page.goToSafariManagement')}
          </ButtonLink>
        )}
      </Card>
      {showForm && (
        <Card className="mt-6 p-6">
          <h2 className="mb-5 text-lg font-semibold">{t('page.formTitle')}</h2>
          <VerificationForm
            user={user}
            onDone={(updated) => {
              setUser(updated);
              setResubmit(false);
            }}
          />
        </Card>
      )}
    </main>
  );
}
