import type { RouteObject } from 'react-router';
import { placeholder } from '../../components/capability-placeholder';
import { RequireAuth } from '../auth';

/** /reviews (issue 15): the placeholder until its screen works. */
export const reviewsRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ path: 'reviews', lazy: placeholder({ namespace: 'engagement', page: 'reviews' }) }],
  },
];
