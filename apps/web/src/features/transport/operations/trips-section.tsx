import {
  TRIP_STATUSES,
  addDays,
  todayInTanzania,
  type OperatorTripSummary,
  type TripStatus,
} from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { SelectField } from '../../../components/ui/select-field';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { messageText } from '../../../lib/i18n';
import { useOperatorRoutes } from '../api/operations-routes';
import { useOperatorTrips } from '../api/operations-trips';
import {
  CancelTripDialog,
  TripStatusBadge,
  isCancellable,
  usePublishAction,
  type TripLabel,
} from './trip-actions';
import { tripDay } from './trip-format';
import { TripForm } from './trip-form';

const isStatus = (value: string | null): value is TripStatus =>
  (TRIP_STATUSES as readonly string[]).includes(value ?? '');
const isDate = (value: string | null): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');

/** What a dialog calls a trip. */
export const tripLabel = (trip: OperatorTripSummary): TripLabel => ({
  id: trip.id,
  label: `${trip.route_name}, ${tripDay(trip.date)} ${trip.departure_time}`,
  seatsSold: trip.seats_sold,
});

/** The Trips tab of /trips: upcoming trips by day (filters in the URL), a new trip, publish, cancel. */
export function TripsSection() {
  const { t } = useTranslation('operations');
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayInTanzania());
  const from = isDate(params.get('from')) ? params.get('from')! : today;
  const to = isDate(params.get('to')) ? params.get('to')! : addDays(from, 13);
  const routeId = Number(params.get('route')) || undefined;
  const status = isStatus(params.get('status')) ? (params.get('status') as TripStatus) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const trips = useOperatorTrips({ from, to, route_id: routeId, status, page });
  const routes = useOperatorRoutes();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<TripLabel | null>(null);
  const publish = usePublishAction();

  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  const items = trips.data?.items ?? [];
  const total = trips.data?.total ?? 0;
  const pageSize = trips.data?.page_size ?? 50;
  // One heading per departure day.
  const days = new Map<string, OperatorTripSummary[]>();
  for (const trip of items) days.set(trip.date, [...(days.get(trip.date) ?? []), trip]);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-2xl text-sm text-stone-600">{t('trips.lead')}</p>
        {!creating && (
          <Button variant="trip" onClick={() => setCreating(true)}>
            {t('trips.new')}
          </Button>
        )}
      </div>
      {creating && <TripForm onDone={() => setCreating(false)} />}

      <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <legend className="sr-only">{t('trips.filters')}</legend>
        <TextField
          label={t('trips.from')}
          type="date"
          value={from}
          onChange={(event) => setFilter('from', event.currentTarget.value)}
        />
        <TextField
          label={t('trips.to')}
          type="date"
          value={to}
          min={from}
          onChange={(event) => setFilter('to', event.currentTarget.value)}
        />
        <SelectField
          label={t('trips.route')}
          value={routeId ?? ''}
          onChange={(event) => setFilter('route', event.currentTarget.value)}
        >
          <option value="">{t('trips.allRoutes')}</option>
          {(routes.data?.items ?? []).map((route) => (
            <option key={route.id} value={route.id}>
              {route.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('trips.status')}
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.currentTarget.value)}
        >
          <option value="">{t('trips.allStatuses')}</option>
          {TRIP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </SelectField>
      </fieldset>

      {trips.isPending ? (
        <ListSkeleton rows={4} />
      ) : trips.isError ? (
        <LoadError message={messageText(trips.error.message)} onRetry={() => void trips.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t('trips.none')}
          action={
            !creating ? (
              <Button variant="trip" onClick={() => setCreating(true)}>
                {t('trips.new')}
              </Button>
            ) : undefined
          }
        >
          {t('trips.noneLead')}
        </EmptyState>
      ) : (
        <div className="space-y-6" aria-busy={trips.isFetching || undefined}>
          {[...days.entries()].map(([day, dayTrips]) => (
            <section key={day} aria-label={tripDay(day)}>
              <h3 className="text-sm font-bold tracking-wide text-stone-500 uppercase">{tripDay(day)}</h3>
              <ul className="mt-2 space-y-2">
                {dayTrips.map((trip) => (
                  <li key={trip.id}>
                    <TripCard
                      trip={trip}
                      publishing={publish.pendingId === trip.id}
                      onPublish={() => void publish.run(trip.id)}
                      onCancel={() => setCancelling(tripLabel(trip))}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Pagination
            page={page}
            total={total}
            pageSize={pageSize}
            onChange={(next) => setFilter('page', next > 1 ? String(next) : '')}
          />
        </div>
      )}
      <CancelTripDialog trip={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

/** One trip: time, route, vehicle and driver, seats sold of capacity, state and actions. */
function TripCard({
  trip,
  publishing,
  onPublish,
  onCancel,
}: {
  trip: OperatorTripSummary;
  publishing: boolean;
  onPublish: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('operations');
  const sold = Math.min(trip.capacity, trip.seats_sold);
  const percent = trip.capacity > 0 ? Math.round((sold / trip.capacity) * 100) : 0;
  return (
    <article className="flex flex-col gap-3 rounded-card border border-sand-200 bg-white p-3 shadow-card sm:flex-row sm:items-center sm:p-4">
      <div className="flex shrink-0 items-baseline gap-3 sm:w-20 sm:flex-col sm:gap-0">
        <p className="text-xl font-extrabold text-trip-800 tabular-nums">{trip.departure_time}</p>
        <TripStatusBadge status={trip.status} />
      </div>
      <div className="min-w-0 flex-1">
        <h4 className="font-bold">
          <Link to={`/trips/manage/${trip.id}`} className="hover:text-trip-700 hover:underline">
            {t('trips.routeLine', { origin: trip.origin, destination: trip.destination })}
          </Link>
        </h4>
        <p className="text-sm text-stone-600">
          {t('trips.vehicleLine', {
            plate: trip.vehicle.plate,
            driver: trip.driver?.full_name ?? t('trips.noDriver'),
          })}
        </p>
        <div className="mt-2 flex items-center gap-3">
          <div
            className="h-2 w-32 overflow-hidden rounded-full bg-sand-200"
            role="meter"
            aria-valuemin={0}
            aria-valuemax={trip.capacity}
            aria-valuenow={sold}
            aria-label={t('trips.seatsMeter')}
          >
            <div className="h-full rounded-full bg-trip-500" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-stone-700 tabular-nums">
            {t('trips.seats', { sold: trip.seats_sold, capacity: trip.capacity })}
            {trip.seats_held > 0 ? t('trips.held', { count: trip.seats_held }) : ''}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <ButtonLink
          to={`/trips/manage/${trip.id}`}
          variant="secondary"
          size="sm"
          aria-label={t('trips.manageLabel', { route: trip.route_name, time: trip.departure_time })}
        >
          {t('trips.manage')}
        </ButtonLink>
        {trip.status === 'scheduled' && (
          <Button variant="trip" size="sm" busy={publishing} onClick={onPublish}>
            {t('trips.publish')}
          </Button>
        )}
        {isCancellable(trip.status) && (
          <DangerLinkButton size="sm" onClick={onCancel}>
            {t('trips.cancel')}
          </DangerLinkButton>
        )}
      </div>
    </article>
  );
}
