import type { RouteObject } from 'react-router';
import { placeholder } from '../../components/capability-placeholder';
import { RequireAuth } from '../auth';

/** /saved (issue 15): the placeholder until its screen works. */
export const savedRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ path: 'saved', lazy: placeholder({ namespace: 'engagement', page: 'saved' }) }],
  },
];
