import type { QuoteRequest } from '@dala/shared';

/** TanStack Query keys of the safari marketplace (pages invalidate and seed with them). */
export const safariKeys = {
  search: (qs: string) => ['safaris', 'search', qs] as const,
  detail: (id: string) => ['safaris', 'detail', id] as const,
  availability: (id: string, from: string, to: string) => ['safaris', 'availability', id, from, to] as const,
  quote: (id: string, body: QuoteRequest) => ['safaris', 'quote', id, body] as const,
  operatorSafaris: (status: string) => ['operator', 'safaris', 'list', status] as const,
  operatorSafari: (id: number) => ['operator', 'safaris', 'detail', id] as const,
  departures: (id: number) => ['operator', 'safaris', 'departures', id] as const,
  blockedDates: (id: number) => ['operator', 'safaris', 'blocked-dates', id] as const,
  destinations: ['destinations', 'all'] as const,
};
