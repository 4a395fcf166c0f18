import type { ApiRoutes, Payment, RouteInput, TripBooking } from '@dala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { travelKeys } from './travel-keys';

export type HoldSeatsBody = RouteInput<ApiRoutes['POST /trip-bookings']>['body'];
export type PassengersBody = RouteInput<ApiRoutes['PUT /trip-bookings/:id/passengers']>['body'];
export type TripPaymentBody = RouteInput<ApiRoutes['POST /trip-bookings/:id/payments']>['body'];

/** A fresh Idempotency-Key (the server answers the same booking or payment for the same key). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** POST /trip-bookings: holds the seats on the segment for SEAT_HOLD_MINUTES (one key per choice). */
export function useHoldSeats(options: {
  onSuccess?: (booking: TripBooking) => void;
  onError?: (error: Error) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: HoldSeatsBody; idempotencyKey: string }) =>
      callApi('POST /trip-bookings', { body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (booking) => {
      client.setQueryData(travelKeys.booking(booking.id), booking);
      // The seats are taken now: every map of this trip is stale.
      void client.invalidateQueries({ queryKey: ['travel', 'trip', String(booking.trip.id)] });
      options.onSuccess?.(booking);
    },
    onError: (error, { body }) => {
      // Most often a seat someone else took meanwhile: the map shows it without waiting for the minute.
      void client.invalidateQueries({ queryKey: ['travel', 'trip', String(body.trip_id)] });
      options.onError?.(error);
    },
  });
}

/** GET /trip-bookings/:id (id or reference); polled while a payment settles. */
export function useTripBooking(
  id: string | null,
  options: { refetchInterval?: (booking: TripBooking | undefined) => number | false } = {},
) {
  return useQuery({
    queryKey: travelKeys.booking(id ?? ''),
    queryFn: ({ signal }) => callApi('GET /trip-bookings/:id', { params: { id: id ?? '' } }, { signal }),
    enabled: !!id,
    staleTime: 5_000,
    refetchInterval: options.refetchInterval
      ? (query) => options.refetchInterval!(query.state.data)
      : undefined,
  });
}

/** PUT /trip-bookings/:id/passengers: a passenger per held seat. */
export function useSavePassengers(options: {
  onSuccess?: (booking: TripBooking) => void;
  onError?: (error: Error) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: PassengersBody }) =>
      callApi('PUT /trip-bookings/:id/passengers', { params: { id: bookingId }, body }),
    onSuccess: (booking) => {
      client.setQueryData(travelKeys.booking(booking.id), booking);
      options.onSuccess?.(booking);
    },
    onError: options.onError,
  });
}

/** POST /trip-bookings/:id/payments: the full fare; the answer carries the provider's checkout URL. */
export function useStartTripPayment(options: {
  onSuccess?: (result: { checkout_url: string | null; payment: Payment }) => void;
  onError?: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: TripPaymentBody }) =>
      callApi(
        'POST /trip-bookings/:id/payments',
        { params: { id: bookingId }, body },
        { headers: { 'Idempotency-Key': newIdempotencyKey() } },
      ),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
