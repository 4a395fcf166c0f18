import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { safariKeys } from './keys';

/** GET /safaris/:id/availability between two dates. */
export function useAvailability(id: string, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: safariKeys.availability(id, from, to),
    queryFn: ({ signal }) =>
      callApi('GET /safaris/:id/availability', { params: { id }, query: { from, to } }, { signal }),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
