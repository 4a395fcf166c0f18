import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { safariKeys } from './keys';

/** GET /destinations (the first 100): the search filters' and the package editor's places. */
export const destinationsQuery = () =>
  queryOptions({
    queryKey: safariKeys.destinations,
    queryFn: ({ signal }) => callApi('GET /destinations', { query: { limit: 100 } }, { signal }),
    staleTime: 10 * 60_000,
  });

export function useDestinations() {
  return useQuery(destinationsQuery());
}
