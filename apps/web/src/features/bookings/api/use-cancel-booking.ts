import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** POST /bookings/:id/cancel: the traveler cancels, with an optional reason. */
export function useCancelBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      callApi('POST /bookings/:id/cancel', { params: { id }, body: { reason } }),
    onSuccess: (booking) => {
      client.setQueryData(bookingKeys.booking(id), booking);
      void client.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
