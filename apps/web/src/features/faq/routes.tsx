import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';

/** Frequently asked questions. Public, lazy-loaded (each page is its own chunk). */
export const faqRoutes: RouteObject[] = [
  { path: 'faq', lazy: lazyPage(() => import('./faq-page'), ['faq']) },
];
