import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { GuestOnly } from './guards';
import { publicPage } from '../../lib/public-page';

/**
 * The catalog sections the guest forms can show: their schemas' field messages (`auth`, and `common`
 * for text rules) and the auth texts the pages show themselves. Not the whole catalog: first load.
 * src/test/guest-form-messages.test.ts checks the list against the schemas.
 */
export const GUEST_FORM_MESSAGES = ['auth', 'common'] as const;

/** Sign-in, registration and the mailed-link pages. */
export const authRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      {
        path: 'login',
        handle: publicPage(),
        lazy: lazyPage(() => import('./login-page'), ['auth'], GUEST_FORM_MESSAGES),
      },
      {
        path: 'register',
        handle: publicPage(),
        // The API's texts (`auth`: the form's checks; `common`: network, rate limits) load once the page
        // is idle, and before any check (register-page).
        lazy: lazyPage(() => import('./register-page'), ['auth']),
      },
      {
        path: 'forgot-password',
        handle: publicPage(),
        lazy: lazyPage(() => import('./forgot-password-page'), ['auth'], GUEST_FORM_MESSAGES),
      },
    ],
  },
  // Opened from emails: they work whether or not someone is signed in on this browser.
  {
    path: 'reset-password',
    handle: publicPage(),
    lazy: lazyPage(() => import('./reset-password-page'), ['auth'], GUEST_FORM_MESSAGES),
  },
  { path: 'verify-email', lazy: lazyPage(() => import('./verify-email-page'), ['auth', 'messages']) },
];
