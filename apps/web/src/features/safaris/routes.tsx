import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth, useAuth, isTourOperator } from '../auth';

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
    lazy: () => import('./search/safaris-search-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'safaris/:id',
    lazy: () => import('./detail/safari-detail-page').then((m) => ({ Component: m.default })),
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
        lazy: () => import('./management/management-page').then((m) => ({ Component: m.default })),
      },
      {
        path: 'safaris-management/new',
        lazy: () => import('./management/package-editor-page').then((m) => ({ Component: m.default })),
      },
      {
        path: 'safaris-management/:id',
        lazy: () => import('./management/package-editor-page').then((m) => ({ Component: m.default })),
      },
    ],
  },
];
