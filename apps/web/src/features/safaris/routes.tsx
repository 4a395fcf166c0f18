import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';
import { RequireAuth, useAuth, isTourOperator } from '../auth';
import { availabilityQuery, upcomingAvailabilityRange } from './api/use-availability';
import { destinationsQuery } from './api/use-destinations';
import { safariDetailQuery } from './api/use-safari-detail';
import { safariSearchQuery } from './api/use-safari-search';
import { readFilters } from './search/search-params';

/** The namespaces every safari page reads (its texts and the API's messages). */
const NAMESPACES = ['safaris', 'messages'] as const;
/** The public pages load only the catalog sections they can show (search, quote and availability
 * errors), not every section: the transport sections are no concern of theirs. */
const PUBLIC_MESSAGES = ['safaris', 'bookings', 'search', 'common'] as const;

/** /safaris: tour operators manage their packages at /safaris-management; everyone else searches. */
function SafarisRedirect() {
  const { user } = useAuth();
  return <Navigate to={isTourOperator(user) ? '/safaris-management' : '/safaris-search'} replace />;
}

/**
 * Routes of the safari marketplace (spec §2), lazy-loaded per page. Search and detail are public;
 * the booking pages are in features/bookings; management needs a verified tour operator.
 */
export const safariRoutes: RouteObject[] = [
  {
    path: 'safaris-search',
    handle: publicPage(
      import.meta.env.SSR
        ? ({ url, queryClient }) =>
            Promise.all([
              queryClient.prefetchQuery(safariSearchQuery(readFilters(url.searchParams))),
              queryClient.prefetchQuery(destinationsQuery()),
            ])
        : undefined,
    ),
    lazy: lazyPage(() => import('./search/safaris-search-page'), ['safaris', 'saved'], PUBLIC_MESSAGES),
  },
  {
    path: 'safaris/:id',
    // The package, then the booking box's departures (by the package's number: the URL may be a slug).
    handle: publicPage(
      import.meta.env.SSR
        ? async ({ params, queryClient }) => {
            const safari = await queryClient
              .fetchQuery({ ...safariDetailQuery(params.id ?? ''), retry: false })
              .catch(() => null);
            if (!safari) return;
            const { from, to } = upcomingAvailabilityRange();
            await queryClient.prefetchQuery(availabilityQuery(String(safari.id), from, to));
          }
        : undefined,
    ),
    // The booking panel shows bookings' QuoteBreakdown (bookings namespace); the heart is saved's. The
    // reviews below the fold load their texts with their own chunk (features/reviews).
    lazy: lazyPage(
      () => import('./detail/safari-detail-page'),
      ['safaris', 'bookings', 'saved'],
      PUBLIC_MESSAGES,
    ),
  },
  {
    element: <RequireAuth />,
    children: [{ path: 'safaris', Component: SafarisRedirect }],
  },
  {
    element: <RequireAuth operatorType="tour_operator" requireVerified />,
    children: [
      {
        path: 'safaris-management',
        lazy: lazyPage(() => import('./management/management-page'), NAMESPACES),
      },
      {
        path: 'safaris-management/new',
        lazy: lazyPage(() => import('./management/package-editor-page'), NAMESPACES),
      },
      {
        path: 'safaris-management/:id',
        lazy: lazyPage(() => import('./management/package-editor-page'), NAMESPACES),
      },
    ],
  },
];
