import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';

/** The help centre. Public, lazy-loaded (each page is its own chunk). */
export const helpRoutes: RouteObject[] = [
  { path: 'help', lazy: lazyPage(() => import('./help-page'), ['help', 'faq']) },
];
