import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../../lib/api-client';

/**
 * GET /destinations/:slug: a place's page (/destinations/{slug}), what the server renders. A 404 is
 * not retried, also not when the page takes over a server-rendered one.
 */
export const destinationPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['destinations', 'page', slug.toLowerCase()],
    queryFn: ({ signal }) => callApi('GET /destinations/:slug', { params: { slug } }, { signal }),
    staleTime: 5 * 60_000,
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status === 404),
    retryOnMount: false,
  });

export function useDestinationPage(slug: string) {
  return useQuery(destinationPageQuery(slug));
}
