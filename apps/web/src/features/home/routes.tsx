import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';

/** The home page. Public, lazy-loaded with its namespaces (the search panel's included). */
export const homeRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./home-page'), ['home', 'search']) },
];
