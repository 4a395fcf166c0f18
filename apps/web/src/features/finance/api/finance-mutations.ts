import type { CommissionSegment } from '@dala/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { financeKeys } from './finance-queries';

function useInvalidateFinance() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: financeKeys.all });
    void client.invalidateQueries({ queryKey: ['admin-payouts'] });
  };
}

/** POST /admin/finance/commission: a segment's commission, as a percent ('7.5'). */
export function useSetCommission() {
  const invalidate = useInvalidateFinance();
  return useMutation({
    mutationFn: (input: { segment: CommissionSegment; percent: string }) =>
      callApi('POST /admin/finance/commission', { body: input }),
    onSuccess: invalidate,
  });
}

/** POST /admin/finance/exchange-rate: shillings per dollar ('2585.50'). */
export function useSetExchangeRate() {
  const invalidate = useInvalidateFinance();
  return useMutation({
    mutationFn: (tzsPerUsd: string) =>
      callApi('POST /admin/finance/exchange-rate', { body: { tzs_per_usd: tzsPerUsd } }),
    onSuccess: invalidate,
  });
}

/** POST /admin/finance/payments/:id/recheck: asks the provider now. */
export function useRecheckPayment() {
  const invalidate = useInvalidateFinance();
  return useMutation({
    mutationFn: (paymentId: string) =>
      callApi('POST /admin/finance/payments/:id/recheck', { params: { id: paymentId } }),
    onSettled: invalidate,
  });
}

/** POST /admin/payouts/:id/approve and …/reject (with the reason the operator sees). */
export function useDecidePayout() {
  const invalidate = useInvalidateFinance();
  return useMutation({
    mutationFn: (decision: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      decision.approve
        ? callApi('POST /admin/payouts/:id/approve', { params: { id: decision.id } })
        : callApi('POST /admin/payouts/:id/reject', {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    onSettled: invalidate,
  });
}
