import type { TripChangeInput, TripInput } from '@dala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { operationsKeys } from './operations-keys';

export interface TripListFilter {
  from?: string;
  to?: string;
  route_id?: number;
  status?: 'scheduled' | 'on_sale' | 'departed' | 'completed' | 'cancelled';
  page?: number;
}

/** GET /operator/trips: the transporter's trips in a date window (Tanzanian days). */
export function useOperatorTrips(filter: TripListFilter) {
  return useQuery({
    queryKey: operationsKeys.tripList(JSON.stringify(filter)),
    queryFn: ({ signal }) =>
      callApi('GET /operator/trips', { query: { ...filter, page_size: 50 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /operator/trips/:id: one trip with its stops, vehicle, driver and change log. */
export function useOperatorTrip(id: number) {
  return useQuery({
    queryKey: operationsKeys.trip(id),
    queryFn: ({ signal }) => callApi('GET /operator/trips/:id', { params: { id } }, { signal }),
  });
}

/**
 * GET /trips/:id (the trip's public page, whole journey): its seat layout and which seats are taken on
 * any leg — the transporter's live seat map. Refreshed every 30 s while the page is open.
 */
export function useTripSeatMap(id: number) {
  return useQuery({
    queryKey: operationsKeys.seatMap(id),
    queryFn: ({ signal }) => callApi('GET /trips/:id', { params: { id } }, { signal }),
    refetchInterval: 30_000,
  });
}

/** Every trip query (lists, one trip, seat maps, manifests) after a change. */
function useRefreshTrips() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: operationsKeys.trips }),
      client.invalidateQueries({ queryKey: operationsKeys.schedules }),
      client.invalidateQueries({ queryKey: operationsKeys.routes }),
    ]);
}

/** POST /operator/trips. */
export function useCreateTrip() {
  const refresh = useRefreshTrips();
  return useMutation({
    mutationFn: (input: TripInput) => callApi('POST /operator/trips', { body: input }),
    onSuccess: refresh,
  });
}

/** PUT /operator/trips/:id: vehicle, driver, departure or cut-off (passengers are told). */
export function useChangeTrip() {
  const refresh = useRefreshTrips();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TripChangeInput }) =>
      callApi('PUT /operator/trips/:id', { params: { id }, body: input }),
    onSuccess: refresh,
  });
}

/** POST /operator/trips/:id/publish: the trip goes on sale. */
export function usePublishTrip() {
  const refresh = useRefreshTrips();
  return useMutation({
    mutationFn: (id: number) => callApi('POST /operator/trips/:id/publish', { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST /operator/trips/:id/cancel: every passenger refunded in full and told why. */
export function useCancelTrip() {
  const refresh = useRefreshTrips();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi('POST /operator/trips/:id/cancel', { params: { id }, body: { reason } }),
    onSuccess: refresh,
  });
}
