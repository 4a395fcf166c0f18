import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

/** A traveler's receipts (the /payments list itself is the payments feature's role switch). */
export const billingRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'payments/:id/receipt',
        lazy: lazyPage(() => import('./receipt-page'), ['billing', 'messages']),
      },
    ],
  },
];
