import { SAFARI_STATUSES, type OperatorSafari, type SafariStatus, formatMoney } from '@dala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { toastMessageFor } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { PackageStatusBadge } from '../components/badges';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { Modal } from '../../../components/ui/modal';
import { SafariImage } from '../components/safari-image';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { useOperatorSafaris, useSaveOperatorSafari } from '../api/use-operator-safaris';
import { intlLocale } from '../../../lib/i18n';
import { formFromPackage, toSafariInput } from './package-form';
import { useDocumentTitle } from '../../../components/document-head';

/** The status tabs: every package, then one per status. */
const TABS = ['all', ...SAFARI_STATUSES] as const;

/** /safaris-management: the operator's packages by status, with departures and bookings counts. */
export default function ManagementPage() {
  const { t } = useTranslation('safaris');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const tab = (SAFARI_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as SafariStatus)
    : 'all';
  const packages = useOperatorSafaris('');
  const client = useQueryClient();
  const saveSafari = useSaveOperatorSafari();
  const [archiving, setArchiving] = useState<OperatorSafari | null>(null);
  const [busy, setBusy] = useState(false);

  useDocumentTitle(t('management.pageTitle'));

  const all = packages.data?.items ?? [];
  const counts = {
    all: all.length,
    draft: all.filter((p) => p.status === 'draft').length,
    published: all.filter((p) => p.status === 'published').length,
    archived: all.filter((p) => p.status === 'archived').length,
  };
  const shown = tab === 'all' ? all : all.filter((p) => p.status === tab);

  const archive = async () => {
    if (!archiving) return;
    setBusy(true);
    try {
      await saveSafari.mutateAsync({
        id: archiving.id,
        input: toSafariInput(formFromPackage(archiving), 'archived'),
      });
      await client.invalidateQueries({ queryKey: ['operator', 'safaris'] });
      toast.success(t('management.archived', { title: archiving.title }));
      setArchiving(null);
    } catch (e) {
      toast.error(toastMessageFor(e, t('management.archiveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('management.title')}</h1>
          <p className="mt-1 text-stone-600">{t('management.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/safaris-management/bookings" variant="secondary">
            {t('management.bookings')}
          </ButtonLink>
          <ButtonLink to="/safaris-management/new">{t('management.newPackage')}</ButtonLink>
        </div>
      </div>

      <div
        role="tablist"
        aria-label={t('management.tablist')}
        className="mt-6 flex gap-1 overflow-x-auto border-b border-sand-200"
      >
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setParams(key === 'all' ? {} : { status: key })}
            className={cn(
              '-mb-px flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
              tab === key
                ? 'border-primary-600 text-primary-800'
                : 'border-transparent text-stone-600 hover:text-stone-900',
            )}
          >
            {t(`management.tabs.${key}`)}
            {packages.data && (
              <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs text-stone-700">
                {counts[key]}
              </span>
            )}
          </button>
        ))}
      </div>

      <section role="tabpanel" aria-label={t(`management.tabs.${tab}`)} className="mt-5">
        {packages.isPending ? (
          <ListSkeleton rows={4} />
        ) : packages.isError ? (
          <LoadError message={packages.error.message} onRetry={() => void packages.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            title={all.length === 0 ? t('management.noPackages') : t(`management.noTabPackages.${tab}`)}
            action={
              all.length === 0 ? (
                <ButtonLink to="/safaris-management/new">{t('management.createFirst')}</ButtonLink>
              ) : undefined
            }
          >
            {all.length === 0 ? t('management.createFirstLead') : null}
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {shown.map((pkg) => (
              <li key={pkg.id}>
                <article className="flex flex-col gap-3 rounded-card border border-sand-200 bg-white p-3 shadow-card sm:flex-row sm:items-center sm:p-4">
                  <SafariImage
                    image={pkg.images.find((i) => i.is_cover) ?? pkg.images[0] ?? null}
                    alt=""
                    sizes="160px"
                    className="h-36 w-full shrink-0 rounded-xl sm:h-24 sm:w-36"
                  />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="text-base font-bold">
                        <Link
                          to={`/safaris-management/${pkg.id}`}
                          className="hover:text-primary-700 hover:underline"
                        >
                          {pkg.title}
                        </Link>
                      </h2>
                      <PackageStatusBadge status={pkg.status} />
                    </div>
                    <p className="mt-1 text-sm text-stone-600">
                      {t('management.packageLine', {
                        destinations:
                          pkg.destinations.map((d) => d.name).join(t('management.listSeparator')) ||
                          t('management.noDestinations'),
                        days: t('card.days', { count: pkg.duration_days }),
                        tier: t(`tiers.${pkg.tier}`),
                        type: pkg.is_private ? t('management.private') : t('management.group'),
                        price: formatMoney(pkg.adult_price_usd, 'USD', intlLocale()),
                      })}
                    </p>
                    <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                      <span className="text-stone-700">
                        <Trans
                          t={t}
                          i18nKey="management.upcoming"
                          count={pkg.upcoming_departures}
                          components={{ strong: <strong /> }}
                        />
                      </span>
                      <span className="text-stone-700">
                        <Trans
                          t={t}
                          i18nKey="management.bookingsCount"
                          count={pkg.bookings_count}
                          components={{ strong: <strong /> }}
                        />
                      </span>
                    </p>
                  </div>
                  <div className="flex gap-2 sm:flex-col lg:flex-row">
                    <ButtonLink
                      to={`/safaris-management/${pkg.id}`}
                      variant="secondary"
                      size="sm"
                      aria-label={t('management.editLabel', { title: pkg.title })}
                    >
                      {t('management.edit')}
                    </ButtonLink>
                    {pkg.status !== 'archived' && (
                      <DangerLinkButton
                        size="sm"
                        onClick={() => setArchiving(pkg)}
                        aria-label={t('management.archiveLabel', { title: pkg.title })}
                      >
                        {t('management.archive')}
                      </DangerLinkButton>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Modal
        open={archiving !== null}
        onClose={() => setArchiving(null)}
        closeDisabled={busy}
        title={t('management.archiveTitle', { title: archiving?.title ?? t('management.thisPackage') })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setArchiving(null)} disabled={busy}>
              {t('management.keepIt')}
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void archive()}>
              {t('management.archivePackage')}
            </Button>
          </>
        }
      >
        {t('management.archiveBody', { count: archiving?.bookings_count ?? 0 })}
      </Modal>
    </main>
  );
}
