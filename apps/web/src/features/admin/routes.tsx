import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

const NAMESPACES = ['admin', 'common'] as const;
/** Message sections whose keys the console's API answers and form errors carry. */
const SECTIONS = ['admin', 'auth', 'fleet', 'common'] as const;

/** The admin console (issue 15): admins only, others see /unauthorized. /admin/finance is features/finance. */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAuth userType="admin" />,
    children: [
      { path: 'admin', lazy: lazyPage(() => import('./admin-home-page'), NAMESPACES, SECTIONS) },
      {
        path: 'admin/operators',
        lazy: lazyPage(() => import('./operator-queue-page'), NAMESPACES, SECTIONS),
      },
      {
        path: 'admin/documents',
        lazy: lazyPage(() => import('./fleet-documents-page'), NAMESPACES, SECTIONS),
      },
      { path: 'admin/users', lazy: lazyPage(() => import('./users-page'), NAMESPACES, SECTIONS) },
      { path: 'admin/users/:id', lazy: lazyPage(() => import('./user-page'), NAMESPACES, SECTIONS) },
      { path: 'admin/audit', lazy: lazyPage(() => import('./audit-page'), NAMESPACES, SECTIONS) },
    ],
  },
];
