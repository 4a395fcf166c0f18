import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { operationsKeys } from './operations-keys';

/** GET /operator/vehicles (active): what a trip or schedule can run with. */
export function useTripVehicles() {
  return useQuery({
    queryKey: operationsKeys.vehicles,
    queryFn: ({ signal }) =>
      callApi('GET /operator/vehicles', { query: { status: 'active', page_size: 100 } }, { signal }),
  });
}

/** GET /operator/drivers (active). */
export function useTripDrivers() {
  return useQuery({
    queryKey: operationsKeys.drivers,
    queryFn: ({ signal }) =>
      callApi('GET /operator/drivers', { query: { status: 'active', page_size: 100 } }, { signal }),
  });
}
