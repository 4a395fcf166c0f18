import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { isTripId, type TripSegmentChoice } from '../travel/travel-routing';
import { travelKeys } from './travel-keys';

/**
 * GET /trips/:id with the chosen segment: stops and times, vehicle, transporter, refund bands, fare and
 * the seat map with each seat's state on that segment. Seat states change by the minute: the server's
 * copy is shown first, then the browser asks again at once.
 */
export const tripDetailQuery = (id: string, segment: TripSegmentChoice) =>
  queryOptions({
    queryKey: travelKeys.trip(id, segment.board, segment.alight),
    queryFn: ({ signal }) =>
      callApi(
        'GET /trips/:id',
        {
          params: { id: Number(id) },
          query: {
            ...(segment.board !== null ? { board: segment.board } : {}),
            ...(segment.alight !== null ? { alight: segment.alight } : {}),
          },
        },
        { signal },
      ),
    staleTime: 0,
  });

export function useTripDetail(id: string, segment: TripSegmentChoice, enabled = true) {
  return useQuery({
    ...tripDetailQuery(id, segment),
    enabled: enabled && isTripId(id),
    refetchOnMount: 'always',
    // Another segment keeps the map on screen (dimmed) while its seats load.
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
