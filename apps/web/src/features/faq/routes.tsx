import type { RouteObject } from 'react-router';

/** Frequently asked questions. Public, lazy-loaded (each page is its own chunk). */
export const faqRoutes: RouteObject[] = [
  { path: 'faq', lazy: () => import('./faq-page').then((m) => ({ Component: m.default })) },
];
