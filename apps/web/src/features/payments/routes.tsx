import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

/** Payments: placeholder until the money capability builds the screen. */
export const paymentRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ path: 'payments', lazy: lazyPage(() => import('./payments-page'), ['payments']) }],
  },
];
