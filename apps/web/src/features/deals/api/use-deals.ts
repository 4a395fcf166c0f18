import type { DealInput } from '@dala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Deals per page, on both views of /deals. */
export const DEALS_PAGE_SIZE = 12;

export const dealKeys = {
  all: ['deals'] as const,
  live: (page: number) => ['deals', 'live', page] as const,
  own: (page: number) => ['deals', 'own', page] as const,
  listings: ['deals', 'listings'] as const,
};

/** GET /deals: live deals for travelers. */
export function useLiveDeals(page: number) {
  return useQuery({
    queryKey: dealKeys.live(page),
    queryFn: ({ signal }) =>
      callApi('GET /deals', { query: { page, page_size: DEALS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /operator/deals: the operator's own deals, newest first. */
export function useOperatorDeals(page: number) {
  return useQuery({
    queryKey: dealKeys.own(page),
    queryFn: ({ signal }) =>
      callApi('GET /operator/deals', { query: { page, page_size: DEALS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /operator/deal-listings: what a deal can be put on. */
export function useDealListings(enabled: boolean) {
  return useQuery({
    queryKey: dealKeys.listings,
    queryFn: ({ signal }) => callApi('GET /operator/deal-listings', {}, { signal }),
    enabled,
  });
}

function useInvalidateDeals() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: dealKeys.all });
}

/** Creates (no id) or replaces (id) a deal. */
export function useSaveDeal() {
  const invalidate = useInvalidateDeals();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DealInput }) =>
      id
        ? callApi('PUT /operator/deals/:id', { params: { id }, body })
        : callApi('POST /operator/deals', { body }),
    onSuccess: invalidate,
  });
}

export function useSetDealStatus() {
  const invalidate = useInvalidateDeals();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'active' | 'paused' }) =>
      callApi('PUT /operator/deals/:id/status', { params: { id }, body: { status } }),
    onSuccess: invalidate,
  });
}

export function useDeleteDeal() {
  const invalidate = useInvalidateDeals();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /operator/deals/:id', { params: { id } }),
    onSuccess: invalidate,
  });
}
