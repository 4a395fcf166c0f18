import type { RouteObject } from 'react-router';

/** About us. Public, lazy-loaded (each page is its own chunk). */
export const contentRoutes: RouteObject[] = [
  { path: 'about', lazy: () => import('./about-page').then((m) => ({ Component: m.default })) },
];
