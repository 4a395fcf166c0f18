import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

/** The admin's finance page (/admin/finance): admins only, others see /unauthorized. */
export const financeRoutes: RouteObject[] = [
  {
    element: <RequireAuth userType="admin" />,
    children: [
      {
        path: 'admin/finance',
        lazy: lazyPage(
          () => import('./finance-page'),
          ['finance', 'admin'],
          ['finance', 'payouts', 'payments', 'common'],
        ),
      },
    ],
  },
];
