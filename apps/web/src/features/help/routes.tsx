import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';

/** The help centre. Public, lazy-loaded (each page is its own chunk). */
export const helpRoutes: RouteObject[] = [
  { path: 'help', handle: publicPage(), lazy: lazyPage(() => import('./help-page'), ['help', 'faq']) },
];
