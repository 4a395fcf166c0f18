import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';
import { RequireAuth } from '../auth';
import { tripDiscoveryQuery } from './api/travel-discovery';
import { canSearchTrips, tripSearchQuery } from './api/travel-search';
import { tripDetailQuery } from './api/travel-trip';
import { readTripFilters } from './travel/search-params';
import {
  DISCOVERY_PAGE_ROUTES,
  SEARCH_PAGE_POPULAR_ROUTES,
  isTripId,
  readSegment,
} from './travel/travel-routing';

/**
 * The namespaces of the transport pages (texts of each screen and the API's messages; the heart's). The
 * public pages load `transport` only: a traveler's trips and tickets are in `tickets`, the seat-layout
 * editor's texts in `fleet` (issue 12: less to load on the public pages).
 */
const TRAVEL = ['transport', 'saved'] as const;
/** The catalog sections a traveler's public page can show (its API errors), not the whole catalog. */
const TRAVEL_MESSAGES = ['travel', 'common'] as const;
/** Discovery takes no input: only the common texts of a failed request. */
const DISCOVERY_MESSAGES = ['common'] as const;
/** A trip's page also says why seats cannot be bought (transport section); its checkout loads the rest. */
const TRIP_MESSAGES = ['travel', 'transport', 'common'] as const;
/** The fleet pages are signed-in pages with forms (fleet, transport and common messages): the whole catalog. */
const FLEET = ['transport', 'fleet', 'messages'] as const;
/** A trip's management is a signed-in page with forms: the whole message catalog. */
const MANAGE_TRIP = ['transport', 'operations', 'messages'] as const;
/** /trips is the transporter's trips (as a trip's management) or a traveler's own trips (`tickets`). */
const TRIPS = ['transport', 'tickets', 'operations', 'messages'] as const;

/**
 * Routes of the transport marketplace (spec §2; design/TRANSPORT.md). Search, discovery and a trip's
 * page are public; /trips is the transporter's trip management or a traveler's own trips; the fleet
 * pages need a verified transporter. Page folders: travel/ (travelers), operations/ (a transporter's
 * routes, schedules, trips and manifests), fleet/ (vehicles, drivers, documents).
 */
export const transportRoutes: RouteObject[] = [
  {
    path: 'transport-search',
    // The URL's search, or (without a destination) the popular routes the page offers instead.
    handle: publicPage(
      import.meta.env.SSR
        ? ({ url, queryClient }) => {
            const filters = readTripFilters(url.searchParams);
            return canSearchTrips(filters)
              ? queryClient.prefetchQuery(tripSearchQuery(filters))
              : queryClient.prefetchQuery(tripDiscoveryQuery(SEARCH_PAGE_POPULAR_ROUTES));
          }
        : undefined,
    ),
    lazy: lazyPage(() => import('./travel/transport-search-page'), TRAVEL, TRAVEL_MESSAGES),
  },
  {
    path: 'trips-discovery',
    handle: publicPage(
      import.meta.env.SSR
        ? ({ queryClient }) => queryClient.prefetchQuery(tripDiscoveryQuery(DISCOVERY_PAGE_ROUTES))
        : undefined,
    ),
    // No hearts on the discovery page: its texts without the saved namespace.
    lazy: lazyPage(() => import('./travel/trips-discovery-page'), ['transport'], DISCOVERY_MESSAGES),
  },
  {
    path: 'trips/:id',
    // The trip on the URL's segment; the browser asks again for fresh seat states when it takes over.
    handle: publicPage(
      import.meta.env.SSR
        ? async ({ params, url, queryClient }) => {
            if (!isTripId(params.id)) return;
            await queryClient.prefetchQuery(tripDetailQuery(params.id, readSegment(url.searchParams)));
          }
        : undefined,
    ),
    lazy: lazyPage(() => import('./travel/trip-detail-page'), TRAVEL, TRIP_MESSAGES),
  },
  {
    element: <RequireAuth />,
    children: [
      { path: 'trips', lazy: lazyPage(() => import('./trips-page'), TRIPS) },
      // A traveler's ticket (the API answers 404 for anyone else's).
      {
        path: 'trips/tickets/:number',
        lazy: lazyPage(
          () => import('./travel/tickets/ticket-page'),
          ['transport', 'tickets'],
          ['transport', 'bookings', 'common'],
        ),
      },
    ],
  },
  {
    element: <RequireAuth operatorType="transporter" requireVerified />,
    children: [
      { path: 'fleet', lazy: lazyPage(() => import('./fleet/fleet-page'), FLEET) },
      { path: 'fleet/drivers', lazy: lazyPage(() => import('./fleet/drivers-page'), FLEET) },
      { path: 'fleet/validation', lazy: lazyPage(() => import('./fleet/validation-page'), FLEET) },
      { path: 'vehicles', lazy: lazyPage(() => import('./fleet/vehicles-page'), FLEET) },
      // One trip for its transporter (trips/:id is the trip's public page).
      {
        path: 'trips/manage/:id',
        lazy: lazyPage(() => import('./operations/trip-manage-page'), MANAGE_TRIP),
      },
    ],
  },
];
