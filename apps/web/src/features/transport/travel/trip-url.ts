import { MAX_SEATS_PER_BOOKING, type TripDetail } from '@dala/shared';
import { TRIP_SEARCH_MAX_GUESTS } from '@dala/shared';
import { tripIsoDate } from './trip-format';

/**
 * The trip page's URL state beside the segment (travel-routing.ts): the seats chosen (?seats=2A,2B),
 * which a guest's sign-in carries back, and the passengers searched for (?guests=).
 */

const SEAT_LABEL = /^[0-9A-Z]{1,4}$/;

/** The seats in the URL: labels as the map writes them, once each, at most a booking's worth. */
export function readSeats(params: URLSearchParams): string[] {
  const labels = (params.get('seats') ?? '')
    .split(',')
    .map((label) => label.trim().toUpperCase())
    .filter((label) => SEAT_LABEL.test(label));
  return [...new Set(labels)].slice(0, MAX_SEATS_PER_BOOKING);
}

/** The passengers the traveler searched for (1 without). */
export function readGuests(params: URLSearchParams): number {
  const guests = Number(params.get('guests'));
  return Number.isInteger(guests) && guests >= 1 ? Math.min(guests, TRIP_SEARCH_MAX_GUESTS) : 1;
}

/** The trip page's query for a segment, seats and passengers (guests only when more than one). */
export function tripPageParams(choice: {
  board: number;
  alight: number;
  seats?: readonly string[];
  guests?: number;
  booking?: string;
}): URLSearchParams {
  const params = new URLSearchParams({ board: String(choice.board), alight: String(choice.alight) });
  if (choice.guests && choice.guests > 1) params.set('guests', String(choice.guests));
  if (choice.seats?.length) params.set('seats', choice.seats.join(','));
  if (choice.booking) params.set('booking', choice.booking);
  return params;
}

/** The search that finds this trip again: its segment's towns and day, the same passengers. */
export function tripSearchParams(trip: TripDetail, params: URLSearchParams): URLSearchParams {
  return new URLSearchParams({
    from: trip.segment.board.place,
    location: trip.segment.alight.place,
    start_date: tripIsoDate(trip.segment.board.at),
    guests: String(readGuests(params)),
  });
}
