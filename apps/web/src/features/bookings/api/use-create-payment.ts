import type { ApiRoutes, RouteInput, RouteResponse } from '@dala/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { newIdempotencyKey } from './booking-keys';

export type CreatePaymentBody = RouteInput<ApiRoutes['POST /bookings/:id/payments']>['body'];
export type CreatePaymentResult = RouteResponse<ApiRoutes['POST /bookings/:id/payments']>;

/**
 * POST /bookings/:id/payments: opens a payment attempt (a new Idempotency-Key per attempt); the
 * answer carries the provider's checkout URL.
 */
export function useCreatePayment(
  options: { onSuccess?: (result: CreatePaymentResult) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: CreatePaymentBody }) =>
      callApi(
        'POST /bookings/:id/payments',
        { params: { id: bookingId }, body },
        { headers: { 'Idempotency-Key': newIdempotencyKey() } },
      ),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
