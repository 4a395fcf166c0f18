import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';

/** The contact page and form. Public, lazy-loaded (each page is its own chunk). */
export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    handle: publicPage(),
    // The contact schema's field messages: its own, the email's (`auth`) and text rules (`common`).
    lazy: lazyPage(() => import('./contact-page'), ['contact'], ['contact', 'auth', 'common']),
  },
];
