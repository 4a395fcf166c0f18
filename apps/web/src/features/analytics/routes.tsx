import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

/** /analytics (issue 15): an operator's figures, linked from the dashboard. */
export const analyticsRoutes: RouteObject[] = [
  {
    element: <RequireAuth userType="operator" />,
    children: [
      { path: 'analytics', lazy: lazyPage(() => import('./analytics-page'), ['analytics', 'messages']) },
    ],
  },
];
