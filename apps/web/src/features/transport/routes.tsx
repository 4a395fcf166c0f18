import type { RouteObject } from 'react-router';
import { placeholder } from '../../components/capability-placeholder';
import { RequireAuth } from '../auth';
import { publicPage } from '../../lib/public-page';

const page = (name: string, homeLink = false) =>
  placeholder({ namespace: 'transport', page: name, tone: 'trip', homeLink });

/** Routes of the transport marketplace: placeholders until that capability builds the screens. */
export const transportRoutes: RouteObject[] = [
  { path: 'transport-search', handle: publicPage(), lazy: page('search', true) },
  { path: 'trips-discovery', handle: publicPage(), lazy: page('discovery', true) },
  { path: 'trips/:id', handle: publicPage(), lazy: page('details', true) },
  {
    element: <RequireAuth />,
    children: [{ path: 'trips', lazy: page('trips') }],
  },
  {
    element: <RequireAuth operatorType="transporter" requireVerified />,
    children: [
      { path: 'fleet', lazy: page('fleet') },
      { path: 'fleet/drivers', lazy: page('drivers') },
      { path: 'fleet/validation', lazy: page('validation') },
      { path: 'vehicles', lazy: page('vehicles') },
    ],
  },
];
