import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth';

export const notificationRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'notifications',
        lazy: () => import('./notifications-page').then((m) => ({ Component: m.default })),
      },
    ],
  },
];
