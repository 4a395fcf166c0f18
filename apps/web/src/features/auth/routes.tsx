import type { RouteObject } from 'react-router';
import { GuestOnly } from './guards';

/** Sign-in, registration and the mailed-link pages. */
export const authRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { path: 'login', lazy: () => import('./login-page').then((m) => ({ Component: m.default })) },
      { path: 'register', lazy: () => import('./register-page').then((m) => ({ Component: m.default })) },
      {
        path: 'forgot-password',
        lazy: () => import('./forgot-password-page').then((m) => ({ Component: m.default })),
      },
    ],
  },
  // Opened from emails: they work whether or not someone is signed in on this browser.
  {
    path: 'reset-password',
    lazy: () => import('./reset-password-page').then((m) => ({ Component: m.default })),
  },
  { path: 'verify-email', lazy: () => import('./verify-email-page').then((m) => ({ Component: m.default })) },
];
