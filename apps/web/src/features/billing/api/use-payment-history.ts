import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** Payments and refunds per page of the list. */
export const PAYMENT_HISTORY_PAGE_SIZE = 20;

/** GET /me/payments: one page of the signed-in user's payments and refunds, newest first. */
export function usePaymentHistory(page: number) {
  return useQuery({
    queryKey: billingKeys.history(page),
    queryFn: ({ signal }) =>
      callApi('GET /me/payments', { query: { page, page_size: PAYMENT_HISTORY_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
