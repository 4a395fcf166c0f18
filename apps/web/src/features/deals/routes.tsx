import type { RouteObject } from 'react-router';
import { placeholder } from '../../components/capability-placeholder';
import { RequireAuth } from '../auth';

/** /deals (issue 15): the placeholder until its screen works. */
export const dealsRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ path: 'deals', lazy: placeholder({ namespace: 'engagement', page: 'deals' }) }],
  },
];
