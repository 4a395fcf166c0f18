import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';
import { RequireAuth } from '../auth';
import { publicCompanyQuery } from './api/use-public-company';

/**
 * The `company` pages (issue 15): /company, the operator's own profile (reachable before verification,
 * ARCHITECTURE §5), and /operators/{slug}, a company's public page, rendered on the server.
 */
export const companyRoutes: RouteObject[] = [
  {
    path: 'operators/:slug',
    // The owner's preview (?preview) is asked with the session in the browser: nothing to prefetch.
    handle: publicPage(
      import.meta.env.SSR
        ? ({ params, url, queryClient }) =>
            url.searchParams.has('preview')
              ? Promise.resolve()
              : queryClient.prefetchQuery(publicCompanyQuery(params.slug ?? ''))
        : undefined,
    ),
    // Safari cards and ratings come from the safaris feature, the cards' heart from saved: their
    // namespaces load with the page ("Ask the operator" loads its messaging texts itself, after it).
    lazy: lazyPage(
      () => import('./public-company-page'),
      ['company', 'safaris', 'saved'],
      ['company', 'safaris', 'saved', 'messaging', 'common'],
    ),
  },
  {
    element: <RequireAuth userType="operator" />,
    children: [
      {
        path: 'company',
        lazy: lazyPage(() => import('./company-profile-page'), ['company', 'messages']),
      },
    ],
  },
];
