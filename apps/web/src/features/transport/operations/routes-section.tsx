import type { OperatorRouteSummary } from '@dala/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { Modal } from '../../../components/ui/modal';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { toastMessageFor } from '../../../lib/api-client';
import { messageText } from '../../../lib/i18n';
import { useArchiveOperatorRoute, useOperatorRoute, useOperatorRoutes } from '../api/operations-routes';
import { RouteEditor } from './route-editor';
import { hoursAndMinutes, tzs } from './trip-format';

/** The Routes tab of /trips: the transporter's routes, and the editor of one (`?route=new` or an id). */
export function RoutesSection() {
  const [params, setParams] = useSearchParams();
  const editing = params.get('route');
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('route');
      return next;
    });
  const open = (id: number | 'new') =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('route', String(id));
      return next;
    });
  if (editing === 'new') return <RouteEditor route={null} onDone={close} />;
  const id = Number(editing);
  if (editing && Number.isInteger(id) && id > 0) return <EditRoute id={id} onDone={close} />;
  return <RouteList onOpen={open} />;
}

function EditRoute({ id, onDone }: { id: number; onDone: () => void }) {
  const route = useOperatorRoute(id);
  if (route.isPending) return <ListSkeleton rows={3} />;
  if (route.isError) {
    return <LoadError message={messageText(route.error.message)} onRetry={() => void route.refetch()} />;
  }
  return <RouteEditor key={route.data.id} route={route.data} onDone={onDone} />;
}

function RouteList({ onOpen }: { onOpen: (id: number | 'new') => void }) {
  const { t } = useTranslation('operations');
  const routes = useOperatorRoutes();
  const archive = useArchiveOperatorRoute();
  const [archiving, setArchiving] = useState<OperatorRouteSummary | null>(null);
  const items = routes.data?.items ?? [];

  const confirmArchive = async () => {
    if (!archiving) return;
    try {
      await archive.mutateAsync(archiving.id);
      toast.success(t('routes.archived', { name: archiving.name }));
      setArchiving(null);
    } catch (e) {
      toast.error(toastMessageFor(e, t('routes.archiveFailed')));
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-2xl text-sm text-stone-600">{t('routes.lead')}</p>
        <Button variant="trip" onClick={() => onOpen('new')}>
          {t('routes.new')}
        </Button>
      </div>
      {routes.isPending ? (
        <ListSkeleton rows={3} />
      ) : routes.isError ? (
        <LoadError message={messageText(routes.error.message)} onRetry={() => void routes.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('routes.none')}>{t('routes.noneLead')}</EmptyState>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {items.map((route) => {
            const duration = hoursAndMinutes(route.duration_minutes);
            return (
              <li key={route.id}>
                <article className="flex h-full flex-col gap-3 rounded-card border border-sand-200 bg-white p-4 shadow-card">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-bold">{route.name}</h3>
                      <p className="text-sm text-stone-600">
                        {t('trips.routeLine', { origin: route.origin, destination: route.destination })}
                      </p>
                    </div>
                    {route.status === 'archived' && (
                      <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                        {t('routes.archivedBadge')}
                      </span>
                    )}
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                    <div>
                      <dt className="text-stone-500">{t('routes.stops')}</dt>
                      <dd className="font-semibold">{route.stop_count}</dd>
                    </div>
                    <div>
                      <dt className="text-stone-500">{t('routes.duration')}</dt>
                      <dd className="font-semibold">{t('routes.durationValue', duration)}</dd>
                    </div>
                    <div>
                      <dt className="text-stone-500">{t('routes.fromFare')}</dt>
                      <dd className="font-semibold">
                        {route.lowest_fare_tzs === null ? t('routes.noFares') : tzs(route.lowest_fare_tzs)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-stone-500">{t('routes.upcoming')}</dt>
                      <dd className="font-semibold">{route.upcoming_trips}</dd>
                    </div>
                  </dl>
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onOpen(route.id)}
                      aria-label={t('routes.editLabel', { name: route.name })}
                    >
                      {t('routes.edit')}
                    </Button>
                    {route.status === 'active' && (
                      <DangerLinkButton
                        size="sm"
                        onClick={() => setArchiving(route)}
                        aria-label={t('routes.archiveLabel', { name: route.name })}
                      >
                        {t('routes.archive')}
                      </DangerLinkButton>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={archiving !== null}
        onClose={() => setArchiving(null)}
        closeDisabled={archive.isPending}
        title={t('routes.archiveTitle', { name: archiving?.name ?? '' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setArchiving(null)} disabled={archive.isPending}>
              {t('routes.keep')}
            </Button>
            <Button variant="danger" busy={archive.isPending} onClick={() => void confirmArchive()}>
              {t('routes.archiveConfirm')}
            </Button>
          </>
        }
      >
        {t('routes.archiveBody')}
      </Modal>
    </div>
  );
}
