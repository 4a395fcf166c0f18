import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /safaris/popular: the home page's popular packages. */
export const popularSafarisQuery = (limit: number) =>
  queryOptions({
    queryKey: ['safaris', 'popular', limit],
    queryFn: ({ signal }) => callApi('GET /safaris/popular', { query: { limit } }, { signal }),
  });

export function usePopularSafaris(limit: number) {
  return useQuery(popularSafarisQuery(limit));
}
