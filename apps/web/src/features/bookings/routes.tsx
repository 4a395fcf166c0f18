import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { RequireAuth } from '../auth';

/**
 * Booking pages (spec §2), lazy-loaded per page: a signed-in traveler confirms, pays and follows a
 * booking; a verified tour operator sees the bookings of their packages.
 */
/** The booking pages' texts (the payment method fields are the payments feature's; trip bookings and
 * their tickets are the transport feature's: its `tickets` namespace, and `transport` for what they share
 * with the public trip pages). */
const NAMESPACES = ['bookings', 'payments', 'transport', 'tickets', 'messages'] as const;

export const bookingRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'booking/confirm',
        lazy: lazyPage(() => import('./booking-confirm-page'), NAMESPACES),
      },
      {
        path: 'booking/success',
        lazy: lazyPage(() => import('./booking-success-page'), NAMESPACES),
      },
      {
        path: 'bookings',
        lazy: lazyPage(() => import('./bookings-page'), NAMESPACES),
      },
      {
        path: 'bookings/:id',
        lazy: lazyPage(() => import('./booking-detail-page'), NAMESPACES),
      },
    ],
  },
  {
    element: <RequireAuth operatorType="tour_operator" requireVerified />,
    children: [
      {
        path: 'safaris-management/bookings',
        lazy: lazyPage(() => import('./operator/operator-bookings-page'), NAMESPACES),
      },
      {
        path: 'safaris-management/bookings/:id',
        lazy: lazyPage(() => import('./operator/operator-booking-detail-page'), NAMESPACES),
      },
    ],
  },
];
