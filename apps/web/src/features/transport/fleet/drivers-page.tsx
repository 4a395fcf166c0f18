import type { Driver } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/document-head';
import { ButtonLink } from '../../../components/ui/button';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDriver, useDrivers, useRetireDriver } from '../api/fleet-drivers';
import { useRefreshFleet } from '../api/fleet-vehicles';
import { DriverEditor } from './driver-editor';
import {
  DocumentStateBadge,
  DriverAvatar,
  FleetPageHeader,
  FleetStatusBadge,
  SaleReadiness,
  StatusTabs,
} from './fleet-ui';
import { RetireDialog } from './retire-dialog';

/**
 * /fleet/drivers: the transporter's drivers (active or retired) with their licence's state; the
 * editor of one is `?driver=<id>`, of a new one `?driver=new`.
 */
export default function DriversPage() {
  const [params] = useSearchParams();
  const editing = params.get('driver');
  if (editing === 'new') return <DriverEditor key="new" driver={null} />;
  if (editing !== null) return <EditDriver id={/^\d+$/.test(editing) ? Number(editing) : null} />;
  return <DriverList />;
}

function EditDriver({ id }: { id: number | null }) {
  const { t } = useTranslation('fleet');
  const driver = useDriver(id);
  if (
    id === null ||
    (driver.isError && driver.error instanceof ApiRequestError && driver.error.status === 404)
  ) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12">
        <EmptyState
          title={t('drivers.notFound')}
          action={<ButtonLink to="/fleet/drivers">{t('drivers.yourDrivers')}</ButtonLink>}
        />
      </main>
    );
  }
  if (driver.isPending) {
    return (
      <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-8" aria-busy>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-64" />
      </main>
    );
  }
  if (driver.isError) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-8">
        <LoadError message={driver.error.message} onRetry={() => void driver.refetch()} />
      </main>
    );
  }
  return <DriverEditor key={driver.data.id} driver={driver.data} />;
}

function DriverList() {
  const { t } = useTranslation('fleet');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'retired' ? 'retired' : 'active';
  const drivers = useDrivers(status);
  const retire = useRetireDriver();
  const refresh = useRefreshFleet();
  const [retiring, setRetiring] = useState<Driver | null>(null);
  useDocumentTitle(t('drivers.pageTitle'));
  const items = drivers.data?.items ?? [];

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <FleetPageHeader
        title={t('drivers.title')}
        lead={t('drivers.lead')}
        actions={
          <ButtonLink to="/fleet/drivers?driver=new" variant="trip">
            {t('drivers.add')}
          </ButtonLink>
        }
      />
      <div className="mt-5">
        <StatusTabs
          label={t('drivers.statusTabs')}
          value={status}
          onChange={(next) => setParams(next === 'active' ? {} : { status: next })}
        />
      </div>
      <section className="mt-4" aria-label={t(`statusTabs.${status}`)} aria-busy={drivers.isPending}>
        {drivers.isPending ? (
          <ListSkeleton rows={4} />
        ) : drivers.isError ? (
          <LoadError message={drivers.error.message} onRetry={() => void drivers.refetch()} />
        ) : items.length === 0 ? (
          status === 'active' ? (
            <EmptyState
              title={t('drivers.emptyTitle')}
              action={
                <ButtonLink to="/fleet/drivers?driver=new" variant="trip">
                  {t('drivers.addFirst')}
                </ButtonLink>
              }
            >
              {t('drivers.emptyLead')}
            </EmptyState>
          ) : (
            <EmptyState title={t('drivers.noRetired')} />
          )
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((driver) => (
              <li key={driver.id}>
                <DriverCard driver={driver} onRetire={() => setRetiring(driver)} />
              </li>
            ))}
          </ul>
        )}
        {drivers.data && drivers.data.total > items.length && (
          <p className="mt-4 text-sm text-stone-600">
            {t('drivers.more', { shown: items.length, total: drivers.data.total })}
          </p>
        )}
      </section>
      <RetireDialog
        open={retiring !== null}
        title={t('drivers.retireTitle', { name: retiring?.full_name ?? '' })}
        body={
          retiring && retiring.upcoming_trips > 0
            ? t('drivers.retireBodyTrips', { count: retiring.upcoming_trips })
            : t('drivers.retireBody')
        }
        confirmLabel={t('drivers.retireConfirm')}
        done={t('drivers.retired', { name: retiring?.full_name ?? '' })}
        onRetire={async () => {
          if (!retiring) return;
          await retire.mutateAsync(retiring.id);
          await refresh();
        }}
        onClose={() => setRetiring(null)}
      />
    </main>
  );
}

function DriverCard({ driver, onRetire }: { driver: Driver; onRetire: () => void }) {
  const { t } = useTranslation('fleet');
  const licence = driver.documents.find((d) => d.kind === 'driving_licence');
  return (
    <article className="flex h-full flex-col gap-3 rounded-card border border-sand-200 bg-white p-4 shadow-card">
      <div className="flex items-start gap-3">
        <DriverAvatar driver={driver} className="size-14 text-lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-bold">
              <Link to={`/fleet/drivers?driver=${driver.id}`} className="hover:text-trip-700 hover:underline">
                {driver.full_name}
              </Link>
            </h2>
            <FleetStatusBadge status={driver.status} />
          </div>
          <p className="mt-0.5 text-sm text-stone-600">
            <a href={`tel:${driver.phone}`} className="hover:underline">
              {driver.phone}
            </a>
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500">{t('drivers.licence')}</dt>
        <dd className="text-stone-800">
          {t('drivers.licenceLine', { number: driver.licence_number, licenceClass: driver.licence_class })}
        </dd>
        <dt className="text-stone-500">{t('drivers.expires')}</dt>
        <dd className="text-stone-800">{formatDate(driver.licence_expires_on)}</dd>
        <dt className="text-stone-500">{t('drivers.licenceDocument')}</dt>
        <dd>
          {licence ? <DocumentStateBadge state={licence.state} /> : <DocumentStateBadge state="missing" />}
        </dd>
      </dl>
      {driver.status === 'active' && (
        <SaleReadiness ready={driver.sale_ready} problem={driver.sale_problem} />
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink
          to={`/fleet/drivers?driver=${driver.id}`}
          size="sm"
          variant="secondary"
          aria-label={t('drivers.editLabel', { name: driver.full_name })}
        >
          {t('drivers.edit')}
        </ButtonLink>
        {driver.status === 'active' && (
          <DangerLinkButton
            size="sm"
            onClick={onRetire}
            aria-label={t('drivers.retireLabel', { name: driver.full_name })}
          >
            {t('drivers.retire')}
          </DangerLinkButton>
        )}
      </div>
    </article>
  );
}
