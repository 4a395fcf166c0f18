import type { RouteObject } from 'react-router';

/** The destinations page. Public, lazy-loaded (each page is its own chunk). */
export const destinationRoutes: RouteObject[] = [
  { path: 'destinations', lazy: () => import('./destinations-page').then((m) => ({ Component: m.default })) },
];
