import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

/** /dashboard: reachable by every signed-in user, verified or not (ARCHITECTURE §5). */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: 'dashboard', lazy: lazyPage(() => import('./dashboard-page'), ['dashboard', 'messages']) },
    ],
  },
];
