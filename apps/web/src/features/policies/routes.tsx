import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';

/** Terms, privacy and cancellation policies. Public, lazy-loaded (each page is its own chunk). */
export const policyRoutes: RouteObject[] = [
  { path: 'terms', lazy: lazyPage(() => import('./terms-page'), ['policies']) },
  { path: 'privacy', lazy: lazyPage(() => import('./privacy-page'), ['policies']) },
  { path: 'cancellation', lazy: lazyPage(() => import('./cancellation-page'), ['policies']) },
];
