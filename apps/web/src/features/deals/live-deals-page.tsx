import { formatMinorUnits, type LiveDeal } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/document-head';
import { ButtonLink } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { ListSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { formatDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { useLiveDeals } from './api/use-deals';
import { useDiscountText } from './deal-format';

/**
 * /deals for travelers: deals on sale today, with the listing's price for one traveler before and after,
 * how long it runs, a public code and a link to book. The price at checkout is always the server's.
 */
export function LiveDealsPage() {
  const { t } = useTranslation('deals');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const deals = useLiveDeals(page);
  useDocumentTitle(t('live.documentTitle'));

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('live.title')}</h1>
      <p className="mt-2 text-stone-600">{t('live.intro')}</p>
      <section className="mt-6" aria-busy={deals.isFetching}>
        {deals.isPending ? (
          <ListSkeleton rows={3} />
        ) : deals.isError ? (
          <LoadError message={messageText(deals.error.message)} onRetry={() => void deals.refetch()} />
        ) : deals.data.items.length === 0 ? (
          <EmptyState
            title={t('live.emptyTitle')}
            action={<ButtonLink to="/safaris-search">{t('live.browse')}</ButtonLink>}
          >
            {t('live.empty')}
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('live.listLabel')}>
              {deals.data.items.map((deal) => (
                <li key={deal.id}>
                  <LiveDealCard deal={deal} />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-6"
              page={deals.data.page}
              total={deals.data.total}
              pageSize={deals.data.page_size}
              onChange={(p) => setParams(p === 1 ? {} : { page: String(p) })}
            />
          </>
        )}
      </section>
    </main>
  );
}

function bookPath(deal: LiveDeal): string {
  if (deal.listing.kind === 'safari')
    return `/safaris/${encodeURIComponent(deal.listing.slug ?? String(deal.listing.id))}`;
  return '/transport-search';
}

function LiveDealCard({ deal }: { deal: LiveDeal }) {
  const { t } = useTranslation('deals');
  const discountText = useDiscountText();
  return (
    <article
      className="flex h-full flex-col rounded-card border border-sand-200 bg-white p-4 shadow-card"
      aria-label={deal.title}
    >
      <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">{discountText(deal)}</p>
      <h2 className="mt-1 text-lg leading-snug font-bold">{deal.listing.title}</h2>
      <p className="text-sm text-stone-600">
        {deal.listing.location
          ? t('live.byAt', { operator: deal.listing.operator_name, place: deal.listing.location })
          : deal.listing.operator_name}
      </p>
      <p className="mt-2 text-sm font-medium">{deal.title}</p>
      {deal.original_cents != null && deal.deal_cents != null && (
        <p className="mt-3 flex items-baseline gap-2">
          <span className="text-2xl font-extrabold" data-testid="deal-price">
            {formatMinorUnits(deal.deal_cents, deal.currency)}
          </span>
          {deal.deal_cents < deal.original_cents && (
            <s
              className="text-stone-500"
              aria-label={t('live.wasPrice', { price: formatMinorUnits(deal.original_cents, deal.currency) })}
            >
              {formatMinorUnits(deal.original_cents, deal.currency)}
            </s>
          )}
          <span className="text-xs text-stone-500">
            {deal.listing.kind === 'safari' ? t('live.perAdultFrom') : t('live.perSeatFrom')}
          </span>
        </p>
      )}
      <dl className="mt-3 space-y-1 text-sm text-stone-600">
        <div className="flex gap-1">
          <dt>{t('live.until')}</dt>
          <dd className="font-medium text-stone-800">{formatDate(deal.valid_to)}</dd>
        </div>
        {(deal.travel_from || deal.travel_to) && (
          <div className="flex flex-wrap gap-1">
            <dt>{t('live.travel')}</dt>
            <dd className="font-medium text-stone-800">
              {t('live.travelWindow', {
                from: deal.travel_from ? formatDate(deal.travel_from) : '…',
                to: deal.travel_to ? formatDate(deal.travel_to) : '…',
              })}
            </dd>
          </div>
        )}
        {deal.uses_left != null && (
          <div className="flex gap-1">
            <dt>{t('live.usesLeftLabel')}</dt>
            <dd className="font-medium text-stone-800">{deal.uses_left}</dd>
          </div>
        )}
      </dl>
      {deal.code && (
        <p className="mt-3 rounded-md bg-sand-100 px-3 py-2 text-sm">
          {t('live.useCode')}{' '}
          <code className="font-mono font-bold tracking-wider" data-testid="deal-code">
            {deal.code}
          </code>
        </p>
      )}
      <div className="mt-auto pt-4">
        <ButtonLink to={bookPath(deal)} size="sm" className="w-full">
          {t('live.book')}
        </ButtonLink>
      </div>
    </article>
  );
}
