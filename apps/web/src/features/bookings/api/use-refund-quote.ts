import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** GET /bookings/:id/refund-quote: what cancelling now would refund (always fresh). */
export function useRefundQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.refundQuote(id),
    queryFn: ({ signal }) => callApi('GET /bookings/:id/refund-quote', { params: { id } }, { signal }),
    enabled,
    staleTime: 0,
  });
}
