import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** POST /operator/bookings/:id/cancel: the operator cancels, giving the traveler a reason. */
export function useOperatorCancelBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      callApi('POST /operator/bookings/:id/cancel', { params: { id }, body: { reason } }),
    onSuccess: (booking) => {
      client.setQueryData(bookingKeys.operatorBooking(id), booking);
      void client.invalidateQueries({ queryKey: ['operator'] });
    },
  });
}
