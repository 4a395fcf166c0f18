import type { AddPayoutMethodInput, RequestPayoutInput } from '@dala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, callApi } from '../../../lib/api-client';
import { earningsKeys } from './earnings-keys';

/** Payouts per page of the history. */
export const PAYOUTS_PAGE_SIZE = 10;

/** GET /operator/earnings: balances per currency, the open payout, whether payouts can be sent. */
export function useEarnings() {
  return useQuery({
    queryKey: earningsKeys.summary,
    queryFn: ({ signal }) => callApi('GET /operator/earnings', {}, { signal }),
  });
}

/** GET /operator/earnings/statement: a month's movements, totals and the months with any. */
export function useStatement(month: string) {
  return useQuery({
    queryKey: earningsKeys.statement(month),
    queryFn: ({ signal }) => callApi('GET /operator/earnings/statement', { query: { month } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The month's statement as a CSV file (with the session's token). */
export function downloadStatementCsv(month: string) {
  return apiDownload(
    `/operator/earnings/statement.csv?month=${encodeURIComponent(month)}`,
    `dala-statement-${month}.csv`,
  );
}

export function usePayoutMethods() {
  return useQuery({
    queryKey: earningsKeys.methods,
    queryFn: ({ signal }) => callApi('GET /operator/payout-methods', {}, { signal }),
  });
}

export function usePayouts(page: number) {
  return useQuery({
    queryKey: earningsKeys.payouts(page),
    queryFn: ({ signal }) =>
      callApi('GET /operator/payouts', { query: { page, page_size: PAYOUTS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every mutation here may change balances, methods and history: all of it is fetched again. */
function useInvalidateEarnings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: earningsKeys.all });
}

export function useAddPayoutMethod() {
  const invalidate = useInvalidateEarnings();
  return useMutation({
    mutationFn: (body: AddPayoutMethodInput) => callApi('POST /operator/payout-methods', { body }),
    onSuccess: invalidate,
  });
}

export function useVerifyPayoutMethod() {
  const invalidate = useInvalidateEarnings();
  return useMutation({
    mutationFn: ({ id, code }: { id: string; code: string }) =>
      callApi('POST /operator/payout-methods/:id/verify', { params: { id }, body: { code } }),
    onSuccess: invalidate,
  });
}

export function useResendPayoutMethodCode() {
  const invalidate = useInvalidateEarnings();
  return useMutation({
    mutationFn: (id: string) => callApi('POST /operator/payout-methods/:id/resend', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useRemovePayoutMethod() {
  const invalidate = useInvalidateEarnings();
  return useMutation({
    mutationFn: ({ id, currentPassword }: { id: string; currentPassword: string }) =>
      callApi('POST /operator/payout-methods/:id/remove', {
        params: { id },
        body: { current_password: currentPassword },
      }),
    onSuccess: invalidate,
  });
}

export function useRequestPayout() {
  const invalidate = useInvalidateEarnings();
  return useMutation({
    mutationFn: (body: RequestPayoutInput) => callApi('POST /operator/payouts', { body }),
    onSuccess: invalidate,
  });
}
