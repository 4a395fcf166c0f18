import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /payments/options: the networks and card this server can charge, and the USD→TZS rate shown beside dollars. */
export function usePaymentOptions() {
  return useQuery({
    queryKey: ['payments', 'options'] as const,
    queryFn: ({ signal }) => callApi('GET /payments/options', {}, { signal }),
    // The same for everyone and rarely changed (the admin's rate): one fetch per visit is enough.
    staleTime: 5 * 60_000,
  });
}
