import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { isTripId, type TripSegmentChoice } from '../travel/travel-routing';
import { travelKeys } from './travel-keys';

/** How long a trip's seat states are shown without asking again. */
const SEAT_STATES_FRESH_MS = 10_000;

/**
 * GET /trips/:id with the chosen segment: stops and times, vehicle, transporter, refund bands, fare and
 * the seat map with each seat's state on that segment. Seat states change by the minute: an answer
 * older than a few seconds is asked again whenever the page shows it. The server's copy, rendered with
 * the page's HTML moments before, is not (issue 12: asking again re-rendered the whole page in the
 * takeover's wake); the minute's refresh (`refetchInterval`) and the hold, which checks every seat,
 * keep it honest.
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
    staleTime: SEAT_STATES_FRESH_MS,
  });

export function useTripDetail(id: string, segment: TripSegmentChoice, enabled = true) {
  return useQuery({
    ...tripDetailQuery(id, segment),
    enabled: enabled && isTripId(id),
    // Another segment keeps the map on screen (dimmed) while its seats load.
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
