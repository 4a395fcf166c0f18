import { formatMoney, type SafariAlternative } from '@dala/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { changedSearch, type AlternativeLink } from '../../search';
import type { SafariFilters } from './search-params';

/** The filter an alternative removes, as the traveler set it: 'Luxury', '$500 – $1,000', '3+ days'. */
function filterLabel(
  t: TFunction<'safaris'>,
  filter: Extract<SafariAlternative, { kind: 'without_filter' }>['filter'],
  f: SafariFilters,
): string {
  const usd = (n: number) => formatMoney(n, 'USD', intlLocale());
  switch (filter) {
    case 'dates':
      return f.end_date
        ? t('search.dateRange', { start: formatDate(f.start_date), end: formatDate(f.end_date) })
        : t('search.fromDate', { date: formatDate(f.start_date) });
    case 'guests':
      return t('search.alternatives.filters.guests', { count: f.guests ?? 1 });
    case 'q':
      return t('search.alternatives.filters.q', { text: f.q });
    case 'price':
      if (f.min_price !== null && f.max_price !== null)
        return t('search.alternatives.filters.priceRange', { low: usd(f.min_price), high: usd(f.max_price) });
      return f.min_price !== null
        ? t('search.alternatives.filters.priceFrom', { low: usd(f.min_price) })
        : t('search.alternatives.filters.priceUpTo', { high: usd(f.max_price ?? 0) });
    case 'duration':
      if (f.min_days !== null && f.max_days !== null)
        return t('search.alternatives.filters.daysRange', { low: f.min_days, high: f.max_days });
      return f.min_days !== null
        ? t('search.alternatives.filters.daysFrom', { low: f.min_days })
        : t('search.alternatives.filters.daysUpTo', { high: f.max_days ?? 0 });
    case 'tier':
      return f.tiers.map((tier) => t(`tiers.${tier}`)).join(', ');
    case 'private':
      return f.private ? t('filters.privateTours') : t('filters.groupTours');
    case 'rating':
      return t('search.alternatives.filters.rating', { rating: f.min_rating ?? 0 });
  }
}

/** The links of a safari search's alternatives, each saying how many safaris it finds. */
export function safariAlternativeLinks(
  t: TFunction<'safaris'>,
  alternatives: readonly SafariAlternative[],
  filters: SafariFilters,
  params: URLSearchParams,
): AlternativeLink[] {
  return alternatives.map((a, i) => {
    const search = changedSearch(params, a.changes);
    const key = `${a.kind}-${i}`;
    switch (a.kind) {
      case 'later_dates':
        return {
          key,
          search,
          label: t('search.alternatives.laterDates', { count: a.count, date: formatDate(a.start_date) }),
        };
      case 'nearby':
        return {
          key,
          search,
          label: t('search.alternatives.nearby', { count: a.count, place: a.place.name }),
        };
      case 'without_filter':
        return {
          key,
          search,
          label: t('search.alternatives.without', {
            count: a.count,
            filter: filterLabel(t, a.filter, filters),
          }),
        };
    }
  });
}
