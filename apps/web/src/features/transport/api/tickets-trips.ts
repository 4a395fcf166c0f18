import type { TripBooking } from '@dala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ticketKeys } from './tickets-keys';

export type TripsWhen = 'upcoming' | 'past';

/** What GET /me/trips is asked for one page (10) of trips (the offline copy is kept by it). */
export const myTripsInput = (when: TripsWhen, page: number) => ({ query: { when, page, page_size: 10 } });

/** GET /me/trips: one page (10) of the traveler's trip bookings, upcoming or past. */
export function useMyTrips(when: TripsWhen, page: number) {
  return useQuery({
    queryKey: ticketKeys.myTrips(when, page),
    queryFn: ({ signal }) => callApi('GET /me/trips', myTripsInput(when, page), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /trip-bookings/:id (id or reference): one trip booking with its passengers and tickets. */
export function useTravelerTripBooking(id: string, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.tripBooking(id),
    queryFn: ({ signal }) => callApi('GET /trip-bookings/:id', { params: { id } }, { signal }),
    enabled: enabled && id.length > 0,
    staleTime: 5_000,
  });
}

/** GET /trip-bookings/:id/refund-quote: what cancelling now gives back, by the transporter's bands. */
export function useTripRefundQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.refundQuote(id),
    queryFn: ({ signal }) => callApi('GET /trip-bookings/:id/refund-quote', { params: { id } }, { signal }),
    enabled,
    // The band can change by the minute: always ask again when the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /trip-bookings/:id/cancel: the traveler cancels; seats are released and the refund recorded. */
export function useCancelTripBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      callApi('POST /trip-bookings/:id/cancel', { params: { id }, body: { reason } }),
    onSuccess: (booking: TripBooking) => {
      client.setQueryData(ticketKeys.tripBooking(id), booking);
      // The lists (trips, bookings), tickets, the checkout's copy and the trip's seat map all change.
      void client.invalidateQueries({ queryKey: ticketKeys.all });
      void client.invalidateQueries({ queryKey: ['bookings'] });
      void client.invalidateQueries({ queryKey: ['travel'] });
    },
  });
}
