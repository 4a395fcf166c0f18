import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

/** /payments: one address, a page per role (payments-page.tsx). */
export const paymentRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'payments',
        lazy: lazyPage(() => import('./payments-page'), ['payments', 'billing', 'earnings', 'messages']),
      },
    ],
  },
];
