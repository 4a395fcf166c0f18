import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

/** /profile and /account: the signed-in user's own details, password and sessions. */
export const accountRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: 'profile', lazy: lazyPage(() => import('./profile-page'), ['account', 'messages']) },
      { path: 'account', lazy: lazyPage(() => import('./account-page'), ['account', 'messages']) },
    ],
  },
];
