import type { User } from '@dala/shared';
import { callApi } from '../../../lib/api-client';

/**
 * Fetches, in the background, what a signed-in user will want with no network, so the service worker
 * has kept it before they go offline (issue 16): asked the way the screens ask, so the cached answers
 * are the ones those screens read.
 *
 * - A traveler: the upcoming bookings list (/bookings) and trips list (/trips), and for what starts in
 *   the next 30 days the booking's details and, for a trip, its tickets with the QR — at most 20
 *   tickets and 20 bookings.
 * - A transporter: today's trips (Tanzanian day), each with its manifest and seat map — at most 10.
 *
 * Bounded and sequential (one request at a time): it must not compete with what the user is doing.
 */
export const PREWARM_DAYS = 30;
export const PREWARM_MAX_TICKETS = 20;
export const PREWARM_MAX_BOOKINGS = 20;
export const PREWARM_MAX_TRIPS = 10;

/** A Tanzanian calendar day 'YYYY-MM-DD', `days` after `now`. */
export function tanzanianDay(now: Date, days = 0): string {
  const shifted = new Date(now.getTime() + days * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Dar_es_Salaam' }).format(shifted);
}

export async function prewarmOfflineTrips(user: User, now = new Date()): Promise<void> {
  if (user.type === 'traveler') await prewarmTraveler(now);
  else if (user.type === 'operator' && user.operator_type === 'transporter' && user.is_verified) {
    await prewarmTransporter(now);
  }
}

async function prewarmTraveler(now: Date): Promise<void> {
  const until = tanzanianDay(now, PREWARM_DAYS);
  let tickets = 0;
  let bookings = 0;
  // The bookings list as the bookings page asks for it (upcoming, page size 10); safari bookings.
  const list = await callApi('GET /bookings', { query: { group: 'upcoming', page: 1, page_size: 10 } });
  for (const booking of list.items) {
    if (booking.kind !== 'safari' || booking.start_date > until) continue;
    await callApi('GET /bookings/:id', { params: { id: booking.id } });
    bookings += 1;
  }
  // The list as the trips page asks for it (page size 10).
  for (let page = 1; page <= 2 && tickets < PREWARM_MAX_TICKETS; page += 1) {
    const trips = await callApi('GET /me/trips', { query: { when: 'upcoming', page, page_size: 10 } });
    for (const booking of trips.items) {
      if (booking.start_date > until || tickets >= PREWARM_MAX_TICKETS) continue;
      if (booking.status !== 'confirmed' || bookings >= PREWARM_MAX_BOOKINGS) continue;
      await callApi('GET /trip-bookings/:id', { params: { id: booking.id } });
      bookings += 1;
      for (const ticket of booking.trip.tickets) {
        if (ticket.cancelled || tickets >= PREWARM_MAX_TICKETS) continue;
        await callApi('GET /tickets/:number', { params: { number: ticket.number } });
        tickets += 1;
      }
    }
    if (trips.items.length < 10) break;
  }
}

async function prewarmTransporter(now: Date): Promise<void> {
  const today = tanzanianDay(now);
  // The trips list as the transporter's trips page asks for a day (page size 50).
  const trips = await callApi('GET /operator/trips', { query: { from: today, to: today, page_size: 50 } });
  for (const trip of trips.items.slice(0, PREWARM_MAX_TRIPS)) {
    if (trip.status === 'cancelled') continue;
    await callApi('GET /operator/trips/:id', { params: { id: trip.id } });
    await callApi('GET /operator/trips/:id/manifest', { params: { id: trip.id } });
    await callApi('GET /trips/:id', { params: { id: trip.id } });
  }
}
