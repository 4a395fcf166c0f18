import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

export const notificationRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'notifications',
        lazy: lazyPage(() => import('./notifications-page'), ['notifications']),
      },
    ],
  },
];
