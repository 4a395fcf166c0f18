import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth';

/** /profile and /account: the signed-in user's own details, password and sessions. */
export const accountRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: 'profile', lazy: () => import('./profile-page').then((m) => ({ Component: m.default })) },
      { path: 'account', lazy: () => import('./account-page').then((m) => ({ Component: m.default })) },
    ],
  },
];
