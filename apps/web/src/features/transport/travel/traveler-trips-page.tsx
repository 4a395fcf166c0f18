import type { TripBooking } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/document-head';
import { ButtonLink } from '../../../components/ui/button';
import { LastUpdatedBanner } from '../../../components/ui/offline-banner';
import { Pagination } from '../../../components/ui/pagination';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { cn } from '../../../lib/cn';
import { messageText } from '../../../lib/i18n';
import { useCachedAnswerDate } from '../../../lib/offline/cached-answers';
import { myTripsInput, useMyTrips, type TripsWhen } from '../api/tickets-trips';
import { CancelTripDialog } from './tickets/cancel-trip-dialog';
import { TripBookingCard } from './tickets/trip-booking-card';

const TABS = ['upcoming', 'past'] as const satisfies readonly TripsWhen[];

/**
 * /trips for a traveler (issue 13): upcoming and past trip bookings (?when=, ?page=), each with its
 * route, times, seats, passengers and tickets; an upcoming one can be cancelled after seeing the refund
 * the transporter's bands give.
 */
export default function TravelerTripsPage() {
  const { t } = useTranslation('tickets');
  const [params, setParams] = useSearchParams();
  const when: TripsWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const trips = useMyTrips(when, page);
  // Served from this device's offline copy (issue 16): when the server gave it.
  const cachedAt = useCachedAnswerDate('GET /me/trips', myTripsInput(when, page));
  const [cancelling, setCancelling] = useState<TripBooking | null>(null);
  useDocumentTitle(t('myTrips.documentTitle'));

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('myTrips.title')}</h1>
        <ButtonLink to="/transport-search" variant="trip" size="sm">
          {t('myTrips.findTrip')}
        </ButtonLink>
      </div>
      <LastUpdatedBanner cachedAt={trips.isError ? null : cachedAt} className="mt-4" />
      <div
        role="tablist"
        aria-label={t('myTrips.tabsLabel')}
        className="mt-5 flex gap-1 overflow-x-auto border-b border-sand-200"
      >
        {TABS.map((key) => (
          <button
            key={key}
            role="tab"
            type="button"
            aria-selected={when === key}
            onClick={() => setParams(key === 'upcoming' ? {} : { when: key })}
            className={cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
              when === key
                ? 'border-trip-600 text-trip-800'
                : 'border-transparent text-stone-600 hover:text-stone-900',
            )}
          >
            {t(`myTrips.tabs.${key}`)}
          </button>
        ))}
      </div>
      <section role="tabpanel" aria-label={t(`myTrips.tabs.${when}`)} className="mt-5">
        {trips.isPending ? (
          <ListSkeleton rows={3} />
        ) : trips.isError ? (
          <LoadError message={messageText(trips.error.message)} onRetry={() => void trips.refetch()} />
        ) : trips.data.items.length === 0 ? (
          <EmptyState
            title={when === 'upcoming' ? t('myTrips.emptyUpcomingTitle') : t('myTrips.emptyPastTitle')}
            action={
              <ButtonLink to="/transport-search" variant="trip">
                {t('myTrips.findTrip')}
              </ButtonLink>
            }
          >
            {t(`myTrips.empty.${when}`)}
          </EmptyState>
        ) : (
          <>
            <ul className="space-y-4">
              {trips.data.items.map((booking) => (
                <li key={booking.id}>
                  <TripBookingCard booking={booking} onCancel={() => setCancelling(booking)} />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-6"
              page={trips.data.page}
              total={trips.data.total}
              pageSize={trips.data.page_size}
              onChange={(p) => setParams({ ...(when === 'upcoming' ? {} : { when }), page: String(p) })}
            />
          </>
        )}
      </section>
      {cancelling && <CancelTripDialog booking={cancelling} open onClose={() => setCancelling(null)} />}
    </main>
  );
}
