import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

/** /dashboard: reachable by every signed-in user, verified or not (ARCHITECTURE §5). */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'dashboard',
        // The texts of the cards other features place on it (messaging, saved, reviews) and the analytics summary.
        lazy: lazyPage(
          () => import('./dashboard-page'),
          ['dashboard', 'analytics', 'messaging', 'saved', 'reviews', 'messages'],
        ),
      },
    ],
  },
];
