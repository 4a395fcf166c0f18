import type { TripAlternative, TripSearchResult } from '@dala/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format';
import { changedSearch, type AlternativeLink } from '../../search';
import type { TripFilters } from './search-params';
import { tzs } from './trip-format';

type RemovedFilter = Extract<TripAlternative, { kind: 'without_filter' }>['filter'];

/** The filter an alternative removes, as the traveler set it: 'Luxury', 'Morning, Evening', 'from Moshi'. */
function filterLabel(
  t: TFunction<'transport'>,
  filter: RemovedFilter,
  f: TripFilters,
  facets: TripSearchResult['facets'],
): string {
  switch (filter) {
    case 'from':
      return t('tripSearch.alternatives.filters.from', { place: f.from });
    case 'guests':
      return t('tripSearch.alternatives.filters.passengers', { count: f.guests });
    case 'time_of_day':
      return f.time_of_day.map((time) => t(`tripSearch.timesOfDay.${time}`)).join(', ');
    case 'class':
      return f.classes.map((c) => t(`vehicleClasses.${c}`)).join(', ');
    case 'amenities':
      return f.amenities.map((a) => t(`vehicleAmenities.${a}`)).join(', ');
    case 'transporter': {
      const names = facets.transporters
        .filter((x) => f.transporters.includes(x.id.toLowerCase()))
        .map((x) => x.company_name);
      return names.length > 0 ? names.join(', ') : t('tripSearch.filters.transporter');
    }
    case 'price':
      if (f.min_price !== null && f.max_price !== null)
        return t('tripSearch.alternatives.filters.fareRange', {
          low: tzs(f.min_price),
          high: tzs(f.max_price),
        });
      return f.min_price !== null
        ? t('tripSearch.alternatives.filters.fareFrom', { low: tzs(f.min_price) })
        : t('tripSearch.alternatives.filters.fareUpTo', { high: tzs(f.max_price ?? 0) });
  }
}

/** The links of a trip search's alternatives, each saying how many trips it finds. */
export function tripAlternativeLinks(
  t: TFunction<'transport'>,
  result: Pick<TripSearchResult, 'alternatives' | 'facets'>,
  filters: TripFilters,
  params: URLSearchParams,
): AlternativeLink[] {
  return (result.alternatives ?? []).map((a, i) => {
    const search = changedSearch(params, a.changes);
    const key = `${a.kind}-${i}`;
    switch (a.kind) {
      case 'later_dates':
        return {
          key,
          search,
          label: t('tripSearch.alternatives.laterDates', { count: a.count, date: formatDate(a.start_date) }),
        };
      case 'nearby':
        return {
          key,
          search,
          label: t('tripSearch.alternatives.nearby', { count: a.count, place: a.place.name }),
        };
      case 'without_filter':
        return {
          key,
          search,
          label: t('tripSearch.alternatives.without', {
            count: a.count,
            filter: filterLabel(t, a.filter, filters, result.facets),
          }),
        };
    }
  });
}
