import {
  DOCUMENT_ACCEPT,
  FLEET_LIMITS,
  documentUploadFieldsSchema,
  todayInTanzania,
  type DocumentKind,
  type FleetDocument,
} from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { setServerErrors, validateOnSubmit } from '../../../lib/form-errors';
import { intlLocale, messageText } from '../../../lib/i18n';
import { useUploadDocument } from '../api/fleet-documents';
import { useRefreshFleet } from '../api/fleet-vehicles';
import { documentInSentence } from './fleet-ui';

/** What to upload: a holder's document of one kind (a missing one, or one to replace). */
export interface DocumentTarget {
  holder: FleetDocument['holder'];
  kind: DocumentKind;
  /** The current document's expiry, to start from when replacing it. */
  expiresOn?: string | null;
}

/** Types the server accepts (it checks the file's content too). */
const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/** The upload's fields: the file (chosen, at most 10 MB, a PDF or picture) and its last valid day
 * (the shared schema's date, today or later). */
function uploadSchema(today: string) {
  return documentUploadFieldsSchema.extend({
    expires_on: z
      .string()
      .min(1, { message: 'fleet.documentExpiryRequired' })
      .pipe(documentUploadFieldsSchema.shape.expires_on)
      .refine((date) => date >= today, { message: 'fleet.documentExpiryPast' }),
    file: z
      .instanceof(File)
      .optional()
      .refine((file) => file !== undefined, { message: 'fleet.documentFileRequired' })
      .refine((file) => !file || file.size <= FLEET_LIMITS.documentMaxBytes, {
        message: 'fleet.documentTooLarge',
      })
      .refine((file) => !file || file.type === '' || ACCEPTED_TYPES.includes(file.type), {
        message: 'fleet.documentTypeNotAllowed',
      }),
  });
}

/** A dialog to upload or replace one document: the file and its expiry, checked before sending;
 * the server's answer under the field it names. */
export function DocumentUploadDialog({
  target,
  onClose,
}: {
  target: DocumentTarget | null;
  onClose: () => void;
}) {
  return target ? (
    <UploadForm
      key={`${target.holder.type}:${target.holder.id}:${target.kind}`}
      target={target}
      onClose={onClose}
    />
  ) : null;
}

function UploadForm({ target, onClose }: { target: DocumentTarget; onClose: () => void }) {
  const { t } = useTranslation('fleet');
  const [today] = useState(() => todayInTanzania());
  const upload = useUploadDocument();
  const refresh = useRefreshFleet();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(uploadSchema(today)),
    defaultValues: {
      expires_on: target.expiresOn && target.expiresOn >= today ? target.expiresOn : '',
      file: undefined,
    },
    ...validateOnSubmit,
  });
  const file = useWatch({ control, name: 'file' });
  const expiresField = register('expires_on');
  const busy = progress !== null;
  const documentName = t(`documentKinds.${target.kind}`);
  const formId = `upload-${target.holder.type}-${target.holder.id}-${target.kind}`;
  const megabytes = new Intl.NumberFormat(intlLocale(), {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });

  const submit = handleSubmit(async (values) => {
    if (!values.file) return;
    setFailure(null);
    setProgress(0);
    try {
      await upload.mutateAsync({
        holder: target.holder,
        kind: target.kind,
        file: values.file,
        expiresOn: values.expires_on,
        onProgress: setProgress,
      });
      toast.success(
        t('upload.done', { document: documentInSentence(target.kind), holder: target.holder.name }),
      );
      await refresh();
      onClose();
    } catch (error) {
      setFailure(setServerErrors(error, setError, ['file', 'expires_on']).formError);
    } finally {
      setProgress(null);
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      closeDisabled={busy}
      title={t('upload.title', { document: documentName, holder: target.holder.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('upload.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="trip" busy={busy}>
            {t('upload.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <p>{t('upload.lead')}</p>
        {failure && <Alert tone="error">{messageText(failure)}</Alert>}
        <FormField label={t('upload.file')} error={errors.file?.message} hint={t('upload.fileHint')}>
          {(controlProps) => (
            <>
              <input
                {...controlProps}
                name="file"
                type="file"
                accept={DOCUMENT_ACCEPT}
                disabled={busy}
                onChange={(event) =>
                  setValue('file', event.currentTarget.files?.[0], { shouldValidate: true })
                }
                className="block w-full rounded-xl border border-sand-300 bg-white text-sm text-stone-700 aria-invalid:border-red-600 file:mr-3 file:min-h-11 file:border-0 file:bg-sand-100 file:px-4 file:py-2.5 file:font-semibold file:text-stone-800 hover:file:bg-sand-200"
              />
              {file && !errors.file && (
                <p className="mt-1 text-xs text-stone-500">
                  {t('upload.chosen', {
                    name: file.name,
                    size: megabytes.format(file.size / (1024 * 1024)),
                  })}
                </p>
              )}
            </>
          )}
        </FormField>
        <TextField
          label={t('upload.expiresOn')}
          type="date"
          min={today}
          hint={t('upload.expiresHint')}
          error={errors.expires_on?.message}
          disabled={busy}
          {...expiresField}
        />
        {busy && (
          <div
            role="progressbar"
            aria-label={t('upload.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((progress ?? 0) * 100)}
            className="h-2 overflow-hidden rounded-full bg-sand-200"
          >
            <div
              className="h-full bg-trip-600 transition-[width]"
              style={{ width: `${Math.round((progress ?? 0) * 100)}%` }}
            />
          </div>
        )}
      </form>
    </Modal>
  );
}
