import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

export const verificationRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'verification-required',
        lazy: lazyPage(() => import('./verification-page'), ['verification', 'messages']),
      },
    ],
  },
];
