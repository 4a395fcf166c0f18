import type { RouteObject } from 'react-router';

/** The contact page and form. Public, lazy-loaded (each page is its own chunk). */
export const contactRoutes: RouteObject[] = [
  { path: 'contact', lazy: () => import('./contact-page').then((m) => ({ Component: m.default })) },
];
