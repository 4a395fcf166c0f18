import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth';

/** /dashboard: reachable by every signed-in user, verified or not (ARCHITECTURE §5). */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: 'dashboard', lazy: () => import('./dashboard-page').then((m) => ({ Component: m.default })) },
    ],
  },
];
