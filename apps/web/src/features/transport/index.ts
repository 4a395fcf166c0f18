/**
 * The transport feature's public entry: what other features may use of it (lint rule). The bookings
 * pages show trip bookings beside safari bookings with these, and a safari's booking suggests trips.
 */
export { TripBookingDetail } from './travel/tickets/trip-booking-detail';
export { TripBookingRow } from './travel/tickets/trip-booking-card';
export { TripsBeforeSafari } from './travel/tickets/cross-sell';
