import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';

/** About us. Public, lazy-loaded (each page is its own chunk). */
export const contentRoutes: RouteObject[] = [
  { path: 'about', lazy: lazyPage(() => import('./about-page'), ['content']) },
];
