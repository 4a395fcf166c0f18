import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

/** /saved (issue 15): the signed-in user's saved safaris and trips. */
export const savedRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: 'saved', lazy: lazyPage(() => import('./saved-page'), ['saved'], ['saved', 'common']) },
    ],
  },
];
