import type { RouteObject } from 'react-router';

/** Terms, privacy and cancellation policies. Public, lazy-loaded (each page is its own chunk). */
export const policyRoutes: RouteObject[] = [
  { path: 'terms', lazy: () => import('./terms-page').then((m) => ({ Component: m.default })) },
  { path: 'privacy', lazy: () => import('./privacy-page').then((m) => ({ Component: m.default })) },
  { path: 'cancellation', lazy: () => import('./cancellation-page').then((m) => ({ Component: m.default })) },
];
