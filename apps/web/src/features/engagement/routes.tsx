import type { RouteObject } from 'react-router';
import { placeholder } from '../../components/capability-placeholder';
import { RequireAuth } from '../auth';

const page = (name: string) => placeholder({ namespace: 'engagement', page: name });

/** Saved items, reviews and deals: placeholders until the engagement capability builds them. */
export const engagementRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: 'saved', lazy: page('saved') },
      { path: 'reviews', lazy: page('reviews') },
      { path: 'deals', lazy: page('deals') },
    ],
  },
];
