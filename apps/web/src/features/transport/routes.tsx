import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';
import { RequireAuth } from '../auth';

/** The namespaces of the transport pages (texts of each screen and the API's messages). */
const TRAVEL = ['transport'] as const;
const FLEET = ['transport', 'fleet'] as const;
const TRIPS = ['transport', 'operations'] as const;

/**
 * Routes of the transport marketplace (spec §2; design/TRANSPORT.md). Search, discovery and a trip's
 * page are public; /trips is the transporter's trip management or a traveler's own trips; the fleet
 * pages need a verified transporter. Page folders: travel/ (travelers), operations/ (a transporter's
 * routes, schedules, trips and manifests), fleet/ (vehicles, drivers, documents).
 */
export const transportRoutes: RouteObject[] = [
  {
    path: 'transport-search',
    handle: publicPage(),
    lazy: lazyPage(() => import('./travel/transport-search-page'), TRAVEL),
  },
  {
    path: 'trips-discovery',
    handle: publicPage(),
    lazy: lazyPage(() => import('./travel/trips-discovery-page'), TRAVEL),
  },
  {
    path: 'trips/:id',
    handle: publicPage(),
    lazy: lazyPage(() => import('./travel/trip-detail-page'), TRAVEL),
  },
  {
    element: <RequireAuth />,
    children: [{ path: 'trips', lazy: lazyPage(() => import('./trips-page'), TRIPS) }],
  },
  {
    element: <RequireAuth operatorType="transporter" requireVerified />,
    children: [
      { path: 'fleet', lazy: lazyPage(() => import('./fleet/fleet-page'), FLEET) },
      { path: 'fleet/drivers', lazy: lazyPage(() => import('./fleet/drivers-page'), FLEET) },
      { path: 'fleet/validation', lazy: lazyPage(() => import('./fleet/validation-page'), FLEET) },
      { path: 'vehicles', lazy: lazyPage(() => import('./fleet/vehicles-page'), FLEET) },
    ],
  },
];
