import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { safariKeys } from './keys';

/** GET /operator/safaris/:id/blocked-dates: a private tour's blocked dates. */
export function useBlockedDates(id: number, enabled: boolean) {
  return useQuery({
    queryKey: safariKeys.blockedDates(id),
    queryFn: ({ signal }) =>
      callApi('GET /operator/safaris/:id/blocked-dates', { params: { id } }, { signal }),
    enabled,
  });
}

/** POST …/blocked-dates (with an optional reason) and DELETE …/blocked-dates (one date). */
export function useBlockedDateActions() {
  const add = useMutation({
    mutationFn: ({ packageId, dates, reason }: { packageId: number; dates: string[]; reason?: string }) =>
      callApi('POST /operator/safaris/:id/blocked-dates', {
        params: { id: packageId },
        body: { dates, reason },
      }),
  });
  const remove = useMutation({
    mutationFn: ({ packageId, date }: { packageId: number; date: string }) =>
      callApi('DELETE /operator/safaris/:id/blocked-dates', {
        params: { id: packageId },
        body: { dates: [date] },
      }),
  });
  return { add: add.mutateAsync, remove: remove.mutateAsync };
}
