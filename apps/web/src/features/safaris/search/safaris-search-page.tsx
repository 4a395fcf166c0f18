import { SAFARI_MESSAGES, SAFARI_SORTS, type SafariSort } from '@dala/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CardSkeleton } from '../../../components/ui/skeletons';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { useDestinations } from '../api/use-destinations';
import { useSafariSearch } from '../api/use-safari-search';
import { DocumentTitle, PageSeo } from '../../../components/document-head';
import { formatDate } from '../../../lib/format';
import { HydrateWhenVisible } from '../../../lib/hydrate-when-visible';
import { messageText } from '../../../lib/i18n';
import { AlternativeLinks } from '../../search';
import { safariAlternativeLinks } from './alternatives';
import { FilterPanel } from './filter-panel';
import { SafariResultCard } from './safari-card';
import {
  PAGE_SIZE,
  activeFilterCount,
  clearedFilters,
  readFilters,
  withFilter,
  writeFilters,
  type SafariFilters,
} from './search-params';

/** /safaris-search: filters, sorting and pages, all in the URL. */
export default function SafarisSearchPage() {
  const { t } = useTranslation('safaris');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const search = useSafariSearch(filters);
  const destinations = useDestinations();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sortId = useId();

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
        ? t('search.dateRange', { start: formatDate(filters.start_date), end: formatDate(filters.end_date) })
        : t('search.fromDate', { date: formatDate(filters.start_date) }),
    );
  if (filters.guests) summary.push(t('search.guests', { count: filters.guests }));

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
      <DocumentTitle>{t('search.pageTitle')}</DocumentTitle>
      <PageSeo build={import.meta.env.SSR ? () => ({ description: t('search.lead') }) : undefined} />
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('search.title')}</h1>
        <p className="text-stone-600">{summary.length > 0 ? summary.join(' · ') : t('search.lead')}</p>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600" aria-live="polite">
          {result ? (
            <>
              <span className="font-semibold text-stone-900">{result.total}</span>{' '}
              {t('search.found', { count: result.total })}
            </>
          ) : search.isPending ? (
            t('search.searching')
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
            {activeCount > 0 ? t('search.filtersCount', { count: activeCount }) : t('search.filters')}
          </Button>
          <label htmlFor={sortId} className="sr-only">
            {t('search.sortBy')}
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
                  {t('search.sortOption', { label: t(`search.sorts.${sort}`) })}
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
        <aside className="hidden lg:block" aria-label={t('search.filters')}>
          {/* Hidden on a phone: taken over only on a screen that shows it (issue 12). */}
          <HydrateWhenVisible className="sticky top-20 rounded-card border border-sand-200 bg-white p-5 shadow-card">
            {panel}
          </HydrateWhenVisible>
        </aside>

        <section aria-label={t('search.results')} aria-busy={search.isFetching}>
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
              <EmptyState title={messageText(SAFARI_MESSAGES.emptyCatalog)}>
                {t('search.emptyCatalogLead')}
              </EmptyState>
            ) : (
              <EmptyState
                title={t('search.noMatch')}
                action={
                  <Button variant="secondary" onClick={clear}>
                    {t('search.clearFilters')}
                  </Button>
                }
              >
                {t('search.noMatchLead')}
                <AlternativeLinks
                  heading={t('search.alternatives.heading')}
                  items={safariAlternativeLinks(t, result.alternatives ?? [], filters, params)}
                />
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
                {/* Each card is taken over as it comes near the screen (issue 12). */}
                {result.items.map((safari, i) => (
                  <HydrateWhenVisible key={safari.id}>
                    <SafariResultCard safari={safari} linkSearch={guestLinkSearch} priority={i === 0} />
                  </HydrateWhenVisible>
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
