import { ROUTE_LIMITS } from './constants';
import { TRANSPORT_MESSAGES as M } from './messages';
import type { TransportProblem } from './problems';

/**
 * Seats are sold per segment (TRANSPORT.md): a route's stops are positions 0 … n-1, and a reservation
 * holds its seat from the boarding stop up to, not including, the alighting stop — [board, alight).
 * A Dar es Salaam → Moshi passenger and a Moshi → Arusha passenger can share seat 7A.
 */

export interface Segment {
  /** Position of the boarding stop. */
  board: number;
  /** Position of the alighting stop; always after `board`. */
  alight: number;
}

export interface SeatReservation extends Segment {
  seat: string;
}

/** A stop of a route; its position is its index in the route's list. */
export interface RouteStop {
  /** The town (a destination's name), e.g. 'Moshi'. */
  place: string;
  /** The named point in the town, e.g. 'Moshi bus terminal'. */
  point: string;
  /** Minutes after departure from the first stop at which the vehicle is here (0 at the first). */
  minutes: number;
  /** Passengers may get on here. */
  board: boolean;
  /** Passengers may get off here. */
  alight: boolean;
}

export function isSegment(segment: Segment, stopCount: number): boolean {
  return (
    Number.isInteger(segment.board) &&
    Number.isInteger(segment.alight) &&
    segment.board >= 0 &&
    segment.board < segment.alight &&
    segment.alight < stopCount
  );
}

/** Two segments share at least one leg of the journey (touching at a stop is not sharing). */
export function segmentsOverlap(a: Segment, b: Segment): boolean {
  return a.board < b.alight && b.board < a.alight;
}

/** Seats of the layout (in its order) that no given reservation holds on any leg of `segment`.
 * The caller passes live reservations only: sold seats and holds that have not expired. */
export function freeSeats(
  layoutSeats: readonly string[],
  reservations: readonly SeatReservation[],
  segment: Segment,
): string[] {
  const taken = new Set<string>();
  for (const r of reservations) if (segmentsOverlap(r, segment)) taken.add(r.seat);
  return layoutSeats.filter((seat) => !taken.has(seat));
}

/** Every seat of a layout (in its order, with its row, column and position) and whether it is free
 * on `segment`: what the seat map draws ("Seat 7A, window, free"). */
export function seatAvailability<S extends { label: string }>(
  seats: readonly S[],
  reservations: readonly SeatReservation[],
  segment: Segment,
): (S & { free: boolean })[] {
  const free = new Set(
    freeSeats(
      seats.map((s) => s.label),
      reservations,
      segment,
    ),
  );
  return seats.map((seat) => ({ ...seat, free: free.has(seat.label) }));
}

/** A hold blocks a seat until it expires (expired holds never block anyone); a sale always does. */
export function isLiveReservation(
  reservation: { status: 'held' | 'sold' | 'released'; expires_at: Date | null },
  now: Date,
): boolean {
  if (reservation.status === 'sold') return true;
  if (reservation.status === 'released') return false;
  return reservation.expires_at !== null && reservation.expires_at.getTime() > now.getTime();
}

/**
 * Every problem of a route's stops (empty when it can be saved): between two and thirty stops, a
 * place for each, the first at minute 0, whole minutes strictly increasing within two days, boarding
 * allowed at the first stop and alighting at the last, and each stop good for boarding or alighting.
 * Stops in params count from 1.
 */
export function validateRouteStops(stops: readonly RouteStop[]): TransportProblem[] {
  const { min, max } = ROUTE_LIMITS.stops;
  if (stops.length < min || stops.length > max) {
    return [{ key: M.routeStopCount, params: { min, max }, path: 'stops' }];
  }
  const problems: TransportProblem[] = [];
  stops.forEach((stop, i) => {
    const path = `stops.${i}`;
    const where = { stop: i + 1 };
    const place = stop.place.trim();
    if (place === '') problems.push({ key: M.stopPlaceRequired, params: where, path: `${path}.place` });
    else if (place.length > ROUTE_LIMITS.placeMax) {
      problems.push({
        key: M.stopPlaceTooLong,
        params: { ...where, max: ROUTE_LIMITS.placeMax },
        path: `${path}.place`,
      });
    }
    if (stop.point.trim().length > ROUTE_LIMITS.pointMax) {
      problems.push({
        key: M.stopPointTooLong,
        params: { ...where, max: ROUTE_LIMITS.pointMax },
        path: `${path}.point`,
      });
    }
    const minutesPath = `${path}.minutes`;
    if (!Number.isInteger(stop.minutes) || stop.minutes < 0) {
      problems.push({ key: M.stopMinutesInvalid, params: where, path: minutesPath });
    } else if (i === 0 && stop.minutes !== 0) {
      problems.push({ key: M.firstStopMinutes, path: minutesPath });
    } else if (i > 0 && stop.minutes <= (stops[i - 1]?.minutes ?? -1)) {
      problems.push({
        key: M.stopMinutesNotIncreasing,
        params: { ...where, previous: i },
        path: minutesPath,
      });
    } else if (stop.minutes > ROUTE_LIMITS.durationMinutesMax) {
      problems.push({
        key: M.routeTooLong,
        params: { hours: ROUTE_LIMITS.durationMinutesMax / 60 },
        path: minutesPath,
      });
    }
    if (i === 0 && !stop.board) problems.push({ key: M.firstStopBoarding, path: `${path}.board` });
    if (i === stops.length - 1 && !stop.alight)
      problems.push({ key: M.lastStopAlighting, path: `${path}.alight` });
    if (i > 0 && i < stops.length - 1 && !stop.board && !stop.alight) {
      problems.push({ key: M.stopUnused, params: where, path });
    }
  });
  return problems;
}

/** Whether a passenger may ride from stop `from` to stop `to`: boarding allowed at `from`, alighting
 * at `to`, and `from` before `to`. Positions outside the route answer false. */
export function canTravel(stops: readonly RouteStop[], from: number, to: number): boolean {
  if (!isSegment({ board: from, alight: to }, stops.length)) return false;
  return stops[from]!.board && stops[to]!.alight;
}

/** Every pair of stops a ticket can be sold for, in route order: what needs a fare. */
export function sellablePairs(stops: readonly RouteStop[]): Segment[] {
  const pairs: Segment[] = [];
  for (let board = 0; board < stops.length; board += 1) {
    for (let alight = board + 1; alight < stops.length; alight += 1) {
      if (canTravel(stops, board, alight)) pairs.push({ board, alight });
    }
  }
  return pairs;
}

/** Minutes a ride takes between two stops (for "arrives 14:30", the search's "fastest" sort). */
export function rideMinutes(stops: readonly RouteStop[], segment: Segment): number {
  return (stops[segment.alight]?.minutes ?? 0) - (stops[segment.board]?.minutes ?? 0);
}

/** Positions of the first stop in `place` where one may board and, after it, the first in `to`
 * where one may alight — how a search matches a route (a Dar es Salaam → Moshi search finds the
 * Dar es Salaam → Arusha bus). Places are compared case-insensitively; null when the route does not serve it. */
export function segmentBetween(stops: readonly RouteStop[], from: string, to: string): Segment | null {
  const same = (a: string, b: string) =>
    a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
  for (let board = 0; board < stops.length; board += 1) {
    if (!same(stops[board]!.place, from) || !stops[board]!.board) continue;
    for (let alight = board + 1; alight < stops.length; alight += 1) {
      if (same(stops[alight]!.place, to) && stops[alight]!.alight) return { board, alight };
    }
  }
  return null;
}
