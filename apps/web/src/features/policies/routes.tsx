import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';

/** Terms, privacy and cancellation policies. Public, lazy-loaded (each page is its own chunk). */
export const policyRoutes: RouteObject[] = [
  { path: 'terms', handle: publicPage(), lazy: lazyPage(() => import('./terms-page'), ['policies']) },
  { path: 'privacy', handle: publicPage(), lazy: lazyPage(() => import('./privacy-page'), ['policies']) },
  {
    path: 'cancellation',
    handle: publicPage(),
    lazy: lazyPage(() => import('./cancellation-page'), ['policies']),
  },
];
