import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

const NAMESPACES = ['reviews', 'common'] as const;
/** Message sections whose keys the reviews API's errors carry. */
const SECTIONS = ['reviews', 'common', 'safaris'] as const;

/** /reviews for travelers and operators; /admin/reviews (moderation) for admins only (issue 15). */
export const reviewsRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [{ path: 'reviews', lazy: lazyPage(() => import('./reviews-page'), NAMESPACES, SECTIONS) }],
  },
  {
    element: <RequireAuth userType="admin" />,
    children: [
      {
        path: 'admin/reviews',
        lazy: lazyPage(() => import('./admin-reviews-page'), [...NAMESPACES, 'admin'], SECTIONS),
      },
    ],
  },
];
