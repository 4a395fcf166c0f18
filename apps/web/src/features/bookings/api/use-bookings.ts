import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

type BookingGroup = 'upcoming' | 'past' | 'cancelled';

/** What GET /bookings is asked for one page (10) of a group (the offline copy is kept by it). */
export const bookingsInput = (group: BookingGroup, page: number) => ({
  query: { group, page, page_size: 10 },
});

/** GET /bookings: one page (10) of the traveler's bookings in a group. */
export function useBookings(group: BookingGroup, page: number) {
  return useQuery({
    queryKey: bookingKeys.bookings(group, page),
    queryFn: ({ signal }) => callApi('GET /bookings', bookingsInput(group, page), { signal }),
    placeholderData: keepPreviousData,
  });
}
