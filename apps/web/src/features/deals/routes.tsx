import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

/** /deals (issue 15): one address, a view per role (deals-page.tsx); signed in, as the spec lists it. */
export const dealsRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ path: 'deals', lazy: lazyPage(() => import('./deals-page'), ['deals', 'messages']) }],
  },
];
