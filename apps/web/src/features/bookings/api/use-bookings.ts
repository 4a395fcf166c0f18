import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

type BookingGroup = 'upcoming' | 'past' | 'cancelled';

/** GET /bookings: one page (10) of the traveler's bookings in a group. */
export function useBookings(group: BookingGroup, page: number) {
  return useQuery({
    queryKey: bookingKeys.bookings(group, page),
    queryFn: ({ signal }) => callApi('GET /bookings', { query: { group, page, page_size: 10 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
