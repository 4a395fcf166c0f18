import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';

/** Frequently asked questions. Public, lazy-loaded (each page is its own chunk). */
export const faqRoutes: RouteObject[] = [
  { path: 'faq', handle: publicPage(), lazy: lazyPage(() => import('./faq-page'), ['faq']) },
];
