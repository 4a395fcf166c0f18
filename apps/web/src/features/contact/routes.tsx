import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';

/**
 * The catalog sections the contact form can show: its own, the email's (`auth`, and `newsletter` for
 * its length) and text rules (`common`). src/test/guest-form-messages.test.ts checks the list.
 */
export const CONTACT_FORM_MESSAGES = ['contact', 'auth', 'newsletter', 'common'] as const;

/** The contact page and form. Public, lazy-loaded (each page is its own chunk). */
export const contactRoutes: RouteObject[] = [
  {
    path: 'contact',
    handle: publicPage(),
    lazy: lazyPage(() => import('./contact-page'), ['contact'], CONTACT_FORM_MESSAGES),
  },
];
