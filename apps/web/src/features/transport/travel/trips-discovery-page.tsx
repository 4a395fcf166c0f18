import type { TripDiscovery } from '@dala/shared';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle, PageSeo } from '../../../components/document-head';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { messageText } from '../../../lib/i18n';
import { useTripDiscovery } from '../api/travel-discovery';
import { BusIcon } from './trip-bits';
import { tripDay, tripTime, tzs, usd } from './trip-format';
import { DISCOVERY_PAGE_ROUTES, tripPageUrl } from './travel-routing';

type DiscoveryRoute = TripDiscovery['regions'][number]['routes'][number];

// The empty and error states: shown rarely, so they load when needed (issue 12's budget; the server
// renders them whole when it must).
const EmptyState = lazy(() =>
  import('../../../components/ui/states').then((m) => ({ default: m.EmptyState })),
);
const LoadError = lazy(() => import('../../../components/ui/states').then((m) => ({ default: m.LoadError })));
/**
 * /trips-discovery: popular routes grouped by the region they leave from, each with its lowest fare
 * and next departures; a route opens its prefilled search, a departure its trip page.
 */
export default function TripsDiscoveryPage() {
  const { t } = useTranslation('transport');
  const discovery = useTripDiscovery(DISCOVERY_PAGE_ROUTES);
  const id = useId();

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <DocumentTitle>{t('discoveryPage.pageTitle')}</DocumentTitle>
      <PageSeo build={import.meta.env.SSR ? () => ({ description: t('discoveryPage.lead') }) : undefined} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('discoveryPage.title')}</h1>
          <p className="mt-1 max-w-2xl text-stone-600">{t('discoveryPage.lead')}</p>
        </div>
        <ButtonLink to="/transport-search" variant="trip" className="shrink-0">
          {t('discoveryPage.searchAll')}
        </ButtonLink>
      </div>

      {discovery.isPending ? (
        <div className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-busy>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : discovery.isError ? (
        <Suspense fallback={null}>
          <LoadError
            className="mt-8"
            message={messageText(discovery.error.message)}
            onRetry={() => void discovery.refetch()}
          />
        </Suspense>
      ) : discovery.data.regions.length === 0 ? (
        <Suspense fallback={null}>
          <EmptyState className="mt-8" title={t('tripSearch.emptyCatalog')}>
            {t('tripSearch.emptyCatalogLead')}
          </EmptyState>
        </Suspense>
      ) : (
        discovery.data.regions.map((region, index) => (
          <section key={region.region} className="mt-10" aria-labelledby={`${id}-region-${index}`}>
            <h2 id={`${id}-region-${index}`} className="flex items-center gap-2 text-xl font-bold">
              <BusIcon className="size-6 text-trip-600" />
              {t('discoveryPage.fromRegion', { region: region.region })}
            </h2>
            <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {region.routes.map((route) => (
                <li key={`${route.from.place}|${route.to.place}`} className="min-w-0">
                  <RouteCard route={route} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </main>
  );
}

function RouteCard({ route }: { route: DiscoveryRoute }) {
  const { t } = useTranslation('transport');
  return (
    <article className="flex h-full flex-col rounded-card border border-sand-200 bg-white shadow-card">
      <div className="rounded-t-card bg-trip-50 px-5 py-4">
        <h3 className="text-lg leading-snug font-bold text-stone-900">
          {t('tripSearch.routeSummary', { from: route.from.place, to: route.to.place })}
        </h3>
        <p className="mt-1 text-sm text-stone-600">
          {t('discoveryPage.tripsOnSale', { count: route.trips_on_sale })}
        </p>
        <p className="mt-2 text-sm text-stone-700">
          {t('discoveryPage.from')}{' '}
          <span className="text-xl font-extrabold text-trip-800">{tzs(route.lowest_fare_tzs)}</span>{' '}
          <span className="text-xs text-stone-500">
            {t('travel.usdEstimate', { amount: usd(route.lowest_fare_usd) })}
          </span>
        </p>
      </div>
      <div className="flex flex-1 flex-col px-5 py-4">
        <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
          {t('discoveryPage.nextDepartures')}
        </h4>
        <ul className="mt-2 divide-y divide-sand-100">
          {route.next_departures.map((departure) => (
            <li key={departure.trip_id}>
              <Link
                to={tripPageUrl(departure.trip_id, departure.board, departure.alight, 1)}
                className="flex items-center justify-between gap-3 rounded-lg py-2.5 hover:bg-sand-50 focus-visible:ring-3 focus-visible:ring-trip-200 focus-visible:outline-none"
              >
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-stone-900">
                    {t('discoveryPage.departure', {
                      day: tripDay(departure.departs_at),
                      time: tripTime(departure.departs_at),
                    })}
                  </span>
                  <span className="block truncate text-xs text-stone-500">
                    {departure.company_name} · {t(`vehicleClasses.${departure.vehicle_class}`)}
                  </span>
                </span>
                <span className="shrink-0 text-sm font-bold text-stone-900">{tzs(departure.fare_tzs)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-4">
          <ButtonLink to={route.search_url} variant="secondary" className="w-full">
            {t('discoveryPage.allTrips')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
