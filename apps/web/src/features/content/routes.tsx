import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';

/** About us. Public, lazy-loaded (each page is its own chunk). */
export const contentRoutes: RouteObject[] = [
  { path: 'about', handle: publicPage(), lazy: lazyPage(() => import('./about-page'), ['content']) },
];
