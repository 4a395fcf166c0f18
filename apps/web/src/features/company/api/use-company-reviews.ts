import { COMPANY_REVIEWS_PAGE_SIZE } from '@dala/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyKeys } from './keys';

/**
 * GET /companies/:slug/reviews from page 2 on (the page's own answer carries page 1), one page per
 * "Show more reviews"; asked for only once the visitor wants more.
 */
export function useMoreCompanyReviews(slug: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: companyKeys.reviews(slug),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        'GET /companies/:slug/reviews',
        { params: { slug }, query: { page: pageParam, page_size: COMPANY_REVIEWS_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 2,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled,
  });
}
