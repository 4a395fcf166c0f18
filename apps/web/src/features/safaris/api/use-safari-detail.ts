import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { safariKeys } from './keys';

/**
 * GET /safaris/:id: a published package by id or slug. A 404 is not retried, also not when the page
 * takes over a server-rendered "not available" (the server already asked).
 */
export const safariDetailQuery = (id: string) =>
  queryOptions({
    queryKey: safariKeys.detail(id),
    queryFn: ({ signal }) => callApi('GET /safaris/:id', { params: { id } }, { signal }),
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status === 404),
    retryOnMount: false,
  });

export function useSafariDetail(id: string, enabled = true) {
  return useQuery({ ...safariDetailQuery(id), enabled });
}
