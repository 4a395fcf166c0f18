import type { RouteObject } from 'react-router';
import { HomeLink, placeholder } from '../../components/capability-placeholder';
import { RequireAuth } from '../auth';

const TRANSPORT = 'transport marketplace';

/** Routes of the transport marketplace: placeholders until that capability builds the screens. */
export const transportRoutes: RouteObject[] = [
  {
    path: 'transport-search',
    Component: placeholder({
      title: 'Find a trip',
      capability: TRANSPORT,
      tone: 'trip',
      description: 'Search scheduled road trips between Tanzanian towns and reserve your seats.',
      children: <HomeLink />,
    }),
  },
  {
    path: 'trips-discovery',
    Component: placeholder({
      title: 'Discover trips',
      capability: TRANSPORT,
      tone: 'trip',
      description: 'Browse upcoming trips from verified transporters across Tanzania.',
      children: <HomeLink />,
    }),
  },
  {
    path: 'trips/:id',
    Component: placeholder({
      title: 'Trip details',
      capability: TRANSPORT,
      tone: 'trip',
      description: 'The route, schedule, vehicle, seat map and price of one trip will show here.',
      children: <HomeLink />,
    }),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'trips',
        Component: placeholder({
          title: 'Trips',
          capability: TRANSPORT,
          tone: 'trip',
          description:
            'Travelers will see their upcoming trips here; transporters will create and manage their trips and schedules.',
        }),
      },
    ],
  },
  {
    element: <RequireAuth operatorType="transporter" requireVerified />,
    children: [
      {
        path: 'fleet',
        Component: placeholder({
          title: 'Fleet',
          capability: TRANSPORT,
          tone: 'trip',
          description: 'An overview of your vehicles, drivers and their validation status.',
        }),
      },
      {
        path: 'fleet/drivers',
        Component: placeholder({
          title: 'Drivers',
          capability: TRANSPORT,
          tone: 'trip',
          description: 'Add your drivers with their licence details and assign them to vehicles.',
        }),
      },
      {
        path: 'fleet/validation',
        Component: placeholder({
          title: 'Fleet validation',
          capability: TRANSPORT,
          tone: 'trip',
          description: 'Upload vehicle documents and follow their validation by the Dala Rides team.',
        }),
      },
      {
        path: 'vehicles',
        Component: placeholder({
          title: 'Vehicles',
          capability: TRANSPORT,
          tone: 'trip',
          description: 'Register vehicles with their seat layout and amenities.',
        }),
      },
    ],
  },
];
