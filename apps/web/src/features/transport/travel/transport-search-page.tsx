import type { TripSort } from '@dala/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle, PageSeo } from '../../../components/document-head';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { HydrateWhenVisible } from '../../../lib/hydrate-when-visible';
import { useTripDiscovery } from '../api/travel-discovery';
import { canSearchTrips, useTripSearch } from '../api/travel-search';
import { AlternativeLinks } from '../../search';
import { PopularRouteLinks } from './popular-route-links';
import {
  TRIP_PAGE_SIZE,
  activeTripFilterCount,
  clearedTripFilters,
  readTripFilters,
  withTripFilter,
  writeTripFilters,
  type TripFilters,
} from './search-params';
import { TRIP_SORTS } from '@dala/shared';
import { tripAlternativeLinks } from './trip-alternatives';
import { TripFilterPanel } from './trip-filter-panel';
import { TripResultCard } from './trip-result-card';
import { TripSearchForm, type TripJourney } from './trip-search-form';
import { SEARCH_PAGE_POPULAR_ROUTES } from './travel-routing';

/**
 * /transport-search (spec §2): what the home panel's Trips mode sends (location = destination,
 * start_date, guests, end_date) plus the origin (`from`), filters, sort and page — all in the URL.
 * Results are trips with enough free seats on the traveler's segment.
 */
export default function TransportSearchPage() {
  const { t } = useTranslation('transport');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readTripFilters(params), [params]);
  const searching = canSearchTrips(filters);
  const search = useTripSearch(filters);
  const popular = useTripDiscovery(SEARCH_PAGE_POPULAR_ROUTES, !searching);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sortId = useId();

  const navigate = (next: TripFilters) => {
    setParams(writeTripFilters(next), { preventScrollReset: true });
  };
  const update = (patch: Partial<TripFilters>) => navigate(withTripFilter(filters, patch));
  const clear = () => {
    navigate(clearedTripFilters(filters));
    setFiltersOpen(false);
  };
  const searchJourney = (journey: TripJourney) =>
    navigate({
      ...clearedTripFilters(filters),
      ...journey,
      // A range from the home panel holds while its first day is kept.
      end_date: journey.start_date === filters.start_date ? filters.end_date : '',
      page: 1,
    });
  const goToPage = (page: number) => {
    setParams(writeTripFilters({ ...filters, page }));
    window.scrollTo({ top: 0 });
  };

  const result = searching ? search.data : undefined;
  const activeCount = activeTripFilterCount(filters);
  // The nearest alternatives of a search that found nothing (issue 15), under its empty state.
  const alternatives = result?.alternatives?.length ? (
    <AlternativeLinks
      heading={t('tripSearch.alternatives.heading')}
      items={tripAlternativeLinks(t, result, filters, params)}
      accent="trip"
    />
  ) : null;

  const summary: string[] = [];
  if (filters.location) {
    summary.push(
      filters.from
        ? t('tripSearch.routeSummary', { from: filters.from, to: filters.location })
        : t('tripSearch.toSummary', { to: filters.location }),
    );
  }
  if (filters.start_date)
    summary.push(
      filters.end_date && filters.end_date !== filters.start_date
        ? t('tripSearch.dateRange', {
            start: formatDate(filters.start_date),
            end: formatDate(filters.end_date),
          })
        : formatDate(filters.start_date),
    );
  if (searching) summary.push(t('travel.passengers', { count: filters.guests }));

  const panel = (
    <TripFilterPanel
      key={params.toString()}
      filters={filters}
      facets={result?.facets}
      onChange={update}
      onClear={clear}
    />
  );

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <DocumentTitle>{t('tripSearch.pageTitle')}</DocumentTitle>
      <PageSeo build={import.meta.env.SSR ? () => ({ description: t('tripSearch.lead') }) : undefined} />
      <div className="mb-5 flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('tripSearch.title')}</h1>
        <p className="text-stone-600">{summary.length > 0 ? summary.join(' · ') : t('tripSearch.lead')}</p>
      </div>
      <TripSearchForm
        key={`${filters.from}|${filters.location}|${filters.start_date}|${filters.guests}`}
        filters={filters}
        onSearch={searchJourney}
      />

      {!searching ? (
        <section className="mt-8" aria-labelledby={`${sortId}-popular`}>
          {popular.data && popular.data.regions.length === 0 ? (
            <EmptyState title={t('tripSearch.emptyCatalog')}>{t('tripSearch.emptyCatalogLead')}</EmptyState>
          ) : (
            <>
              <h2 id={`${sortId}-popular`} className="text-xl font-bold">
                {t('tripSearch.popularTitle')}
              </h2>
              <p className="mt-1 text-sm text-stone-600">{t('tripSearch.popularLead')}</p>
              {popular.isPending ? (
                <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {Array.from({ length: 6 }, (_, i) => (
                    <Skeleton key={i} className="h-20" />
                  ))}
                </div>
              ) : popular.isError ? (
                <LoadError
                  className="mt-4"
                  message={messageText(popular.error.message)}
                  onRetry={() => void popular.refetch()}
                />
              ) : (
                <HydrateWhenVisible>
                  <PopularRouteLinks regions={popular.data.regions} className="mt-4" />
                </HydrateWhenVisible>
              )}
            </>
          )}
        </section>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-stone-600" aria-live="polite">
              {result ? (
                <>
                  <span className="font-semibold text-stone-900">{result.total}</span>{' '}
                  {t('tripSearch.found', { count: result.total })}
                </>
              ) : search.isPending ? (
                t('tripSearch.searching')
              ) : null}
            </p>
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                className="lg:hidden"
                aria-haspopup="dialog"
                onClick={() => setFiltersOpen(true)}
              >
                <svg
                  viewBox="0 0 20 20"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  aria-hidden
                >
                  <path d="M3 5h14M6 10h8M8.5 15h3" strokeLinecap="round" />
                </svg>
                {activeCount > 0
                  ? t('tripSearch.filtersCount', { count: activeCount })
                  : t('tripSearch.filters.title')}
              </Button>
              <label htmlFor={sortId} className="sr-only">
                {t('tripSearch.sortBy')}
              </label>
              <select
                id={sortId}
                className={cn(inputClasses, 'w-44')}
                value={filters.sort}
                onChange={(e) => update({ sort: e.target.value as TripSort })}
              >
                {TRIP_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`tripSearch.sorts.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <Modal
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            title={t('tripSearch.filters.title')}
            footer={
              <Button variant="trip" className="w-full" onClick={() => setFiltersOpen(false)}>
                {result ? t('tripSearch.showTrips', { count: result.total }) : t('tripSearch.filters.done')}
              </Button>
            }
          >
            {panel}
          </Modal>

          <div className="mt-5 grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
            <aside className="hidden lg:block" aria-label={t('tripSearch.filters.title')}>
              {/* Hidden on a phone: taken over only on a screen that shows it (issue 12). */}
              <HydrateWhenVisible className="sticky top-20 rounded-card border border-sand-200 bg-white p-5 shadow-card">
                {panel}
              </HydrateWhenVisible>
            </aside>

            <section aria-label={t('tripSearch.results')} aria-busy={search.isFetching}>
              {search.isPending ? (
                <div className="space-y-4">
                  {Array.from({ length: 4 }, (_, i) => (
                    <Skeleton key={i} className="h-44" />
                  ))}
                </div>
              ) : search.isError && !result ? (
                <LoadError
                  message={messageText(search.error.message)}
                  onRetry={() => void search.refetch()}
                />
              ) : result && result.items.length === 0 ? (
                !result.any_trips ? (
                  <EmptyState title={t('tripSearch.emptyCatalog')}>
                    {t('tripSearch.emptyCatalogLead')}
                  </EmptyState>
                ) : activeCount > 0 ? (
                  <EmptyState
                    title={t('tripSearch.noMatch')}
                    action={
                      <Button variant="secondary" onClick={clear}>
                        {t('tripSearch.clearFilters')}
                      </Button>
                    }
                  >
                    {t('tripSearch.noMatchFiltersLead')}
                    {alternatives}
                  </EmptyState>
                ) : (
                  <EmptyState
                    title={t('tripSearch.noTrips')}
                    action={
                      <ButtonLink to="/trips-discovery" variant="secondary">
                        {t('tripSearch.browseRoutes')}
                      </ButtonLink>
                    }
                  >
                    {t('tripSearch.noTripsLead')}
                    {alternatives}
                  </EmptyState>
                )
              ) : result ? (
                <>
                  {/* Each card is taken over as it comes near the screen (issue 12); gap, not margins,
                      since the parts' wrappers have no box. */}
                  <div className={cn('flex flex-col gap-4', search.isPlaceholderData && 'opacity-60')}>
                    {result.items.map((trip) => (
                      <HydrateWhenVisible key={trip.trip_id}>
                        <TripResultCard
                          trip={trip}
                          guests={filters.guests}
                          showDay={result.window.start_date !== result.window.end_date}
                        />
                      </HydrateWhenVisible>
                    ))}
                  </div>
                  <Pagination
                    className="mt-8"
                    page={result.page}
                    total={result.total}
                    pageSize={result.page_size || TRIP_PAGE_SIZE}
                    onChange={goToPage}
                  />
                </>
              ) : null}
            </section>
          </div>
        </>
      )}
    </main>
  );
}
