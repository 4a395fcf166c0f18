import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { readTripFilters, tripSearchQuery } from '../../transport';

/**
 * What a destination's page lists are the first answers of the searches its "See all" links open,
 * asked exactly as the search pages ask them (same URL, same cache key), so a visitor who follows a
 * link finds its answer already loaded.
 */

/** The safari search's page size (its first page holds the cards the page shows). */
const SAFARI_SEARCH_PAGE_SIZE = 12;

/**
 * /safaris-search?location={name}: GET /safaris as that page asks it. Written here rather than
 * imported, so the safari search's own query code stays in its page's chunk (issue 12's budgets);
 * listings.test.ts holds the two to the same key.
 */
export function safariSearchOf(name: string) {
  const location = name.trim().slice(0, 100);
  const query = { location, page_size: String(SAFARI_SEARCH_PAGE_SIZE), sort: 'recommended' } as const;
  return {
    url: `/safaris-search?${new URLSearchParams({ location }).toString()}`,
    query: queryOptions({
      queryKey: ['safaris', 'search', `?${new URLSearchParams(query).toString()}`] as const,
      queryFn: ({ signal }) =>
        callApi(
          'GET /safaris',
          { query: { location, page_size: SAFARI_SEARCH_PAGE_SIZE, sort: 'recommended' } },
          { signal },
        ),
      staleTime: 30_000,
    }),
  };
}

/** /transport-search?location={name}: the trips to a place in the search's default days, soonest first. */
export function tripSearchOf(name: string) {
  const params = new URLSearchParams({ location: name });
  return { url: `/transport-search?${params.toString()}`, query: tripSearchQuery(readTripFilters(params)) };
}
