import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys, type OperatorBookingsQuery } from './booking-keys';

/** GET /operator/bookings: the bookings of the operator's packages, filtered and paged. */
export function useOperatorBookings(query: OperatorBookingsQuery) {
  return useQuery({
    queryKey: bookingKeys.operatorBookings(query),
    queryFn: ({ signal }) => callApi('GET /operator/bookings', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
