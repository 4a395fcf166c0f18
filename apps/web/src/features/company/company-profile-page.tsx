import {
  COMPANY_LIMITS,
  TANZANIA_REGIONS,
  companyInitials,
  companyProfileUpdateSchema,
  slugifyCompanyName,
  type CompanyProfile,
} from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/document-head';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { FieldError } from '../../components/ui/field-error';
import { SelectField } from '../../components/ui/select-field';
import { Skeleton } from '../../components/ui/skeleton';
import { TextSkeleton } from '../../components/ui/skeletons';
import { LoadError } from '../../components/ui/states';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { ApiRequestError, toastMessageFor } from '../../lib/api-client';
import { formatTimestamp } from '../../lib/format';
import { setServerErrors, validateOnSubmit } from '../../lib/form-errors';
import {
  useCompanyProfile,
  useRemoveCompanyLogo,
  useUpdateCompanyProfile,
  useUploadCompanyLogo,
} from './api/use-company-profile';
import { CompanyMark } from './company-mark';

const FIELDS = [
  'slug',
  'description',
  'region',
  'address',
  'contact_email',
  'contact_phone',
  'website',
  'publish_email',
  'publish_phone',
  'tala_licence',
  'latra_licence',
  'year_founded',
] as const;

/** /company: the operator edits its company profile (also before verification) and previews its page. */
export default function CompanyProfilePage() {
  const { t } = useTranslation('company');
  useDocumentTitle(t('profile.pageTitle'));
  const profile = useCompanyProfile();

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('profile.title')}</h1>
      <p className="mt-1 text-stone-600">{t('profile.lead')}</p>
      {profile.isPending ? (
        <div className="mt-6 space-y-4" aria-busy aria-label={t('profile.loading')}>
          <Skeleton className="h-28 w-full" />
          <TextSkeleton lines={6} />
        </div>
      ) : profile.isError ? (
        <LoadError className="mt-6" message={profile.error.message} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <PreviewBar profile={profile.data} />
          <LogoCard profile={profile.data} />
          {/* Keyed by the saved version: a save resets the form to what the server kept (normalised). */}
          <ProfileForm key={profile.data.updated_at ?? 'new'} profile={profile.data} />
        </>
      )}
    </main>
  );
}

function PreviewBar({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const href = `/operators/${profile.slug}${profile.is_verified ? '' : '?preview'}`;
  return (
    <div className="mt-4 space-y-3">
      {!profile.is_verified && (
        <Alert tone="warning">
          {t('profile.previewUnverified')}{' '}
          <Link to="/verification-required" className="font-semibold underline">
            {t('profile.verifyLink')}
          </Link>
        </Alert>
      )}
      <ButtonLink to={href} variant="secondary" size="sm">
        {t('profile.preview')}
      </ButtonLink>
    </div>
  );
}

function LogoCard({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    try {
      await upload.mutateAsync(file);
      toast.success(t('profile.logo.uploaded'));
    } catch (err) {
      const fieldMessage = err instanceof ApiRequestError ? err.fields?.file?.[0] : undefined;
      if (fieldMessage) setError(fieldMessage);
      else toast.error(toastMessageFor(err, t('profile.logo.failed')));
    }
  };
  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      setConfirming(false);
      toast.success(t('profile.logo.removed'));
    } catch (err) {
      toast.error(toastMessageFor(err, t('profile.logo.failed')));
    }
  };

  return (
    <Card className="mt-6 flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <CompanyMark
        logo={profile.logo}
        initials={companyInitials(profile.company_name)}
        alt={t('profile.logo.alt', { name: profile.company_name })}
        className="size-24 text-3xl"
      />
      <div className="min-w-0 flex-1">
        <h2 className="font-bold">{t('profile.logo.title')}</h2>
        <p id="logo-hint" className="mt-1 text-sm text-stone-600">
          {t('profile.logo.hint')}
        </p>
        <FieldError id="logo-error" error={error} />
        <div className="mt-3 flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            aria-label={profile.logo ? t('profile.logo.replace') : t('profile.logo.choose')}
            aria-describedby={error ? 'logo-hint logo-error' : 'logo-hint'}
            onChange={(event) => void onFile(event)}
          />
          <Button size="sm" busy={upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending
              ? t('profile.logo.uploading')
              : profile.logo
                ? t('profile.logo.replace')
                : t('profile.logo.choose')}
          </Button>
          {profile.logo && (
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              {t('profile.logo.remove')}
            </Button>
          )}
        </div>
      </div>
      <ConfirmModal
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void onRemove()}
        busy={remove.isPending}
        title={t('profile.logo.confirmTitle')}
        confirmLabel={t('profile.logo.confirm')}
        cancelLabel={t('profile.logo.cancel')}
      >
        {t('profile.logo.confirmBody')}
      </ConfirmModal>
    </Card>
  );
}

function ProfileForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('company');
  const update = useUpdateCompanyProfile();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(companyProfileUpdateSchema),
    defaultValues: {
      slug: profile.slug,
      description: profile.description,
      region: profile.region as (typeof TANZANIA_REGIONS)[number] | '',
      address: profile.address,
      contact_email: profile.contact_email,
      contact_phone: profile.contact_phone,
      website: profile.website,
      publish_email: profile.publish_email,
      publish_phone: profile.publish_phone,
      tala_licence: profile.tala_licence,
      latra_licence: profile.latra_licence,
      year_founded: profile.year_founded,
    },
    ...validateOnSubmit,
  });
  // Registered once, outside the markup.
  const fields = {
    description: register('description'),
    region: register('region'),
    year_founded: register('year_founded', {
      setValueAs: (value: unknown) =>
        value === '' || value === null || value === undefined ? null : Number(value),
    }),
    address: register('address'),
    slug: register('slug'),
    contact_email: register('contact_email'),
    publish_email: register('publish_email'),
    contact_phone: register('contact_phone'),
    publish_phone: register('publish_phone'),
    website: register('website'),
    tala_licence: register('tala_licence'),
    latra_licence: register('latra_licence'),
  };
  const slug = useWatch({ control, name: 'slug' });
  const description = useWatch({ control, name: 'description' }) ?? '';

  const onSubmit = handleSubmit(async (data) => {
    try {
      await update.mutateAsync(data);
      toast.success(t('profile.saved'));
    } catch (error) {
      const { fields, formError } = setServerErrors(error, setError, FIELDS);
      if (!fields.length) toast.error(formError ?? t('profile.failed'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">{t('profile.sections.about')}</h2>
        <TextField
          label={t('profile.companyName')}
          name="company_name"
          value={profile.company_name}
          readOnly
          disabled
          hint={t('profile.companyNameHint')}
        />
        <TextareaField
          label={t('profile.description')}
          rows={6}
          maxLength={COMPANY_LIMITS.description}
          hint={t('profile.descriptionHint', { count: description.length })}
          error={errors.description?.message}
          {...fields.description}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('profile.region')} error={errors.region?.message} {...fields.region}>
            <option value="">{t('profile.regionNone')}</option>
            {TANZANIA_REGIONS.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('profile.yearFounded')}
            type="number"
            inputMode="numeric"
            min={COMPANY_LIMITS.firstYear}
            error={errors.year_founded?.message}
            {...fields.year_founded}
          />
        </div>
        <TextField
          label={t('profile.address')}
          autoComplete="street-address"
          error={errors.address?.message}
          {...fields.address}
        />
      </Card>

      <Card className="space-y-3 p-5">
        <h2 className="text-lg font-bold">{t('profile.sections.address')}</h2>
        <TextField
          label={t('profile.slug')}
          autoCapitalize="none"
          spellCheck={false}
          error={errors.slug?.message}
          hint={t('profile.slugHint', { url: `/operators/${slug || '…'}` })}
          {...fields.slug}
        />
        {profile.former_slugs.length > 0 && (
          <p className="text-sm text-stone-500">
            {t('profile.formerSlugs', { slugs: profile.former_slugs.join(', ') })}
          </p>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setValue('slug', slugifyCompanyName(profile.company_name))}
        >
          {t('profile.slugSuggest')}
        </Button>
      </Card>

      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">{t('profile.sections.contacts')}</h2>
        <p className="text-sm text-stone-600">{t('profile.contactsHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <TextField
              label={t('profile.contactEmail')}
              type="email"
              autoComplete="email"
              error={errors.contact_email?.message}
              {...fields.contact_email}
            />
            <CheckboxField label={t('profile.publishEmail')} {...fields.publish_email} />
          </div>
          <div className="space-y-2">
            <TextField
              label={t('profile.contactPhone')}
              type="tel"
              autoComplete="tel"
              placeholder={t('profile.phonePlaceholder')}
              error={errors.contact_phone?.message}
              {...fields.contact_phone}
            />
            <CheckboxField label={t('profile.publishPhone')} {...fields.publish_phone} />
          </div>
        </div>
        <TextField
          label={t('profile.website')}
          type="url"
          inputMode="url"
          placeholder={t('profile.websitePlaceholder')}
          error={errors.website?.message}
          {...fields.website}
        />
      </Card>

      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-bold">{t('profile.sections.licences')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profile.talaLicence')}
            error={errors.tala_licence?.message}
            {...fields.tala_licence}
          />
          <TextField
            label={t('profile.latraLicence')}
            error={errors.latra_licence?.message}
            {...fields.latra_licence}
          />
        </div>
      </Card>

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
        {profile.updated_at && (
          <span className="text-sm text-stone-500">
            {t('profile.lastSaved', { date: formatTimestamp(profile.updated_at) })}
          </span>
        )}
      </div>
    </form>
  );
}
