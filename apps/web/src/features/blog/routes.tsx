import type { RouteObject } from 'react-router';

/** The blog and its articles. Public, lazy-loaded (each page is its own chunk). */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', lazy: () => import('./blog-page').then((m) => ({ Component: m.default })) },
  { path: 'blog/:slug', lazy: () => import('./article-page').then((m) => ({ Component: m.default })) },
];
