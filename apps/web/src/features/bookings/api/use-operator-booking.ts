import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** GET /operator/bookings/:id: one booking of the operator's packages, with its traveler. */
export function useOperatorBooking(id: string) {
  return useQuery({
    queryKey: bookingKeys.operatorBooking(id),
    queryFn: ({ signal }) => callApi('GET /operator/bookings/:id', { params: { id } }, { signal }),
  });
}
