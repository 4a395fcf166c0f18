import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { travelKeys } from './travel-keys';

/** GET /trips/discovery: popular routes by origin region, their next departures and lowest fares. */
export const tripDiscoveryQuery = (limit = 12) =>
  queryOptions({
    queryKey: travelKeys.discovery(limit),
    queryFn: ({ signal }) => callApi('GET /trips/discovery', { query: { limit } }, { signal }),
    staleTime: 60_000,
  });

export function useTripDiscovery(limit = 12, enabled = true) {
  return useQuery({ ...tripDiscoveryQuery(limit), enabled });
}
