import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /safaris/popular: the home page's popular packages. */
export function usePopularSafaris(limit: number) {
  return useQuery({
    queryKey: ['safaris', 'popular', limit],
    queryFn: ({ signal }) => callApi('GET /safaris/popular', { query: { limit } }, { signal }),
  });
}
