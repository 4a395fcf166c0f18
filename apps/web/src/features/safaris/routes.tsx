import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../../app/guards';
import { HomeLink, placeholder } from '../../app/capability-placeholder';
import { useAuth } from '../auth/auth-context';
import { isTourOperator } from '../auth/roles';

/** /safaris: tour operators manage their packages at /safaris-management; everyone else searches. */
function SafarisRedirect() {
  const { user } = useAuth();
  return <Navigate to={isTourOperator(user) ? '/safaris-management' : '/safaris-search'} replace />;
}

const SAFARI = 'safari marketplace';

/**
 * Routes of the safari marketplace. For now the identity capability provides guarded placeholder
 * pages; the safari marketplace capability replaces them with the real screens.
 */
export const safariRoutes: RouteObject[] = [
  {
    path: 'safaris-search',
    Component: placeholder({
      title: 'Find your safari',
      capability: SAFARI,
      description:
        'Search safari packages from verified Tanzanian tour operators by destination, dates and travelers.',
      children: <HomeLink />,
    }),
  },
  {
    path: 'safaris/:id',
    Component: placeholder({
      title: 'Safari package',
      capability: SAFARI,
      description: 'The full itinerary, prices, departures and operator of a safari package will show here.',
      children: <HomeLink />,
    }),
  },
  {
    element: <RequireAuth />,
    children: [
      { path: 'safaris', Component: SafarisRedirect },
      {
        path: 'booking/confirm',
        Component: placeholder({
          title: 'Confirm your booking',
          capability: SAFARI,
          description: 'Review the price breakdown, deposit and cancellation terms, then pay securely.',
        }),
      },
      {
        path: 'booking/success',
        Component: placeholder({
          title: 'Booking confirmed',
          capability: SAFARI,
          description: 'Your booking reference and next steps will show here once booking is available.',
        }),
      },
      {
        path: 'bookings',
        Component: placeholder({
          title: 'My Bookings',
          capability: SAFARI,
          description: 'Every safari and trip you book will be listed here with its status and payments.',
        }),
      },
      {
        path: 'bookings/:id',
        Component: placeholder({
          title: 'Booking details',
          capability: SAFARI,
          description: 'The details, payments and cancellation options of one booking will show here.',
        }),
      },
    ],
  },
  {
    element: <RequireAuth operatorType="tour_operator" requireVerified />,
    children: [
      {
        path: 'safaris-management',
        Component: placeholder({
          title: 'Safari Management',
          capability: SAFARI,
          description:
            'Create and publish safari packages, set departures and availability, and follow their bookings.',
        }),
      },
    ],
  },
];
