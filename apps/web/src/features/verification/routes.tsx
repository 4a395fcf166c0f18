import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth';

export const verificationRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'verification-required',
        lazy: () => import('./verification-page').then((m) => ({ Component: m.default })),
      },
    ],
  },
];
