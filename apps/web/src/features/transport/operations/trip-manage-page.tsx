import type { OperatorTrip, SeatLayout, TripDetail } from '@dala/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/document-head';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { CardSkeleton, ListSkeleton } from '../../../components/ui/skeletons';
import { LoadError } from '../../../components/ui/states';
import { messageText } from '../../../lib/i18n';
import { useManifest } from '../api/operations-manifest';
import { useOperatorTrip, useTripSeatMap } from '../api/operations-trips';
import { SeatMap } from '../components/seat-map';
import { ManifestSection } from './manifest-section';
import {
  CancelTripDialog,
  TripStatusBadge,
  isCancellable,
  usePublishAction,
  type TripLabel,
} from './trip-actions';
import { TripChangeForm } from './trip-change-form';
import { tripDay, tripDayTime, tripTime } from './trip-format';

/**
 * /trips/manage/:id: one trip for its transporter — the route with times, vehicle and driver (and
 * changing them, with the change log), the live seat map with each passenger's name, and the boarding
 * manifest with check-in, CSV and print.
 */
export default function TripManagePage() {
  const { t } = useTranslation('operations');
  const id = Number(useParams().id);
  const trip = useOperatorTrip(id);
  const manifest = useManifest(id);
  useDocumentTitle(trip.data ? t('manage.pageTitle', { route: trip.data.route_name }) : t('page.title'));

  return (
    <main className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <Link
        to="/trips"
        className="manifest-hide inline-flex text-sm font-semibold text-trip-700 hover:underline"
      >
        {t('manage.back')}
      </Link>
      {trip.isPending ? (
        <div className="space-y-4">
          <CardSkeleton />
          <ListSkeleton rows={3} />
        </div>
      ) : trip.isError ? (
        <LoadError message={messageText(trip.error.message)} onRetry={() => void trip.refetch()} />
      ) : (
        <TripOverview trip={trip.data} />
      )}
      {trip.isSuccess &&
        (manifest.isPending ? (
          <ListSkeleton rows={3} />
        ) : manifest.isError ? (
          <LoadError message={messageText(manifest.error.message)} onRetry={() => void manifest.refetch()} />
        ) : (
          <ManifestSection manifest={manifest.data} tripId={id} />
        ))}
    </main>
  );
}

function TripOverview({ trip }: { trip: OperatorTrip }) {
  const { t } = useTranslation('operations');
  const manifest = useManifest(trip.id);
  const seatMap = useTripSeatMap(trip.id);
  const [changing, setChanging] = useState(false);
  const [cancelling, setCancelling] = useState<TripLabel | null>(null);
  const publish = usePublishAction();

  /** Each seat's passengers and their legs ('Amina Juma, Dar es Salaam → Moshi; Ali Said, Moshi → Arusha'). */
  const seatNotes = useMemo(() => {
    const notes: Record<string, string[]> = {};
    for (const stop of manifest.data?.stops ?? []) {
      for (const p of stop.passengers) {
        (notes[p.seat] ??= []).push(
          t('manage.seatNote', { name: p.name, from: stop.place, to: p.alight_place }),
        );
      }
    }
    return Object.fromEntries(Object.entries(notes).map(([seat, names]) => [seat, names.join('; ')]));
  }, [manifest.data, t]);
  const soldSeats = Object.keys(seatNotes);
  const label: TripLabel = {
    id: trip.id,
    label: `${trip.route_name}, ${tripDay(trip.date)} ${trip.departure_time}`,
    seatsSold: trip.seats_sold,
  };
  const changeable = isCancellable(trip.status);

  return (
    <div className="manifest-hide space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{trip.route_name}</h1>
            <TripStatusBadge status={trip.status} />
          </div>
          <p className="mt-1 text-stone-700">
            {t('manage.departure', { day: tripDay(trip.date), time: trip.departure_time })}
            {' · '}
            {t('manage.salesClose', { when: tripDayTime(trip.sales_close_at) })}
          </p>
          <p className="mt-1 text-sm font-semibold text-stone-800">
            {t('trips.seats', { sold: trip.seats_sold, capacity: trip.capacity })}
            {trip.seats_held > 0 ? t('trips.held', { count: trip.seats_held }) : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {trip.status === 'scheduled' && (
            <Button
              variant="trip"
              busy={publish.pendingId === trip.id}
              onClick={() => void publish.run(trip.id)}
            >
              {t('trips.publish')}
            </Button>
          )}
          {changeable && (
            <DangerLinkButton outlined onClick={() => setCancelling(label)}>
              {t('manage.cancelTrip')}
            </DangerLinkButton>
          )}
        </div>
      </header>

      {trip.status === 'cancelled' && (
        <Alert
          tone="error"
          title={t('manage.cancelledTitle', {
            when: trip.cancelled_at ? tripDayTime(trip.cancelled_at) : '',
          })}
        >
          {trip.cancellation_reason}
        </Alert>
      )}
      {trip.displaced_passengers > 0 && (
        <Alert tone="warning">{t('manage.displaced', { count: trip.displaced_passengers })}</Alert>
      )}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
        <div className="min-w-0 space-y-5">
          <Card className="p-4 sm:p-5">
            <h2 className="text-lg font-bold">{t('manage.routeTitle')}</h2>
            <ol className="mt-3 space-y-0">
              {trip.stops.map((stop, index) => (
                <li key={stop.position} className="relative flex gap-3 pb-4 last:pb-0">
                  {index < trip.stops.length - 1 && (
                    <span aria-hidden className="absolute top-6 bottom-0 left-[1.05rem] w-0.5 bg-trip-200" />
                  )}
                  <span className="z-[1] w-9 shrink-0 pt-0.5 text-right text-sm font-bold text-trip-800 tabular-nums">
                    {tripTime(stop.at)}
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold">{stop.place}</p>
                    <p className="text-sm text-stone-600">
                      {[
                        stop.point,
                        stop.can_board && stop.can_alight
                          ? t('manage.boardAndAlight')
                          : stop.can_board
                            ? t('manage.boardOnly')
                            : t('manage.alightOnly'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </Card>

          <Card className="space-y-4 p-4 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="text-lg font-bold">{t('manage.vehicleTitle')}</h2>
              {changeable && !changing && (
                <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
                  {t('manage.change')}
                </Button>
              )}
            </div>
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-stone-500">{t('manage.vehicle')}</dt>
                <dd className="font-semibold">
                  {t('manage.vehicleValue', {
                    plate: trip.vehicle.plate,
                    make: trip.vehicle.make,
                    model: trip.vehicle.model,
                  })}
                </dd>
              </div>
              <div>
                <dt className="text-stone-500">{t('manage.driver')}</dt>
                <dd className="font-semibold">
                  {trip.driver ? `${trip.driver.full_name} · ${trip.driver.phone}` : t('trips.noDriver')}
                </dd>
              </div>
              <div>
                <dt className="text-stone-500">{t('manage.capacity')}</dt>
                <dd className="font-semibold">{t('manage.seatsValue', { count: trip.capacity })}</dd>
              </div>
              <div>
                <dt className="text-stone-500">{t('manage.cutoff')}</dt>
                <dd className="font-semibold">
                  {t('manage.cutoffValue', { hours: trip.sales_cutoff_minutes / 60 })}
                </dd>
              </div>
            </dl>
            {changing && (
              <TripChangeForm trip={trip} soldSeats={soldSeats} onDone={() => setChanging(false)} />
            )}
            <ChangeLog trip={trip} />
          </Card>
        </div>

        <Card className="p-4 sm:p-5 lg:min-w-[22rem]">
          <h2 className="text-lg font-bold">{t('manage.seatMapTitle')}</h2>
          <p className="text-sm text-stone-600 lg:max-w-[20rem]">{t('manage.seatMapLead')}</p>
          {seatMap.isPending ? (
            <ListSkeleton rows={2} className="mt-3" />
          ) : seatMap.isError ? (
            <LoadError message={messageText(seatMap.error.message)} onRetry={() => void seatMap.refetch()} />
          ) : (
            <LiveSeatMap detail={seatMap.data} notes={seatNotes} />
          )}
        </Card>
      </div>
      <CancelTripDialog trip={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

function LiveSeatMap({ detail, notes }: { detail: TripDetail; notes: Record<string, string> }) {
  const seats = detail.seat_map.seats.map((seat) => ({
    label: seat.label,
    status: seat.free ? ('free' as const) : ('taken' as const),
  }));
  return (
    <SeatMap
      readOnly
      className="mt-4"
      layout={detail.seat_map.layout as SeatLayout}
      seats={seats}
      seatNotes={notes}
    />
  );
}

/** Who changed what and when, and how many passengers were told. */
function ChangeLog({ trip }: { trip: OperatorTrip }) {
  const { t } = useTranslation('operations');
  if (trip.changes.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-bold text-stone-800">{t('manage.changesTitle')}</h3>
      <ul className="mt-2 space-y-2 text-sm">
        {trip.changes.map((change) => (
          <li key={change.id} className="rounded-lg bg-sand-50 px-3 py-2">
            <p className="font-semibold">
              {t(`manage.changeFields.${change.field}`)}
              {': '}
              <span className="font-normal">
                {t('manage.changeValues', { from: change.old_value || '—', to: change.new_value || '—' })}
              </span>
            </p>
            <p className="text-xs text-stone-600">
              {t('manage.changeBy', {
                when: tripDayTime(change.changed_at),
                who: change.changed_by ?? t('manage.system'),
              })}
              {change.passengers_notified > 0
                ? t('manage.changeNotified', { count: change.passengers_notified })
                : ''}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
