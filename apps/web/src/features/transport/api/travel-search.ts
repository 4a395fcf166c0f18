import type { ApiRoutes, RouteInput } from '@dala/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { tripSearchApiQuery, type TripFilters } from '../travel/search-params';
import { travelKeys } from './travel-keys';

type SearchQuery = RouteInput<ApiRoutes['GET /trips/search']>['query'];

/** GET /trips/search for the URL's search (a destination is required: see `canSearchTrips`). */
export const tripSearchQuery = (filters: TripFilters) => {
  const query = tripSearchApiQuery(filters);
  return queryOptions({
    queryKey: travelKeys.search(query),
    // The query as the URL writes it (lists comma-separated, as the server reads them).
    queryFn: ({ signal }) => callApi('GET /trips/search', { query: query as SearchQuery }, { signal }),
    staleTime: 15_000,
  });
};

/** Whether the URL names a destination, without which the API has nothing to search. */
export const canSearchTrips = (filters: TripFilters) => filters.location.trim().length > 0;

export function useTripSearch(filters: TripFilters) {
  return useQuery({
    ...tripSearchQuery(filters),
    enabled: canSearchTrips(filters),
    placeholderData: keepPreviousData,
  });
}

/** Every town a trip on sale stops at (GET /trips/towns): the search form's suggestions. */
export const tripTownsQuery = () =>
  queryOptions({
    queryKey: travelKeys.towns,
    queryFn: ({ signal }) => callApi('GET /trips/towns', { query: { limit: 100 } }, { signal }),
    staleTime: 10 * 60_000,
  });

export function useTripTowns(enabled = true) {
  return useQuery({ ...tripTownsQuery(), enabled });
}
