import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /destinations: every place of the destinations table (the /destinations index). */
export function useDestinationIndex() {
  return useQuery({
    queryKey: ['destinations', 'all'],
    queryFn: ({ signal }) => callApi('GET /destinations', {}, { signal }),
    staleTime: 10 * 60_000,
  });
}
