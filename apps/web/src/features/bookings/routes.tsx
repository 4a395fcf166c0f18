import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth';

/**
 * Booking pages (spec §2), lazy-loaded per page: a signed-in traveler confirms, pays and follows a
 * booking; a verified tour operator sees the bookings of their packages.
 */
export const bookingRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'booking/confirm',
        lazy: () => import('./booking-confirm-page').then((m) => ({ Component: m.default })),
      },
      {
        path: 'booking/success',
        lazy: () => import('./booking-success-page').then((m) => ({ Component: m.default })),
      },
      {
        path: 'bookings',
        lazy: () => import('./bookings-page').then((m) => ({ Component: m.default })),
      },
      {
        path: 'bookings/:id',
        lazy: () => import('./booking-detail-page').then((m) => ({ Component: m.default })),
      },
    ],
  },
  {
    element: <RequireAuth operatorType="tour_operator" requireVerified />,
    children: [
      {
        path: 'safaris-management/bookings',
        lazy: () => import('./operator/operator-bookings-page').then((m) => ({ Component: m.default })),
      },
      {
        path: 'safaris-management/bookings/:id',
        lazy: () => import('./operator/operator-booking-detail-page').then((m) => ({ Component: m.default })),
      },
    ],
  },
];
