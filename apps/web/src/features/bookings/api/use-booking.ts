import type { Booking } from '@dala/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** GET /bookings/:id (by id or reference); optionally polled while a payment settles. */
export function useBooking(
  id: string | null,
  options: {
    refetchInterval?: number | false | ((query: { state: { data: Booking | undefined } }) => number | false);
  } = {},
) {
  return useQuery({
    queryKey: bookingKeys.booking(id ?? ''),
    queryFn: ({ signal }) => callApi('GET /bookings/:id', { params: { id: id ?? '' } }, { signal }),
    enabled: !!id,
    refetchInterval: options.refetchInterval,
    staleTime: 5_000,
  });
}
