import type { CommissionSegment, PayoutStatusName, ReconciliationProblem } from '@dala/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Query keys of the finance page: every change invalidates the 'admin-finance' prefix (and payouts'). */
export const financeKeys = {
  all: ['admin-finance'] as const,
  overview: () => ['admin-finance', 'overview'] as const,
  commissionHistory: (segment: CommissionSegment | undefined, page: number) =>
    ['admin-finance', 'commission-history', segment ?? 'all', page] as const,
  rateHistory: (page: number) => ['admin-finance', 'rate-history', page] as const,
  pending: (page: number) => ['admin-finance', 'pending', page] as const,
  reconciliation: (problem: ReconciliationProblem | undefined, page: number) =>
    ['admin-finance', 'reconciliation', problem ?? 'all', page] as const,
  payouts: (status: PayoutStatusName | undefined, page: number) =>
    ['admin-payouts', status ?? 'all', page] as const,
};

/** A page of each list holds this many rows. */
export const FINANCE_PAGE_SIZE = 10;

/** GET /admin/finance/overview: commission, rates, counts, the ledger's proof. */
export function useFinanceOverview() {
  return useQuery({
    queryKey: financeKeys.overview(),
    queryFn: ({ signal }) => callApi('GET /admin/finance/overview', undefined, { signal }),
  });
}

/** GET /admin/finance/commission: the commission's history, newest first. */
export function useCommissionHistory(page: number, segment?: CommissionSegment) {
  return useQuery({
    queryKey: financeKeys.commissionHistory(segment, page),
    queryFn: ({ signal }) =>
      callApi(
        'GET /admin/finance/commission',
        { query: { page, page_size: FINANCE_PAGE_SIZE, segment } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/finance/exchange-rate: the USD→TZS rate's history, newest first. */
export function useExchangeRateHistory(page: number) {
  return useQuery({
    queryKey: financeKeys.rateHistory(page),
    queryFn: ({ signal }) =>
      callApi(
        'GET /admin/finance/exchange-rate',
        { query: { page, page_size: FINANCE_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/finance/pending-payments: payments still pending, oldest first. */
export function usePendingPayments(page: number) {
  return useQuery({
    queryKey: financeKeys.pending(page),
    queryFn: ({ signal }) =>
      callApi(
        'GET /admin/finance/pending-payments',
        { query: { page, page_size: FINANCE_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/finance/reconciliation: a row per problem, oldest first. */
export function useReconciliation(page: number, problem?: ReconciliationProblem) {
  return useQuery({
    queryKey: financeKeys.reconciliation(problem, page),
    queryFn: ({ signal }) =>
      callApi(
        'GET /admin/finance/reconciliation',
        { query: { page, page_size: FINANCE_PAGE_SIZE, problem } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/payouts (the earnings module's): payouts by status, newest first. */
export function useAdminPayouts(page: number, status: PayoutStatusName | undefined) {
  return useQuery({
    queryKey: financeKeys.payouts(status, page),
    queryFn: ({ signal }) =>
      callApi('GET /admin/payouts', { query: { page, page_size: FINANCE_PAGE_SIZE, status } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
