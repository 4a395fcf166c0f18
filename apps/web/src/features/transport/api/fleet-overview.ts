import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { fleetKeys } from './fleet-keys';

/** GET /operator/fleet/overview: counts of vehicles, drivers, this week's trips, occupancy and
 * documents needing attention. */
export function useFleetOverview() {
  return useQuery({
    queryKey: fleetKeys.overview,
    queryFn: ({ signal }) => callApi('GET /operator/fleet/overview', undefined, { signal }),
  });
}
