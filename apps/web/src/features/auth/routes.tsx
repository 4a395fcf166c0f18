import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { GuestOnly } from './guards';
import { publicPage } from '../../lib/public-page';

/** Sign-in, registration and the mailed-link pages. */
export const authRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      {
        path: 'login',
        handle: publicPage(),
        lazy: lazyPage(() => import('./login-page'), ['auth', 'messages']),
      },
      {
        path: 'register',
        handle: publicPage(),
        lazy: lazyPage(() => import('./register-page'), ['auth', 'messages']),
      },
      {
        path: 'forgot-password',
        handle: publicPage(),
        lazy: lazyPage(() => import('./forgot-password-page'), ['auth', 'messages']),
      },
    ],
  },
  // Opened from emails: they work whether or not someone is signed in on this browser.
  {
    path: 'reset-password',
    handle: publicPage(),
    lazy: lazyPage(() => import('./reset-password-page'), ['auth', 'messages']),
  },
  { path: 'verify-email', lazy: lazyPage(() => import('./verify-email-page'), ['auth', 'messages']) },
];
