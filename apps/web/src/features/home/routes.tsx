import type { RouteObject } from 'react-router';

/** The home page. Public, lazy-loaded (each page is its own chunk). */
export const homeRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./home-page').then((m) => ({ Component: m.default })) },
];
