import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DocumentTitle, PageSeo } from '../../../components/document-head';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { ApiRequestError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/hydration';
import { HydrateWhenVisible } from '../../../lib/hydrate-when-visible';
import { i18n, loadMessageSections, messageText } from '../../../lib/i18n';
import { useTripDetail } from '../api/travel-trip';
import { ListingViewBeacon } from '../../analytics';
import { SaveListingButton } from '../../saved';
import { BusIcon } from './trip-bits';
import { tripDate, tripTime } from './trip-format';
import { SeatPicker } from './seat-picker';
import { readSeats, tripSearchParams } from './trip-url';
import { readSegment } from './travel-routing';
import { tripPageMeta } from './trip-seo';

/**
 * The passengers, payment and tickets: a chunk of their own with the texts they need (payment method
 * fields, booking and payment errors), loaded once seats are held.
 */
const TripCheckout = lazy(() =>
  Promise.all([
    import('./trip-checkout'),
    i18n.loadNamespaces('payments'),
    loadMessageSections(['transport', 'bookings', 'payments']),
  ]).then(([module]) => module),
);

/**
 * The route's stops, the vehicle, the transporter and the refund bands: below the seat map on a phone,
 * a chunk of its own that the browser loads when it takes the part over (the server renders it whole).
 */
const TripOverview = lazy(() => import('./trip-overview'));

/**
 * /trips/{id} (spec §2, design/TRANSPORT.md): the route with its stops and times, the vehicle, the
 * transporter, the cancellation bands and the seat map of the chosen segment (?board=&alight=); the
 * seats chosen (?seats=) survive a sign-in. Continuing holds them (?booking=) and the checkout takes
 * over the booking column: a 10-minute countdown, a passenger per seat, the full fare, the tickets.
 */
export default function TripDetailPage() {
  const { t } = useTranslation('transport');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const segment = useMemo(() => readSegment(params), [params]);
  const detail = useTripDetail(id, segment);
  const hydrated = useHydrated();
  const bookingId = params.get('booking');
  const trip = detail.data;

  if (detail.isPending) {
    return (
      <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8" aria-busy>
        <Skeleton className="h-8 w-2/3" />
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      </main>
    );
  }
  if (detail.isError && !trip) {
    const status = detail.error instanceof ApiRequestError ? detail.error.status : 0;
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        {status === 404 || status === 400 || !/^\d+$/.test(id) ? (
          <EmptyState
            title={status === 400 ? t('tripDetail.segmentUnavailable') : t('tripDetail.notFound')}
            action={<ButtonLink to="/transport-search">{t('tripDetail.findTrips')}</ButtonLink>}
          >
            {status === 400 ? messageText(detail.error.message) : t('tripDetail.notFoundLead')}
          </EmptyState>
        ) : (
          <LoadError message={messageText(detail.error.message)} onRetry={() => void detail.refetch()} />
        )}
      </main>
    );
  }
  if (!trip) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <EmptyState
          title={t('tripDetail.notFound')}
          action={<ButtonLink to="/transport-search">{t('tripDetail.findTrips')}</ButtonLink>}
        >
          {t('tripDetail.notFoundLead')}
        </EmptyState>
      </main>
    );
  }

  const seg = trip.segment;
  const backToSearch = `/transport-search?${tripSearchParams(trip, params).toString()}`;

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <DocumentTitle>
        {t('tripDetail.pageTitle', {
          from: seg.board.place,
          to: seg.alight.place,
          date: tripDate(seg.board.at),
        })}
      </DocumentTitle>
      <PageSeo build={import.meta.env.SSR ? (site) => tripPageMeta(trip, t, site) : undefined} />
      <nav aria-label={t('tripDetail.breadcrumb')} className="text-sm">
        <Link to={backToSearch} className="font-semibold text-trip-700 hover:underline">
          {t('tripDetail.backToSearch')}
        </Link>
      </nav>
      <header className="mt-3">
        <p className="flex items-center gap-2 text-sm font-semibold text-trip-700">
          <BusIcon className="size-5" />
          {trip.transporter.company_name} · {t(`vehicleClasses.${trip.vehicle.vehicle_class}`)}
        </p>
        <div className="mt-1 flex items-start justify-between gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('tripSearch.routeSummary', { from: seg.board.place, to: seg.alight.place })}
          </h1>
          <SaveListingButton listing={{ kind: 'trip', id: trip.id }} />
          <ListingViewBeacon listing={{ kind: 'trip', id: trip.id }} />
        </div>
        <p className="mt-1 text-stone-600">
          {t('tripDetail.when', {
            date: tripDate(seg.board.at),
            departs: tripTime(seg.board.at),
            arrives: tripTime(seg.alight.at),
          })}
        </p>
      </header>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-8">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <div className="space-y-4 lg:sticky lg:top-20">
            {bookingId ? (
              hydrated ? (
                <Suspense fallback={<Skeleton className="h-96" />}>
                  <TripCheckout trip={trip} bookingId={bookingId} />
                </Suspense>
              ) : (
                <Skeleton className="h-96" />
              )
            ) : (
              <HydrateWhenVisible>
                <SeatPicker
                  key={`${seg.board.position}-${seg.alight.position}`}
                  trip={trip}
                  initialSeats={readSeats(params)}
                  // The server's render (a stale query would 'fetch' on mount) and the takeover agree: not refreshing.
                  refreshing={hydrated && detail.isFetching}
                  segmentLoading={detail.isPlaceholderData}
                />
              </HydrateWhenVisible>
            )}
          </div>
        </div>
        <HydrateWhenVisible className="min-w-0 [contain-intrinsic-size:auto_1400px] [content-visibility:auto] lg:col-start-1 lg:row-start-1">
          <TripOverview trip={trip} />
        </HydrateWhenVisible>
      </div>
    </main>
  );
}
