import { SAVED_FILTERS, SAVED_PAGE_SIZE, type SavedFilter } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-head';
import { ButtonLink } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { CardSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { toastMessageFor } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSavedList } from './api/use-saved-list';
import { SavedItemCard } from './saved-item-card';
import { useRemoveWithUndo } from './use-remove-with-undo';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /saved (issue 15): every saved safari and trip with today's price (and its drop since saving), seats
 * and a link, newest first, a page of twelve at a time; all or only price drops. Remove asks nothing and
 * offers "Undo".
 */
export default function SavedPage() {
  const { t } = useTranslation('saved');
  const [params, setParams] = useSearchParams();
  const filter: SavedFilter = params.get('filter') === 'price_drops' ? 'price_drops' : 'all';
  const page = readPage(params.get('page'));
  const list = useSavedList(filter, page, SAVED_PAGE_SIZE);
  const { remove, isHidden, hiddenCount } = useRemoveWithUndo();

  const go = (next: { filter?: SavedFilter; page?: number }) => {
    const search = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    if (nextFilter !== 'all') search.set('filter', nextFilter);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  const data = list.data;
  const items = (data?.items ?? []).filter((item) => !isHidden(item));
  const savedCount = Math.max(0, (data?.saved_count ?? 0) - hiddenCount);
  const dropCount = data?.price_drop_count ?? 0;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <DocumentTitle>{t('page.documentTitle')}</DocumentTitle>
      <h1 className="text-3xl font-bold tracking-tight">{t('page.title')}</h1>
      <p className="mt-1 max-w-2xl text-stone-600">{t('page.lead')}</p>

      {data && data.saved_count > 0 && (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-semibold text-stone-700" aria-live="polite">
            {t('page.count', { count: savedCount })}
          </p>
          <div role="group" aria-label={t('page.filters')} className="flex gap-2">
            {SAVED_FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => go({ filter: value })}
                className={cn(
                  'h-9 rounded-full px-4 text-sm font-semibold transition-colors',
                  filter === value
                    ? 'bg-stone-900 text-white'
                    : 'bg-white text-stone-700 ring-1 ring-sand-300 ring-inset hover:bg-sand-100',
                )}
              >
                {value === 'all'
                  ? t('page.all', { count: savedCount })
                  : t('page.priceDrops', { count: dropCount })}
              </button>
            ))}
          </div>
        </div>
      )}

      {list.isPending ? (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only">{t('page.loading')}</span>
          {[0, 1, 2].map((i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError && !data ? (
        <LoadError
          className="mt-6"
          message={toastMessageFor(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : data && data.saved_count === 0 ? (
        <EmptyState
          className="mt-8"
          title={t('page.emptyTitle')}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <ButtonLink to="/safaris-search">{t('page.findSafaris')}</ButtonLink>
              <ButtonLink to="/transport-search" variant="secondary">
                {t('page.findTrips')}
              </ButtonLink>
            </div>
          }
        >
          {t('page.emptyText')}
        </EmptyState>
      ) : items.length === 0 && filter === 'price_drops' ? (
        <EmptyState
          className="mt-6"
          title={t('page.noDropsTitle')}
          action={
            <button
              type="button"
              onClick={() => go({ filter: 'all' })}
              className="text-sm font-semibold text-primary-700 underline underline-offset-4"
            >
              {t('page.showAll')}
            </button>
          }
        >
          {t('page.noDropsText')}
        </EmptyState>
      ) : (
        <>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={`${item.kind}:${item.listing_id}`}>
                <SavedItemCard item={item} onRemove={remove} />
              </li>
            ))}
          </ul>
          {data && (
            <Pagination
              className="mt-8"
              page={data.page}
              total={data.total}
              pageSize={data.page_size}
              onChange={(next) => go({ page: next })}
            />
          )}
        </>
      )}
    </main>
  );
}
