import type { Vehicle } from '@dala/shared';
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
import { useRefreshFleet, useRetireVehicle, useVehicle, useVehicles } from '../api/fleet-vehicles';
import {
  DocumentStateBadge,
  FleetPageHeader,
  FleetStatusBadge,
  SaleReadiness,
  StatusTabs,
  VehiclePicture,
} from './fleet-ui';
import { RetireDialog } from './retire-dialog';
import { VehicleEditor } from './vehicle-editor';

/**
 * /vehicles: the transporter's vehicles (active or retired) with their documents' states; the
 * editor of one is `?vehicle=<id>`, of a new one `?vehicle=new` (so the back button leaves it).
 */
export default function VehiclesPage() {
  const [params] = useSearchParams();
  const editing = params.get('vehicle');
  if (editing === 'new') return <VehicleEditor key="new" vehicle={null} />;
  if (editing !== null) return <EditVehicle id={/^\d+$/.test(editing) ? Number(editing) : null} />;
  return <VehicleList />;
}

function EditVehicle({ id }: { id: number | null }) {
  const { t } = useTranslation('fleet');
  const vehicle = useVehicle(id);
  if (
    id === null ||
    (vehicle.isError && vehicle.error instanceof ApiRequestError && vehicle.error.status === 404)
  ) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12">
        <EmptyState
          title={t('vehicles.notFound')}
          action={<ButtonLink to="/vehicles">{t('vehicles.yourVehicles')}</ButtonLink>}
        />
      </main>
    );
  }
  if (vehicle.isPending) {
    return (
      <main className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8" aria-busy>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-64" />
      </main>
    );
  }
  if (vehicle.isError) {
    return (
      <main className="mx-auto w-full max-w-4xl px-4 py-8">
        <LoadError message={vehicle.error.message} onRetry={() => void vehicle.refetch()} />
      </main>
    );
  }
  return <VehicleEditor key={vehicle.data.id} vehicle={vehicle.data} />;
}

function VehicleList() {
  const { t } = useTranslation('fleet');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'retired' ? 'retired' : 'active';
  const vehicles = useVehicles(status);
  const retire = useRetireVehicle();
  const refresh = useRefreshFleet();
  const [retiring, setRetiring] = useState<Vehicle | null>(null);
  useDocumentTitle(t('vehicles.pageTitle'));

  const items = vehicles.data?.items ?? [];
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <FleetPageHeader
        title={t('vehicles.title')}
        lead={t('vehicles.lead')}
        actions={
          <ButtonLink to="/vehicles?vehicle=new" variant="trip">
            {t('vehicles.add')}
          </ButtonLink>
        }
      />
      <div className="mt-5">
        <StatusTabs
          label={t('vehicles.statusTabs')}
          value={status}
          onChange={(next) => setParams(next === 'active' ? {} : { status: next })}
        />
      </div>
      <section className="mt-4" aria-label={t(`statusTabs.${status}`)} aria-busy={vehicles.isPending}>
        {vehicles.isPending ? (
          <ListSkeleton rows={4} />
        ) : vehicles.isError ? (
          <LoadError message={vehicles.error.message} onRetry={() => void vehicles.refetch()} />
        ) : items.length === 0 ? (
          status === 'active' ? (
            <EmptyState
              title={t('vehicles.emptyTitle')}
              action={
                <ButtonLink to="/vehicles?vehicle=new" variant="trip">
                  {t('vehicles.addFirst')}
                </ButtonLink>
              }
            >
              {t('vehicles.emptyLead')}
            </EmptyState>
          ) : (
            <EmptyState title={t('vehicles.noRetired')} />
          )
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((vehicle) => (
              <li key={vehicle.id}>
                <VehicleCard vehicle={vehicle} onRetire={() => setRetiring(vehicle)} />
              </li>
            ))}
          </ul>
        )}
        {vehicles.data && vehicles.data.total > items.length && (
          <p className="mt-4 text-sm text-stone-600">
            {t('vehicles.more', { shown: items.length, total: vehicles.data.total })}
          </p>
        )}
      </section>
      <RetireDialog
        open={retiring !== null}
        title={t('vehicles.retireTitle', { plate: retiring?.plate ?? '' })}
        body={
          retiring && retiring.upcoming_trips > 0
            ? t('vehicles.retireBodyTrips', { count: retiring.upcoming_trips })
            : t('vehicles.retireBody')
        }
        confirmLabel={t('vehicles.retireConfirm')}
        done={t('vehicles.retired', { plate: retiring?.plate ?? '' })}
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

function VehicleCard({ vehicle, onRetire }: { vehicle: Vehicle; onRetire: () => void }) {
  const { t } = useTranslation('fleet');
  const attention = vehicle.documents.filter((d) => d.state !== 'approved');
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-card">
      <VehiclePicture
        photo={vehicle.cover_photo}
        vehicleClass={vehicle.vehicle_class}
        className="aspect-[21/9] w-full shrink-0"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-bold tracking-wide">
            <Link to={`/vehicles?vehicle=${vehicle.id}`} className="hover:text-trip-700 hover:underline">
              {vehicle.plate}
            </Link>
          </h2>
          <FleetStatusBadge status={vehicle.status} />
        </div>
        <p className="text-sm text-stone-700">
          {t('vehicles.makeLine', { make: vehicle.make, model: vehicle.model, year: vehicle.year })}
        </p>
        <p className="text-sm text-stone-600">
          {t('vehicles.classLine', {
            vehicleClass: t(`classes.${vehicle.vehicle_class}`),
            seats: t('vehicles.seats', { count: vehicle.seat_count }),
          })}
          {vehicle.upcoming_trips > 0 && (
            <> · {t('vehicles.upcomingTrips', { count: vehicle.upcoming_trips })}</>
          )}
        </p>
        <div>
          <p className="sr-only">{t('vehicles.documents')}</p>
          {attention.length === 0 ? (
            <p className="text-sm text-stone-600">{t('vehicles.documentsApproved')}</p>
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {attention.map((document) => (
                <li key={document.kind} className="flex items-center gap-1 text-xs text-stone-700">
                  {t(`documentKindsShort.${document.kind}`)}
                  <DocumentStateBadge state={document.state} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {vehicle.status === 'active' && (
          <SaleReadiness ready={vehicle.sale_ready} problem={vehicle.sale_problem} />
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <ButtonLink
            to={`/vehicles?vehicle=${vehicle.id}`}
            size="sm"
            variant="secondary"
            aria-label={t('vehicles.editLabel', { plate: vehicle.plate })}
          >
            {t('vehicles.edit')}
          </ButtonLink>
          {vehicle.status === 'active' && (
            <DangerLinkButton
              size="sm"
              onClick={onRetire}
              aria-label={t('vehicles.retireLabel', { plate: vehicle.plate })}
            >
              {t('vehicles.retire')}
            </DangerLinkButton>
          )}
        </div>
      </div>
    </article>
  );
}
