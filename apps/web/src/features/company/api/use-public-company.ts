import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { companyKeys } from './keys';

/**
 * GET /companies/:slug: a company's public page. The owner's preview (`preview`) is asked with the
 * session's token, in the browser only; the public answer is what the server renders. A 404 is not
 * retried, also not when the page takes over a server-rendered one.
 */
export const publicCompanyQuery = (slug: string, preview = false) =>
  queryOptions({
    queryKey: companyKeys.public(slug, preview),
    queryFn: ({ signal }) => callApi('GET /companies/:slug', { params: { slug } }, { signal }),
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status === 404),
    retryOnMount: false,
  });

export function usePublicCompany(slug: string, { preview = false, enabled = true } = {}) {
  return useQuery({ ...publicCompanyQuery(slug, preview), enabled });
}
