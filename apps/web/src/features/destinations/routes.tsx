import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';

/** The destinations page. Public, lazy-loaded (each page is its own chunk, with its namespace). */
export const destinationRoutes: RouteObject[] = [
  { path: 'destinations', lazy: lazyPage(() => import('./destinations-page'), ['destinations']) },
];
