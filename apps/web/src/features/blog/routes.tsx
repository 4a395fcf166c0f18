import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';

/** The blog and its articles. Public, lazy-loaded (each page is its own chunk). */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', lazy: lazyPage(() => import('./blog-page'), ['blog']) },
  { path: 'blog/:slug', lazy: lazyPage(() => import('./article-page'), ['blog']) },
];
