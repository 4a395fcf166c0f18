import type { RouteObject } from 'react-router';
import { placeholder } from '../../components/capability-placeholder';
import { RequireAuth } from '../auth';

const ENGAGEMENT = 'engagement';

/** Saved items, reviews and deals: placeholders until the engagement capability builds them. */
export const engagementRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'saved',
        Component: placeholder({
          title: 'Saved',
          capability: ENGAGEMENT,
          description: 'Safaris and trips you save will be kept here so you can book them later.',
        }),
      },
      {
        path: 'reviews',
        Component: placeholder({
          title: 'Reviews',
          capability: ENGAGEMENT,
          description: 'Reviews of completed bookings, and operators’ replies to them, will show here.',
        }),
      },
      {
        path: 'deals',
        Component: placeholder({
          title: 'Deals',
          capability: ENGAGEMENT,
          description: 'Promotions from operators with their discount and dates will be listed here.',
        }),
      },
    ],
  },
];
