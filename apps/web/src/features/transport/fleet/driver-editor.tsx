import {
  PHONE_COUNTRIES,
  composePhoneNumber,
  driverInputSchema,
  splitPhoneNumber,
  type Driver,
  type DriverInput,
} from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/document-head';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { PhoneInput } from '../../../components/ui/phone-input';
import { TextField } from '../../../components/ui/text-field';
import { toastMessageFor } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { setServerErrors, validateOnSubmit } from '../../../lib/form-errors';
import { messageText } from '../../../lib/i18n';
import { useDriverPhotoActions, useSaveDriver } from '../api/fleet-drivers';
import { fleetKeys } from '../api/fleet-keys';
import { useRefreshFleet } from '../api/fleet-vehicles';
import { DriverAvatar, FleetStatusBadge, SaleReadiness } from './fleet-ui';
import { HolderDocuments } from './holder-documents';
import { PHOTO_TYPES, photoFileProblem } from './vehicle-photos';

const DRIVER_FIELDS = [
  'full_name',
  'phone',
  'licence_number',
  'licence_class',
  'licence_expires_on',
] as const;

function formFromDriver(driver: Driver | null): DriverInput {
  return {
    full_name: driver?.full_name ?? '',
    phone: driver?.phone ?? '',
    licence_number: driver?.licence_number ?? '',
    licence_class: driver?.licence_class ?? '',
    licence_expires_on: driver?.licence_expires_on ?? '',
  };
}

/** Add (driver null) or edit a driver: name, phone, licence; then the photo and the licence document. */
export function DriverEditor({ driver }: { driver: Driver | null }) {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const client = useQueryClient();
  const save = useSaveDriver();
  const refresh = useRefreshFleet();
  const initialPhone = splitPhoneNumber(driver?.phone);
  // The phone input is two controls (code and number); the form value is the composed number.
  const [phoneCode, setPhoneCode] = useState(initialPhone.code);
  const [phoneLocal, setPhoneLocal] = useState(initialPhone.localNumber);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(driverInputSchema),
    defaultValues: formFromDriver(driver),
    ...validateOnSubmit,
  });
  const fields = {
    full_name: register('full_name'),
    licence_number: register('licence_number'),
    licence_class: register('licence_class'),
    licence_expires_on: register('licence_expires_on'),
  };
  const setPhone = (code: string, local: string) => {
    setPhoneCode(code);
    setPhoneLocal(local);
    setValue('phone', composePhoneNumber(code, local));
  };

  useDocumentTitle(
    driver ? t('driverEditor.pageTitleEdit', { name: driver.full_name }) : t('driverEditor.pageTitleNew'),
  );

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync({ id: driver?.id ?? null, input: values });
        client.setQueryData(fleetKeys.driver(saved.id), saved);
        await refresh();
        if (driver) {
          reset(formFromDriver(saved));
          toast.success(t('driverEditor.saved', { name: saved.full_name }));
        } else {
          toast.success(t('driverEditor.added', { name: saved.full_name }));
          navigate(`/fleet/drivers?driver=${saved.id}`, { replace: true });
        }
      } catch (error) {
        const result = setServerErrors(error, setError, DRIVER_FIELDS);
        if (result.formError) setFailure(result.formError);
      }
    },
    () => setFailure(null),
  );

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-8">
      <Link to="/fleet/drivers" className="text-sm font-semibold text-trip-700 hover:underline">
        {t('driverEditor.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {driver ? driver.full_name : t('driverEditor.newTitle')}
        </h1>
        {driver && <FleetStatusBadge status={driver.status} />}
      </div>
      {driver ? (
        <div className="mt-2">
          <SaleReadiness ready={driver.sale_ready} problem={driver.sale_problem} />
        </div>
      ) : (
        <p className="mt-1 text-stone-600">{t('driverEditor.newLead')}</p>
      )}
      {failure && (
        <Alert tone="error" className="mt-5">
          {messageText(failure)}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('driverEditor.formLabel')}
        className="mt-6"
      >
        <Card className="space-y-4 p-4 sm:p-5">
          <TextField
            label={t('driverEditor.fullName')}
            autoComplete="off"
            error={errors.full_name?.message}
            {...fields.full_name}
          />
          <PhoneInput
            label={t('driverEditor.phone')}
            countries={PHONE_COUNTRIES}
            code={phoneCode}
            localNumber={phoneLocal}
            onCodeChange={(code) => setPhone(code, phoneLocal)}
            onLocalNumberChange={(local) => setPhone(phoneCode, local)}
            error={errors.phone?.message}
            name="phone"
            required
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t('driverEditor.licenceNumber')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.licence_number?.message}
              className="sm:col-span-1"
              {...fields.licence_number}
            />
            <TextField
              label={t('driverEditor.licenceClass')}
              hint={t('driverEditor.licenceClassHint')}
              autoComplete="off"
              autoCapitalize="characters"
              error={errors.licence_class?.message}
              {...fields.licence_class}
            />
            <TextField
              label={t('driverEditor.licenceExpires')}
              type="date"
              error={errors.licence_expires_on?.message}
              {...fields.licence_expires_on}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-end">
            <Link
              to="/fleet/drivers"
              className="py-2 text-center text-sm font-semibold text-stone-700 hover:underline sm:px-3"
            >
              {t('driverEditor.cancel')}
            </Link>
            <Button type="submit" variant="trip" size="lg" busy={isSubmitting}>
              {driver ? t('driverEditor.save') : t('driverEditor.create')}
            </Button>
          </div>
        </Card>
      </form>
      {driver && (
        <div className="mt-8 space-y-6">
          <DriverPhoto driver={driver} />
          <HolderDocuments
            holder={{ type: 'driver', id: driver.id, name: driver.full_name }}
            documents={driver.documents}
          />
        </div>
      )}
    </main>
  );
}

/** The driver's photo: upload or replace (checked by content on the server), remove. */
function DriverPhoto({ driver }: { driver: Driver }) {
  const { t } = useTranslation('fleet');
  const actions = useDriverPhotoActions();
  const refresh = useRefreshFleet();
  const client = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = photoFileProblem(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      const saved = await actions.upload({ driverId: driver.id, file, onProgress: setProgress });
      client.setQueryData(fleetKeys.driver(driver.id), saved);
      toast.success(t('driverPhoto.uploaded'));
      await refresh();
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, string[]> }).fields;
      setError(Object.values(fields ?? {})[0]?.[0] ?? toastMessageFor(failure, t('driverPhoto.failed')));
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };
  const remove = async () => {
    setRemoving(true);
    try {
      const saved = await actions.remove(driver.id);
      client.setQueryData(fleetKeys.driver(driver.id), saved);
      await refresh();
    } catch (failure) {
      toast.error(toastMessageFor(failure, t('driverPhoto.removeFailed')));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <h2 className="text-lg font-bold">{t('driverPhoto.title')}</h2>
      <div className="flex flex-wrap items-center gap-4">
        <DriverAvatar driver={driver} className="size-20 text-2xl" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className="peer sr-only"
            onChange={(event) => void upload(event.currentTarget.files?.[0])}
            disabled={progress !== null}
          />
          <label
            htmlFor={inputId}
            className={cn(
              'inline-flex h-11 cursor-pointer items-center justify-center rounded-xl bg-white px-4 text-sm font-semibold text-stone-800 ring-1 ring-sand-300 ring-inset hover:bg-sand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-trip-600',
              progress !== null && 'pointer-events-none opacity-55',
            )}
          >
            {driver.photo ? t('driverPhoto.replace') : t('driverPhoto.upload')}
          </label>
          {driver.photo && (
            <DangerLinkButton onClick={() => void remove()} disabled={removing || progress !== null}>
              {t('driverPhoto.remove')}
            </DangerLinkButton>
          )}
        </div>
      </div>
      <p className="text-sm text-stone-600">{t('driverPhoto.lead')}</p>
      {progress !== null && (
        <p role="status" className="text-sm text-stone-600">
          {t('driverPhoto.uploading', { percent: Math.round(progress * 100) })}
        </p>
      )}
      {error && <Alert tone="error">{messageText(error)}</Alert>}
    </Card>
  );
}
