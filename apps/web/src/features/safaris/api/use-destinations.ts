import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { safariKeys } from './keys';

/** GET /destinations (the whole index): the search filters' and the package editor's places. */
export function useDestinations() {
  return useQuery({
    queryKey: safariKeys.destinations,
    queryFn: ({ signal }) => callApi('GET /destinations', { query: { limit: 100 } }, { signal }),
    staleTime: 10 * 60_000,
  });
}
