import type { Destination, DestinationPage, TripSearchItem } from '@dala/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DocumentTitle, PageSeo, usePreloadImage } from '../../components/document-head';
import { ButtonLink } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/states';
import { ApiRequestError } from '../../lib/api-client';
import { messageText } from '../../lib/i18n';
import { SafariResultCard } from '../safaris';
import { tripDay, tripTime, tzs } from '../transport';
import { useDestinationPage } from './api/use-destination-page';
import { destinationArt } from './art';
import { destinationPageMeta } from './destination-seo';
import { safariSearchOf, tripSearchOf } from './api/listings';

/** Safari cards the page shows; "See all" opens the search with the rest. */
const SAFARIS_SHOWN = 6;
/** Departures the page lists. */
const TRIPS_SHOWN = 5;

/**
 * /destinations/{slug}: one place (server-rendered): our illustration of it, what it is, the safaris
 * that visit it, the trips to it when it is reached by road, and the other places of its region. Each
 * list is the first page of the search its "See all" link opens.
 */
export default function DestinationPageView() {
  const { t } = useTranslation('destinations');
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const place = useDestinationPage(slug);
  const data = place.data;

  // Another spelling of the address (capitals): the page moves to the one address it has.
  useEffect(() => {
    if (data && data.slug !== slug) navigate(`/destinations/${data.slug}`, { replace: true });
  }, [data, slug, navigate]);

  if (place.isPending) {
    return (
      <main id="main-content" aria-busy aria-label={t('page.loading')}>
        <div className="bg-acacia-900">
          <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 sm:pb-16 lg:px-8">
            <div aria-hidden className="h-4 w-40 animate-pulse rounded-lg bg-white/20" />
            <div aria-hidden className="mt-6 h-10 w-2/3 animate-pulse rounded-lg bg-white/20" />
            <div aria-hidden className="mt-4 h-16 max-w-2xl animate-pulse rounded-lg bg-white/20" />
          </div>
        </div>
        <div className="mx-auto grid max-w-7xl gap-5 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-80" />
          ))}
        </div>
      </main>
    );
  }
  if (place.isError) {
    if (place.error instanceof ApiRequestError && place.error.status === 404) return <NotFound />;
    return (
      <main id="main-content" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <LoadError message={messageText(place.error.message)} onRetry={() => void place.refetch()} />
      </main>
    );
  }
  return <DestinationView destination={place.data} />;
}

function NotFound() {
  const { t } = useTranslation('destinations');
  return (
    <main id="main-content" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <DocumentTitle>{t('page.notFoundTitle')}</DocumentTitle>
      <EmptyState
        title={t('page.notFound')}
        action={<ButtonLink to="/destinations">{t('page.allDestinations')}</ButtonLink>}
      >
        {t('page.notFoundLead')}
      </EmptyState>
    </main>
  );
}

function DestinationView({ destination }: { destination: DestinationPage }) {
  const { t } = useTranslation('destinations');
  const art = destinationArt(destination);
  usePreloadImage({ src: art });
  const safaris = safariSearchOf(destination.name);
  const trips = tripSearchOf(destination.name);
  const safariResults = useQuery(safaris.query);
  const tripResults = useQuery({ ...trips.query, enabled: destination.reached_by_road });
  const nothingOnSale =
    safariResults.data?.total === 0 && (!destination.reached_by_road || tripResults.data?.total === 0);

  return (
    <main id="main-content">
      <DocumentTitle>
        {t('page.pageTitle', { name: destination.name, region: destination.region })}
      </DocumentTitle>
      <PageSeo
        build={import.meta.env.SSR ? (site) => destinationPageMeta(destination, t, site) : undefined}
      />
      <section className="relative isolate overflow-hidden bg-acacia-900 text-white">
        <img
          src={art}
          alt=""
          className="absolute inset-0 -z-10 size-full object-cover"
          // The hero is the page's largest paint: fetched first, drawn with the first frame.
          fetchPriority="high"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/80 via-stone-950/55 to-stone-950/30" />
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 sm:pb-16 lg:px-8 lg:pt-20 lg:pb-20">
          <nav aria-label={t('page.breadcrumb')} className="text-sm text-white/80">
            <Link to="/destinations" className="font-semibold text-white underline-offset-4 hover:underline">
              {t('page.destinations')}
            </Link>{' '}
            / {destination.region}
          </nav>
          <p className="mt-6 text-sm font-bold tracking-wider text-primary-200 uppercase">
            {destination.type}
          </p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight break-words text-white sm:text-5xl">
            {destination.name}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-white/85 sm:text-lg">{destination.summary}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        {nothingOnSale ? (
          <EmptyState
            title={t('page.nothingTitle', { name: destination.name })}
            action={
              <div className="flex flex-col gap-3 sm:flex-row">
                <ButtonLink to="/safaris-search">{t('page.browseSafaris')}</ButtonLink>
                <ButtonLink to="/transport-search" variant="secondary">
                  {t('page.searchAllTrips')}
                </ButtonLink>
              </div>
            }
          >
            {t('page.nothingLead')}
          </EmptyState>
        ) : (
          <>
            <section aria-labelledby="destination-safaris">
              <h2 id="destination-safaris" className="text-2xl font-bold">
                {t('page.safarisTitle', { name: destination.name })}
              </h2>
              {safariResults.isPending ? (
                <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy>
                  {Array.from({ length: 3 }, (_, i) => (
                    <Skeleton key={i} className="h-80" />
                  ))}
                </div>
              ) : safariResults.isError ? (
                <LoadError
                  className="mt-6"
                  message={messageText(safariResults.error.message)}
                  onRetry={() => void safariResults.refetch()}
                />
              ) : safariResults.data.total === 0 ? (
                <p className="mt-3 text-stone-600">
                  {t('page.noSafaris', { name: destination.name })}{' '}
                  <Link
                    to="/safaris-search"
                    className="font-semibold text-primary-700 underline-offset-4 hover:underline"
                  >
                    {t('page.browseSafaris')}
                  </Link>
                </p>
              ) : (
                <>
                  <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                    {safariResults.data.items.slice(0, SAFARIS_SHOWN).map((safari) => (
                      <SafariResultCard key={safari.id} safari={safari} />
                    ))}
                  </div>
                  <ButtonLink to={safaris.url} variant="secondary" className="mt-6 w-full sm:w-auto">
                    {t('page.seeAllSafaris', { count: safariResults.data.total })}
                  </ButtonLink>
                </>
              )}
            </section>

            {destination.reached_by_road && (
              <section aria-labelledby="destination-trips">
                <h2 id="destination-trips" className="text-2xl font-bold">
                  {t('page.tripsTitle', { name: destination.name })}
                </h2>
                {tripResults.isPending ? (
                  <Skeleton className="mt-6 h-64" />
                ) : tripResults.isError ? (
                  <LoadError
                    className="mt-6"
                    message={messageText(tripResults.error.message)}
                    onRetry={() => void tripResults.refetch()}
                  />
                ) : tripResults.data.total === 0 ? (
                  <p className="mt-3 text-stone-600">
                    {t('page.noTrips', { name: destination.name })}{' '}
                    <Link
                      to={trips.url}
                      className="font-semibold text-trip-700 underline-offset-4 hover:underline"
                    >
                      {t('page.searchTrips', { name: destination.name })}
                    </Link>
                  </p>
                ) : (
                  <>
                    <p className="mt-1 text-stone-600">{t('page.tripsLead')}</p>
                    <ul className="mt-5 divide-y divide-sand-100 overflow-hidden rounded-card border border-sand-200 bg-white shadow-card">
                      {tripResults.data.items.slice(0, TRIPS_SHOWN).map((trip) => (
                        <li key={`${trip.trip_id}-${trip.board.position}`}>
                          <TripRow trip={trip} />
                        </li>
                      ))}
                    </ul>
                    <ButtonLink to={trips.url} variant="trip" className="mt-6 w-full sm:w-auto">
                      {t('page.seeAllTrips', { count: tripResults.data.total })}
                    </ButtonLink>
                  </>
                )}
              </section>
            )}
          </>
        )}

        <SameRegion destination={destination} />
      </div>
    </main>
  );
}

/** A departure to the place: route, day and time, transporter and fare; opens the trip's page. */
function TripRow({ trip }: { trip: TripSearchItem }) {
  const { t } = useTranslation('destinations');
  const params = new URLSearchParams({
    board: String(trip.board.position),
    alight: String(trip.alight.position),
  });
  return (
    <Link
      to={`/trips/${trip.trip_id}?${params.toString()}`}
      className="flex items-center justify-between gap-4 px-4 py-3.5 hover:bg-sand-50 focus-visible:ring-3 focus-visible:ring-trip-200 focus-visible:outline-none sm:px-5"
    >
      <span className="min-w-0">
        <span className="block font-semibold text-stone-900">
          {t('page.route', { from: trip.board.place, to: trip.alight.place })}
        </span>
        {/* The transporter on a line of its own on a phone, after the time on wider screens. */}
        <span className="block text-sm text-stone-600">
          {t('page.departs', { day: tripDay(trip.board.at), time: tripTime(trip.board.at) })}
          <span className="hidden sm:inline"> · </span>
          <span className="block sm:inline">{trip.transporter.company_name}</span>
        </span>
      </span>
      <span className="shrink-0 text-right font-bold text-stone-900">{tzs(trip.fare_tzs)}</span>
    </Link>
  );
}

/** The other places of the region, each to its own page. */
function SameRegion({ destination }: { destination: DestinationPage }) {
  const { t } = useTranslation('destinations');
  return (
    <section aria-labelledby="destination-region">
      <h2 id="destination-region" className="text-2xl font-bold">
        {t('page.moreInRegion', { region: destination.region })}
      </h2>
      {destination.same_region.length > 0 && (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4">
          {destination.same_region.map((other) => (
            <li key={other.slug}>
              <PlaceCard place={other} />
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/destinations"
        className="mt-6 inline-block font-semibold text-primary-700 underline-offset-4 hover:underline"
      >
        {t('page.allDestinations')} <span aria-hidden>→</span>
      </Link>
    </section>
  );
}

function PlaceCard({ place }: { place: Destination }) {
  return (
    <Link
      to={`/destinations/${place.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-card transition-shadow hover:shadow-raised"
    >
      <div className="aspect-[16/9] overflow-hidden">
        <img
          src={destinationArt(place)}
          alt=""
          loading="lazy"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <h3 className="leading-snug font-bold break-words group-hover:text-primary-700">{place.name}</h3>
        <p className="mt-1 text-xs text-stone-600 sm:text-sm">{place.type}</p>
      </div>
    </Link>
  );
}
