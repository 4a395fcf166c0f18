import type { ApiRoutes, Booking, RouteInput } from '@dala/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type CreateBookingBody = RouteInput<ApiRoutes['POST /bookings']>['body'];

/**
 * POST /bookings: holds the seats. The caller gives one Idempotency-Key per request body, so a
 * double submit or a retry returns the same booking.
 */
export function useCreateBooking(
  options: { onSuccess?: (booking: Booking) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateBookingBody; idempotencyKey: string }) =>
      callApi('POST /bookings', { body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
