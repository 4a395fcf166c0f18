import { SAFARI_MESSAGES, SAFARI_SORTS, type SafariSort } from '@dala/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CardSkeleton } from '../../../components/ui/skeletons';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { useDestinations } from '../api/use-destinations';
import { useSafariSearch } from '../api/use-safari-search';
import { formatDate } from '../../../lib/format';
import { FilterPanel } from './filter-panel';
import { SafariResultCard } from './safari-card';
import {
  PAGE_SIZE,
  SORT_LABELS,
  activeFilterCount,
  clearedFilters,
  readFilters,
  withFilter,
  writeFilters,
  type SafariFilters,
} from './search-params';

/** /safaris-search: filters, sorting and pages, all in the URL. */
export default function SafarisSearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const search = useSafariSearch(filters);
  const destinations = useDestinations();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sortId = useId();

  useEffect(() => {
    document.title = 'Find your safari · Dala Rides';
  }, []);

  const navigate = (next: SafariFilters) => {
    setParams(writeFilters(next));
    setFiltersOpen(false);
  };
  const update = (patch: Partial<SafariFilters>) => navigate(withFilter(filters, patch));
  const clear = () => navigate(clearedFilters(filters));
  const goToPage = (page: number) => {
    setParams(writeFilters({ ...filters, page }));
    window.scrollTo({ top: 0 });
  };

  const activeCount = activeFilterCount(filters);
  const result = search.data;
  const guestLinkSearch = filters.guests ? `?adults=${Math.min(filters.guests, 60)}` : '';

  const summary: string[] = [];
  if (filters.location) summary.push(filters.location);
  if (filters.start_date)
    summary.push(
      filters.end_date
        ? `${formatDate(filters.start_date)} – ${formatDate(filters.end_date)}`
        : `from ${formatDate(filters.start_date)}`,
    );
  if (filters.guests) summary.push(`${filters.guests} ${filters.guests === 1 ? 'guest' : 'guests'}`);

  const panel = (
    <FilterPanel
      key={params.toString()}
      filters={filters}
      destinations={destinations.data?.items ?? []}
      onChange={update}
      onClear={clear}
    />
  );

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Find your safari</h1>
        <p className="text-stone-600">
          {summary.length > 0 ? summary.join(' · ') : 'Packages from verified Tanzanian tour operators.'}
        </p>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600" aria-live="polite">
          {result ? (
            <>
              <span className="font-semibold text-stone-900">{result.total}</span>{' '}
              {result.total === 1 ? 'safari' : 'safaris'} found
            </>
          ) : search.isPending ? (
            'Searching…'
          ) : null}
        </p>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            className="lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="safari-filters-mobile"
            onClick={() => setFiltersOpen((open) => !open)}
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
            Filters{activeCount > 0 ? ` (${activeCount})` : ''}
          </Button>
          <label htmlFor={sortId} className="sr-only">
            Sort by
          </label>
          <div className="w-52">
            {' '}
            <select
              id={sortId}
              className={inputClasses}
              value={filters.sort}
              onChange={(e) => update({ sort: e.target.value as SafariSort })}
            >
              {SAFARI_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  Sort: {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {filtersOpen && (
        <div
          id="safari-filters-mobile"
          className="mt-4 rounded-card border border-sand-200 bg-white p-4 shadow-card lg:hidden"
        >
          {panel}
        </div>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-[17rem_1fr]">
        <aside className="hidden lg:block" aria-label="Filters">
          <div className="sticky top-20 rounded-card border border-sand-200 bg-white p-5 shadow-card">
            {panel}
          </div>
        </aside>

        <section aria-label="Results" aria-busy={search.isFetching}>
          {search.isPending ? (
            <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <CardSkeleton key={i} />
              ))}
            </div>
          ) : search.isError && !result ? (
            <LoadError message={search.error.message} onRetry={() => void search.refetch()} />
          ) : result && result.total === 0 ? (
            activeCount === 0 ? (
              <EmptyState title={SAFARI_MESSAGES.emptyCatalog}>
                Our operators are preparing new adventures. Please check back soon.
              </EmptyState>
            ) : (
              <EmptyState
                title="No safaris match your search"
                action={
                  <Button variant="secondary" onClick={clear}>
                    Clear filters
                  </Button>
                }
              >
                Try other dates, fewer filters or a different destination.
              </EmptyState>
            )
          ) : result ? (
            <>
              <div
                className={cn(
                  'grid gap-5 sm:grid-cols-2 xl:grid-cols-3',
                  search.isPlaceholderData && 'opacity-60',
                )}
              >
                {result.items.map((safari) => (
                  <SafariResultCard key={safari.id} safari={safari} linkSearch={guestLinkSearch} />
                ))}
              </div>
              <Pagination
                className="mt-8"
                page={result.page}
                total={result.total}
                pageSize={result.page_size || PAGE_SIZE}
                onChange={goToPage}
              />
            </>
          ) : null}
        </section>
      </div>
    </main>
  );
}
