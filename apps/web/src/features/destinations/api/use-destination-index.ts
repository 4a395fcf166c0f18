import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * GET /destinations: every place of the destinations table (the /destinations index). Its own key:
 * the safari filters' list (`safariKeys.destinations`) asks for the first 100 only.
 */
export const destinationIndexQuery = () =>
  queryOptions({
    queryKey: ['destinations', 'index'],
    queryFn: ({ signal }) => callApi('GET /destinations', {}, { signal }),
    staleTime: 10 * 60_000,
  });

export function useDestinationIndex() {
  return useQuery(destinationIndexQuery());
}
