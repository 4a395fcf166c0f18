import {
  DOCUMENT_ACCEPT,
  MAX_DOCUMENT_BYTES,
  PHONE_COUNTRIES,
  VERIFICATION_DOCUMENT_FIELDS,
  VERIFICATION_DOCUMENT_LABELS,
  AUTH_MESSAGES,
  composePhoneNumber,
  splitPhoneNumber,
  verificationFieldsSchema,
  type User,
  type VerificationDocumentKind,
} from '@dala/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PhoneInput } from '../../components/ui/phone-input';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, apiDownload, toastMessageFor } from '../../lib/api-client';
import { fieldErrorsFromApi, fieldErrorsFromIssues } from '../../lib/form-errors';
import { messageText, useMessageText } from '../../lib/i18n';
import { useAuth } from '../auth';
import { useSubmitVerification } from './api/use-submit-verification';
import { useVerificationDocuments } from './api/use-verification-documents';

const STATUS_TEXT = {
  not_submitted: {
    label: 'Not submitted',
    tone: 'bg-sand-200 text-stone-800',
    text: 'Submit your company details and documents. An administrator checks them, usually within two working days.',
  },
  pending: {
    label: 'Pending review',
    tone: 'bg-primary-100 text-primary-900',
    text: 'We received your documents and an administrator is reviewing them. We will notify you when it is done.',
  },
  rejected: {
    label: 'Rejected',
    tone: 'bg-red-100 text-red-800',
    text: 'Your last submission was not approved. Please correct it and submit again.',
  },
  approved: {
    label: 'Verified',
    tone: 'bg-acacia-100 text-acacia-800',
    text: 'Your operator account is verified. You can use every operator tool.',
  },
} as const;

const formatMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function VerificationForm({ user, onDone }: { user: User; onDone(user: User): void }) {
  const initialPhone = splitPhoneNumber(user.phone_number);
  const [companyName, setCompanyName] = useState(user.company_name ?? '');
  const [phoneCode, setPhoneCode] = useState(initialPhone.code);
  const [phoneLocal, setPhoneLocal] = useState(initialPhone.localNumber);
  const [files, setFiles] = useState<Partial<Record<VerificationDocumentKind, File>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submitVerification = useSubmitVerification();
  const text = useMessageText();

  const chooseFile = (kind: VerificationDocumentKind, file: File | undefined) => {
    setFiles((current) => ({ ...current, [kind]: file }));
    setErrors((current) => {
      const next = { ...current };
      delete next[kind];
      if (file && file.size > MAX_DOCUMENT_BYTES) next[kind] = AUTH_MESSAGES.fileTooLarge;
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const phone_number = composePhoneNumber(phoneCode, phoneLocal);
    const parsed = verificationFieldsSchema.safeParse({ company_name: companyName, phone_number });
    const fieldErrors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    for (const kind of VERIFICATION_DOCUMENT_FIELDS) {
      const file = files[kind];
      if (file && file.size > MAX_DOCUMENT_BYTES) fieldErrors[kind] = AUTH_MESSAGES.fileTooLarge;
    }
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length) return;

    const form = new FormData();
    form.set('company_name', parsed.data.company_name);
    form.set('phone_number', parsed.data.phone_number);
    for (const kind of VERIFICATION_DOCUMENT_FIELDS) {
      const file = files[kind];
      if (file) form.set(kind, file, file.name);
    }
    setProgress(0);
    try {
      const updated = await submitVerification.mutateAsync({ form, onProgress: setProgress });
      toast.success('Documents submitted for review');
      onDone(updated);
    } catch (error) {
      const apiFields = fieldErrorsFromApi(error);
      setErrors(apiFields);
      if (!Object.keys(apiFields).length)
        setFailure(error instanceof ApiRequestError ? error.message : 'An error occurred');
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {failure && <Alert tone="error">{messageText(failure)}</Alert>}
      <TextField
        label="Company name"
        name="company_name"
        autoComplete="organization"
        value={companyName}
        onChange={(e) => setCompanyName(e.target.value)}
        error={errors.company_name}
        required
      />
      <PhoneInput
        label="Phone number"
        countries={PHONE_COUNTRIES}
        code={phoneCode}
        localNumber={phoneLocal}
        onCodeChange={setPhoneCode}
        onLocalNumberChange={setPhoneLocal}
        error={text(errors.phone_number)}
        required
      />
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-stone-700">
          Documents (optional, PDF, JPEG, PNG or WebP, up to 10 MB each)
        </legend>
        {VERIFICATION_DOCUMENT_FIELDS.map((kind) => {
          const file = files[kind];
          const inputId = `doc-${kind}`;
          return (
            <div key={kind}>
              <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-700">
                {VERIFICATION_DOCUMENT_LABELS[kind]}
              </label>
              <input
                id={inputId}
                name={kind}
                type="file"
                accept={DOCUMENT_ACCEPT}
                onChange={(e) => chooseFile(kind, e.target.files?.[0])}
                aria-invalid={errors[kind] ? true : undefined}
                aria-describedby={errors[kind] ? `${inputId}-error` : undefined}
                className="block w-full rounded-xl border border-sand-300 bg-white text-sm text-stone-700 file:mr-3 file:border-0 file:bg-sand-100 file:px-4 file:py-2.5 file:font-semibold file:text-stone-800 hover:file:bg-sand-200"
              />
              {file && !errors[kind] && (
                <p className="mt-1 text-xs text-stone-500">
                  {file.name} · {formatMb(file.size)}
                </p>
              )}
              {errors[kind] && (
                <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-700">
                  {text(errors[kind])}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {busy && (
        <div>
          <div className="flex justify-between text-sm text-stone-600">
            <span>Uploading...</span>
            <span>{Math.round((progress ?? 0) * 100)}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((progress ?? 0) * 100)}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-sand-200"
          >
            <div
              className="h-full bg-primary-600 transition-[width]"
              style={{ width: `${Math.round((progress ?? 0) * 100)}%` }}
            />
          </div>
        </div>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" busy={busy}>
        {busy ? 'Submitting...' : 'Submit for verification'}
      </Button>
    </form>
  );
}

/** The documents the operator has uploaded, each downloadable by its owner only. */
function UploadedDocuments({ version }: { version: string }) {
  const { data, isPending, isError } = useVerificationDocuments(version);
  if (isPending || isError || !data.items.length) return null;
  return (
    <div className="mt-5 border-t border-sand-200 pt-4">
      <h3 className="text-sm font-semibold text-stone-800">Documents you submitted</h3>
      <ul className="mt-2 divide-y divide-sand-200 text-sm">
        {data.items.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 break-words text-stone-700">
              <span className="font-medium">{VERIFICATION_DOCUMENT_LABELS[doc.kind]}</span> ·{' '}
              {doc.original_name} · {formatMb(doc.size_bytes)}
            </span>
            <button
              type="button"
              className="rounded font-semibold text-primary-700 hover:underline"
              aria-label={`Download ${doc.original_name}`}
              onClick={() =>
                void apiDownload(doc.download_url, doc.original_name).catch((error: unknown) =>
                  toast.error(toastMessageFor(error, 'Could not download the document')),
                )
              }
            >
              Download
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /verification-required: why, the operator's status, and the verification form (spec §3). */
export default function VerificationPage() {
  const { user, setUser } = useAuth();
  const [resubmit, setResubmit] = useState(false);
  if (!user) return null;

  if (user.type !== 'operator') {
    return (
      <main className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">Verification</h1>
        <Card className="mt-6 p-6">
          <p className="text-stone-700">
            Verification is for tour operators and transporters. Your account does not need it.
          </p>
          <ButtonLink to="/dashboard" variant="secondary" className="mt-5">
            Go to Dashboard
          </ButtonLink>
        </Card>
      </main>
    );
  }

  const status = user.is_verified ? 'approved' : (user.verification_status ?? 'not_submitted');
  const info = STATUS_TEXT[status];
  const showForm = !user.is_verified && (status !== 'pending' || resubmit);

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">
        {user.is_verified ? 'Verification' : 'Verification required'}
      </h1>
      {!user.is_verified && (
        <p className="mt-2 text-stone-600">
          Dala Rides checks every operator before travelers can book with them. Until your account is
          verified, your
          {user.operator_type === 'transporter' ? ' fleet, drivers and vehicles' : ' safari management'} stay
          locked; your dashboard, company page and account remain open.
        </p>
      )}
      <Card className="mt-6 p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-lg font-semibold">Status</h2>
          <span
            data-testid="verification-status"
            className={`rounded-full px-3 py-1 text-sm font-semibold ${info.tone}`}
          >
            {info.label}
          </span>
        </div>
        <p className="mt-2 text-stone-600">{info.text}</p>
        {status === 'rejected' && user.rejection_reason && (
          <Alert tone="error" title="Reason given by the reviewer" className="mt-4">
            {user.rejection_reason}
          </Alert>
        )}
        <UploadedDocuments version={`${status}:${user.company_name ?? ''}`} />
        {status === 'pending' && !resubmit && (
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => setResubmit(true)}>
            Update my submission
          </Button>
        )}
        {user.is_verified && (
          <ButtonLink
            to={user.operator_type === 'transporter' ? '/fleet' : '/safaris-management'}
            className="mt-5"
          >
            {user.operator_type === 'transporter' ? 'Go to Fleet' : 'Go to Safari Management'}
          </ButtonLink>
        )}
      </Card>
      {showForm && (
        <Card className="mt-6 p-6">
          <h2 className="mb-5 text-lg font-semibold">Company details and documents</h2>
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
