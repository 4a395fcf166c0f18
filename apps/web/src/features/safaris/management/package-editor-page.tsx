import type { OperatorSafari, SafariStatus } from '@dala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError, toastMessageFor } from '../../../lib/api-client';
import { setServerErrors, validateOnSubmit } from '../../../lib/form-errors';
import { messageText } from '../../../lib/i18n';
import { PackageStatusBadge } from '../components/badges';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { Modal } from '../../../components/ui/modal';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { safariKeys } from '../api/keys';
import {
  useDeleteOperatorSafari,
  useOperatorSafari,
  useSaveOperatorSafari,
} from '../api/use-operator-safaris';
import { BlockedDatesSection } from './blocked-dates-section';
import { DeparturesSection } from './departures-section';
import { ImagesSection } from './images-section';
import {
  emptyPackageForm,
  fieldLabel,
  filledDaysLost,
  formFromPackage,
  serverFieldErrors,
  resizeItinerary,
  toSafariInput,
  validatePackageForm,
  type FormErrors,
  type ItineraryDayDraft,
  type PackageFormState,
} from './package-form';
import { PackageFields } from './package-fields';
import { flattenErrors, packageResolver, type PackageEditorValues } from './package-resolver';
import { useDocumentTitle } from '../../../components/document-head';

/** Server messages on keys the form has no field for (photos, departures, the package as a whole). */
const NOT_FORM_FIELDS = new Set(['images', 'departures', 'status', 'form']);

/** /safaris-management/new and /safaris-management/{id}: create, edit, publish, archive a package. */
export default function PackageEditorPage() {
  const { id } = useParams();
  const packageId = id && /^\d+$/.test(id) ? Number(id) : null;
  const pkg = useOperatorSafari(packageId);

  if (id && packageId === null) {
    return <Missing />;
  }
  if (packageId !== null && pkg.isPending) {
    return (
      <main className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-64" />
      </main>
    );
  }
  if (packageId !== null && pkg.isError) {
    if (pkg.error instanceof ApiRequestError && pkg.error.status === 404) return <Missing />;
    return (
      <main className="mx-auto w-full max-w-4xl px-4 py-8">
        <LoadError message={pkg.error.message} onRetry={() => void pkg.refetch()} />
      </main>
    );
  }
  return <Editor key={pkg.data?.id ?? 'new'} pkg={pkg.data ?? null} />;
}

function Missing() {
  const { t } = useTranslation('safaris');
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-12">
      <EmptyState
        title={t('editor.notFound')}
        action={<ButtonLink to="/safaris-management">{t('editor.yourPackages')}</ButtonLink>}
      />
    </main>
  );
}

function Editor({ pkg }: { pkg: OperatorSafari | null }) {
  const { t } = useTranslation('safaris');
  const navigate = useNavigate();
  const client = useQueryClient();
  const saveSafari = useSaveOperatorSafari();
  const deleteSafari = useDeleteOperatorSafari();
  const form = useForm<PackageEditorValues>({
    defaultValues: { ...(pkg ? formFromPackage(pkg) : emptyPackageForm()), status: pkg?.status ?? 'draft' },
    resolver: packageResolver,
    // Errors stay until the next save, and the summary at the top takes the eye (no field focus).
    ...validateOnSubmit,
  });
  const [otherErrors, setOtherErrors] = useState<FormErrors>({});
  const errors: FormErrors = { ...flattenErrors(form.formState.errors), ...otherErrors };
  const [summary, setSummary] = useState<{ title: string; items: string[] } | null>(null);
  const [saving, setSaving] = useState<SafariStatus | 'delete' | null>(null);
  const [confirm, setConfirm] = useState<'archive' | 'delete' | 'shorten' | null>(null);
  const [pendingDuration, setPendingDuration] = useState<{
    text: string;
    itinerary: ItineraryDayDraft[];
  } | null>(null);
  const status = pkg?.status ?? 'draft';
  const isPrivate = useWatch({ control: form.control, name: 'is_private' });

  useDocumentTitle(pkg ? t('editor.pageTitleEdit') : t('editor.pageTitleNew'));

  const applyDuration = (text: string, itinerary: ItineraryDayDraft[]) => {
    form.setValue('duration_days', text);
    form.setValue('itinerary', itinerary);
  };

  const onDurationChange = (text: string) => {
    const current = form.getValues('itinerary');
    const next = resizeItinerary(current, Number(text));
    // Shortening the duration drops days: ask first when they hold text.
    if (next.length < current.length && filledDaysLost(current, next.length) > 0) {
      setPendingDuration({ text, itinerary: next });
      setConfirm('shorten');
      return;
    }
    applyDuration(text, next);
  };

  const save = (to: SafariStatus) => {
    form.setValue('status', to);
    setOtherErrors({});
    void form.handleSubmit(
      (values) => persist(values, to),
      () => {
        const clientErrors = validatePackageForm(form.getValues(), to);
        setSummary({
          title: t('editor.fixFields'),
          items: Object.entries(clientErrors).map(([k, m]) =>
            t('editor.summaryItem', { field: fieldLabel(k), message: messageText(m) }),
          ),
        });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
    )();
  };

  const persist = async (values: PackageFormState, target: SafariStatus) => {
    setSaving(target);
    setSummary(null);
    try {
      const saved = await saveSafari.mutateAsync({
        id: pkg?.id ?? null,
        input: toSafariInput(values, target),
      });
      client.setQueryData(safariKeys.operatorSafari(saved.id), saved);
      await client.invalidateQueries({ queryKey: ['operator', 'safaris', 'list'] });
      await client.invalidateQueries({ queryKey: ['safaris'] });
      const verb =
        target === 'published' && status !== 'published'
          ? t('editor.published')
          : target === 'archived'
            ? t('editor.archived')
            : t('editor.saved');
      toast.success(verb);
      setConfirm(null);
      if (!pkg) navigate(`/safaris-management/${saved.id}`, { replace: true });
      else form.reset({ ...formFromPackage(saved), status: saved.status });
    } catch (e) {
      setConfirm(null);
      if (e instanceof ApiRequestError && e.fields && Object.keys(e.fields).length > 0) {
        const fieldErrors = serverFieldErrors(e.fields);
        const onForm = Object.keys(fieldErrors).filter((key) => !NOT_FORM_FIELDS.has(key));
        setServerErrors(
          new ApiRequestError(e.message, e.status, {
            ...e.body!,
            fields: Object.fromEntries(onForm.map((key) => [key, [fieldErrors[key]!]])),
          }),
          form.setError,
          onForm as Path<PackageEditorValues>[],
        );
        setOtherErrors(
          Object.fromEntries(Object.entries(fieldErrors).filter(([key]) => NOT_FORM_FIELDS.has(key))),
        );
        setSummary({
          title: target === 'published' ? t('editor.notReady') : messageText(e.message),
          items: Object.entries(fieldErrors).map(([k, m]) =>
            t('editor.summaryItem', { field: fieldLabel(k), message: messageText(m) }),
          ),
        });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      } else {
        setSummary({ title: toastMessageFor(e, t('editor.saveFailed')), items: [] });
        toast.error(toastMessageFor(e, t('editor.saveFailed')));
      }
    } finally {
      setSaving(null);
    }
  };

  const remove = async () => {
    if (!pkg) return;
    setSaving('delete');
    try {
      const result = await deleteSafari.mutateAsync(pkg.id);
      await client.invalidateQueries({ queryKey: ['operator', 'safaris'] });
      toast.success(result.result === 'deleted' ? t('editor.draftDeleted') : t('editor.archivedHasBookings'));
      navigate('/safaris-management', { replace: true });
    } catch (e) {
      toast.error(toastMessageFor(e, t('editor.deleteFailed')));
    } finally {
      setSaving(null);
      setConfirm(null);
    }
  };

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <Link to="/safaris-management" className="text-sm font-semibold text-primary-700 hover:underline">
        {t('editor.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {pkg ? pkg.title : t('editor.newTitle')}
        </h1>
        {pkg && <PackageStatusBadge status={pkg.status} />}
        {pkg?.status === 'published' && (
          <Link
            to={`/safaris/${pkg.slug}`}
            className="text-sm font-semibold text-primary-700 hover:underline"
          >
            {t('editor.viewPublic')}
          </Link>
        )}
      </div>
      {pkg && (
        <p className="mt-1 text-sm text-stone-600">
          {t('editor.counts', {
            departures: t('editor.upcoming', { count: pkg.upcoming_departures }),
            bookings: t('editor.bookings', { count: pkg.bookings_count }),
          })}
        </p>
      )}

      {summary && (
        <Alert tone="error" className="mt-5" title={summary.title}>
          {summary.items.length > 0 && (
            <ul className="list-disc space-y-0.5 pl-5">
              {summary.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {!pkg && (
        <Alert tone="info" className="mt-5">
          {isPrivate ? t('editor.saveFirstAvailability') : t('editor.saveFirstDepartures')}
        </Alert>
      )}

      <form
        id="package-form"
        className="mt-6"
        noValidate
        aria-label={t('editor.formLabel')}
        onSubmit={(e) => {
          e.preventDefault();
          void save(status === 'archived' ? 'draft' : status);
        }}
      >
        <PackageFields form={form} errors={errors} onDurationChange={onDurationChange} />
      </form>
      {/* Photos and dates save on their own, outside the package form (forms cannot nest). */}
      <div className="mt-6 space-y-6">
        {pkg && (
          <ImagesSection
            packageId={pkg.id}
            packageTitle={pkg.title}
            images={pkg.images}
            error={errors.images}
          />
        )}
        {pkg &&
          (pkg.is_private ? (
            <BlockedDatesSection packageId={pkg.id} minNoticeDays={pkg.min_notice_days} />
          ) : (
            <DeparturesSection packageId={pkg.id} maxGroupSize={pkg.max_group_size} />
          ))}
        {errors.departures && <Alert tone="error">{messageText(errors.departures)}</Alert>}
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex flex-col gap-2 border-t border-sand-200 bg-white/95 py-3 pr-20 pl-4 backdrop-blur sm:mx-0 lg:pr-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:rounded-card sm:border">
        <div className="flex flex-wrap gap-2">
          {pkg && pkg.status !== 'archived' && (
            <DangerLinkButton onClick={() => setConfirm('archive')} disabled={!!saving}>
              {t('editor.archive')}
            </DangerLinkButton>
          )}
          {pkg && pkg.status === 'draft' && pkg.bookings_count === 0 && (
            <DangerLinkButton onClick={() => setConfirm('delete')} disabled={!!saving}>
              {t('editor.deleteDraft')}
            </DangerLinkButton>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {status === 'published' ? (
            <>
              <Button
                variant="secondary"
                busy={saving === 'draft'}
                disabled={!!saving}
                onClick={() => void save('draft')}
              >
                {t('editor.unpublish')}
              </Button>
              <Button type="submit" form="package-form" busy={saving === 'published'} disabled={!!saving}>
                {t('editor.saveChanges')}
              </Button>
            </>
          ) : (
            <>
              <Button
                type="submit"
                form="package-form"
                variant="secondary"
                busy={saving === 'draft'}
                disabled={!!saving}
              >
                {status === 'archived' ? t('editor.restoreDraft') : t('editor.saveDraft')}
              </Button>
              {pkg && (
                <Button
                  busy={saving === 'published'}
                  disabled={!!saving}
                  onClick={() => void save('published')}
                >
                  {t('editor.publish')}
                </Button>
              )}
            </>
          )}
        </div>
      </div>

      <Modal
        open={confirm === 'archive'}
        onClose={() => setConfirm(null)}
        closeDisabled={saving !== null}
        title={t('editor.archiveTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)} disabled={saving !== null}>
              {t('editor.keepIt')}
            </Button>
            <Button variant="danger" busy={saving === 'archived'} onClick={() => void save('archived')}>
              {t('editor.archivePackage')}
            </Button>
          </>
        }
      >
        {t('editor.archiveBody')}
      </Modal>
      <Modal
        open={confirm === 'delete'}
        onClose={() => setConfirm(null)}
        closeDisabled={saving !== null}
        title={t('editor.deleteTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)} disabled={saving !== null}>
              {t('editor.keepIt')}
            </Button>
            <Button variant="danger" busy={saving === 'delete'} onClick={() => void remove()}>
              {t('editor.deleteDraft')}
            </Button>
          </>
        }
      >
        {t('editor.deleteBody')}
      </Modal>
      <Modal
        open={confirm === 'shorten'}
        onClose={() => {
          setConfirm(null);
          setPendingDuration(null);
        }}
        title={t('editor.shortenTitle')}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirm(null);
                setPendingDuration(null);
              }}
            >
              {t('editor.keepDays')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (pendingDuration) applyDuration(pendingDuration.text, pendingDuration.itinerary);
                setPendingDuration(null);
                setConfirm(null);
              }}
            >
              {t('editor.removeDays')}
            </Button>
          </>
        }
      >
        {t('editor.shortenBody', {
          count: pendingDuration
            ? filledDaysLost(form.getValues('itinerary'), pendingDuration.itinerary.length)
            : 0,
        })}
      </Modal>
    </main>
  );
}
