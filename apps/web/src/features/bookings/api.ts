import type {
  Booking,
  CreateBookingInput,
  OperatorBooking,
  Payment,
  RefundQuoteResponse,
} from '@dala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { toQueryString, type Page } from '../safaris';

/** Data access of bookings (traveler and operator) and their payments: one function per endpoint. */

export interface CreatePaymentResult {
  payment: Payment;
  checkout_url: string;
  booking: Booking;
}

/** A fresh Idempotency-Key (the server returns the same booking/payment for the same key). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export const bookingKeys = {
  bookings: (group: string, page: number) => ['bookings', 'list', group, page] as const,
  booking: (id: string) => ['bookings', 'detail', id] as const,
  refundQuote: (id: string) => ['bookings', 'refund-quote', id] as const,
  operatorBookings: (qs: string) => ['operator', 'bookings', 'list', qs] as const,
  operatorBooking: (id: string) => ['operator', 'bookings', 'detail', id] as const,
};

// ── Traveler bookings ────────────────────────────────────────────────────────────────────────────

export function createBooking(input: CreateBookingInput, idempotencyKey: string) {
  return apiRequest<Booking>('/bookings', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function createPayment(
  bookingId: string,
  body: {
    kind?: 'deposit' | 'balance' | 'full';
    method: 'mobile_money' | 'card';
    phone?: string;
    return_path: string;
  },
  idempotencyKey: string,
) {
  return apiRequest<CreatePaymentResult>(`/bookings/${encodeURIComponent(bookingId)}/payments`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useBookings(group: string, page: number) {
  return useQuery({
    queryKey: bookingKeys.bookings(group, page),
    queryFn: ({ signal }) =>
      apiRequest<Page<Booking>>(`/bookings${toQueryString({ group, page, page_size: 10 })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBooking(
  id: string | null,
  options: {
    refetchInterval?: number | false | ((query: { state: { data: Booking | undefined } }) => number | false);
  } = {},
) {
  return useQuery({
    queryKey: bookingKeys.booking(id ?? ''),
    queryFn: ({ signal }) => apiRequest<Booking>(`/bookings/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: !!id,
    refetchInterval: options.refetchInterval,
    staleTime: 5_000,
  });
}

export function useRefundQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.refundQuote(id),
    queryFn: ({ signal }) =>
      apiRequest<RefundQuoteResponse>(`/bookings/${encodeURIComponent(id)}/refund-quote`, { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useCancelBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<Booking>(`/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: { reason } }),
    onSuccess: (booking) => {
      client.setQueryData(bookingKeys.booking(id), booking);
      void client.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}

// ── Operator: bookings ───────────────────────────────────────────────────────────────────────────

export function useOperatorBookings(queryString: string) {
  return useQuery({
    queryKey: bookingKeys.operatorBookings(queryString),
    queryFn: ({ signal }) =>
      apiRequest<Page<OperatorBooking>>(`/operator/bookings${queryString}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOperatorBooking(id: string) {
  return useQuery({
    queryKey: bookingKeys.operatorBooking(id),
    queryFn: ({ signal }) =>
      apiRequest<OperatorBooking>(`/operator/bookings/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useOperatorCancelBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<OperatorBooking>(`/operator/bookings/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: (booking) => {
      client.setQueryData(bookingKeys.operatorBooking(id), booking);
      void client.invalidateQueries({ queryKey: ['operator'] });
    },
  });
}
