import type { ApiRoutes, RouteInput } from '@dala/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryString, type SafariFilters } from '../search/search-params';
import { safariKeys } from './keys';

type SearchQuery = RouteInput<ApiRoutes['GET /safaris']>['query'];

/** GET /safaris for a filter state (the URL's filters, page size and sort). */
export const safariSearchQuery = (filters: SafariFilters) => {
  const queryString = apiQueryString(filters);
  return queryOptions({
    queryKey: safariKeys.search(queryString),
    queryFn: ({ signal }) =>
      // The query as the URL writes it (tiers comma-separated, as the server reads them).
      callApi(
        'GET /safaris',
        { query: Object.fromEntries(new URLSearchParams(queryString)) as SearchQuery },
        { signal },
      ),
    staleTime: 30_000,
  });
};

export function useSafariSearch(filters: SafariFilters) {
  return useQuery({ ...safariSearchQuery(filters), placeholderData: keepPreviousData });
}
