import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ticketKeys } from './tickets-keys';

/**
 * "One account for both" (issue 13): real trips into a safari's starting town on the day before it
 * starts, and real safaris around the town a trip goes to. Nothing is asked without a town.
 */

/** GET /trips/towns: every town trips on sale stop at (the same list the search form suggests). */
export function useTransportTowns(enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.towns,
    queryFn: ({ signal }) => callApi('GET /trips/towns', { query: { limit: 100 } }, { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** GET /trips/search: trips to `town` leaving on `date` with `guests` seats free (first page, earliest). */
export function useTripsInto(town: string | null, date: string | null, guests: number) {
  return useQuery({
    queryKey: ticketKeys.tripsBefore(town ?? '', date ?? '', guests),
    queryFn: ({ signal }) =>
      callApi(
        'GET /trips/search',
        {
          query: {
            location: town ?? '',
            start_date: date ?? undefined,
            end_date: date ?? undefined,
            guests,
            sort: 'earliest',
            page_size: 10,
          },
        },
        { signal },
      ),
    enabled: !!town && !!date,
    staleTime: 60_000,
  });
}

/** GET /safaris?location=: safaris the catalog finds around `town` (first page). */
export function useSafarisAround(town: string | null) {
  return useQuery({
    queryKey: ticketKeys.safarisAt(town ?? ''),
    queryFn: ({ signal }) =>
      callApi('GET /safaris', { query: { location: town ?? '', page_size: 3 } }, { signal }),
    enabled: !!town,
    staleTime: 60_000,
  });
}
