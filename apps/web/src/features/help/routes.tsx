import type { RouteObject } from 'react-router';

/** The help centre. Public, lazy-loaded (each page is its own chunk). */
export const helpRoutes: RouteObject[] = [
  { path: 'help', lazy: () => import('./help-page').then((m) => ({ Component: m.default })) },
];
