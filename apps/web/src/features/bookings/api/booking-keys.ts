import type { ApiRoutes, RouteInput } from '@dala/shared';

/** Query keys of bookings (traveler and operator): a change invalidates by their prefixes. */
export const bookingKeys = {
  bookings: (group: string, page: number) => ['bookings', 'list', group, page] as const,
  booking: (id: string) => ['bookings', 'detail', id] as const,
  refundQuote: (id: string) => ['bookings', 'refund-quote', id] as const,
  operatorBookings: (query: OperatorBookingsQuery) => ['operator', 'bookings', 'list', query] as const,
  operatorBooking: (id: string) => ['operator', 'bookings', 'detail', id] as const,
};

/** The operator's list filters, as GET /operator/bookings reads them. */
export type OperatorBookingsQuery = NonNullable<RouteInput<ApiRoutes['GET /operator/bookings']>['query']>;

/** A fresh Idempotency-Key (the server returns the same booking/payment for the same key). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
