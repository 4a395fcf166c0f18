import type { User } from '@dala/shared';
import type { QueryClient } from '@tanstack/react-query';
/**
 * The transport feature's public entry: what other features may use of it (lint rule). The bookings
 * pages show trip bookings beside safari bookings with these, and a safari's booking suggests trips.
 */
export { TripBookingDetail } from './travel/tickets/trip-booking-detail';
export { TripBookingRow } from './travel/tickets/trip-booking-card';
export { TripsBeforeSafari } from './travel/tickets/cross-sell';
// A destination's page lists the trips the "See all" link's search finds, from the same query.
export { tripSearchQuery } from './api/travel-search';
export { readTripFilters } from './travel/search-params';
export { tripDay, tripTime, tzs } from './travel/trip-format';

/**
 * Offline use (issue 16), each in its own chunk (app/offline-support.tsx runs them once idle): fetch
 * what a signed-in user will want with no network, and send the check-ins queued offline.
 */
export const prewarmOfflineTrips = (user: User) =>
  import('./api/offline-prewarm').then((m) => m.prewarmOfflineTrips(user));
export const sendQueuedCheckIns = (userId: string, client: QueryClient) =>
  import('./api/operations-check-in-queue').then((m) => m.sendQueuedCheckIns(userId, client));
