import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';

/** The blog and its articles. Public, lazy-loaded (each page is its own chunk). */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', handle: publicPage(), lazy: lazyPage(() => import('./blog-page'), ['blog']) },
  { path: 'blog/:slug', handle: publicPage(), lazy: lazyPage(() => import('./article-page'), ['blog']) },
];
