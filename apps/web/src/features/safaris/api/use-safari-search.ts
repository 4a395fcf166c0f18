import type { ApiRoutes, RouteInput } from '@dala/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { apiQueryString, type SafariFilters } from '../search/search-params';
import { safariKeys } from './keys';

type SearchQuery = RouteInput<ApiRoutes['GET /safaris']>['query'];

/** GET /safaris for a filter state (the URL's filters, page size and sort). */
export function useSafariSearch(filters: SafariFilters) {
  const queryString = apiQueryString(filters);
  return useQuery({
    queryKey: safariKeys.search(queryString),
    queryFn: ({ signal }) =>
      // The query as the URL writes it (tiers comma-separated, as the server reads them).
      callApi(
        'GET /safaris',
        { query: Object.fromEntries(new URLSearchParams(queryString)) as SearchQuery },
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
