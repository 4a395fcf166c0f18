import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { safariKeys } from './keys';

/** GET /safaris/:id: a published package by id or slug (a 404 is not retried). */
export function useSafariDetail(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: safariKeys.detail(id),
    queryFn: ({ signal }) => callApi('GET /safaris/:id', { params: { id } }, { signal }),
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status === 404),
  });
}
