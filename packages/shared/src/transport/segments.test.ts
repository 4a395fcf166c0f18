import { describe, expect, it } from 'vitest';
import {
  canTravel,
  freeSeats,
  isLiveReservation,
  isSegment,
  rideMinutes,
  seatAvailability,
  segmentBetween,
  segmentsOverlap,
  sellablePairs,
  validateRouteStops,
  type RouteStop,
} from './segments';

const stop = (place: string, minutes: number, board = true, alight = true): RouteStop => ({
  place,
  point: `${place} bus terminal`,
  minutes,
  board,
  alight,
});

/** Dar es Salaam (0) → Chalinze (1) → Korogwe (2) → Same (3) → Moshi (4) → Arusha (5). */
const darArusha: RouteStop[] = [
  stop('Dar es Salaam', 0, true, false),
  stop('Chalinze', 120),
  stop('Korogwe', 270),
  stop('Same', 420),
  stop('Moshi', 540),
  stop('Arusha', 630, false, true),
];

describe('segmentsOverlap', () => {
  it('sees shared legs, in either order', () => {
    expect(segmentsOverlap({ board: 0, alight: 4 }, { board: 3, alight: 5 })).toBe(true);
    expect(segmentsOverlap({ board: 3, alight: 5 }, { board: 0, alight: 4 })).toBe(true);
    expect(segmentsOverlap({ board: 1, alight: 2 }, { board: 0, alight: 5 })).toBe(true);
    expect(segmentsOverlap({ board: 2, alight: 3 }, { board: 2, alight: 3 })).toBe(true);
  });
  it('lets segments that only touch at a stop share a seat', () => {
    expect(segmentsOverlap({ board: 0, alight: 4 }, { board: 4, alight: 5 })).toBe(false);
    expect(segmentsOverlap({ board: 4, alight: 5 }, { board: 0, alight: 4 })).toBe(false);
    expect(segmentsOverlap({ board: 0, alight: 1 }, { board: 3, alight: 5 })).toBe(false);
  });
  it('knows a segment of a route', () => {
    expect(isSegment({ board: 0, alight: 5 }, 6)).toBe(true);
    expect(isSegment({ board: 2, alight: 2 }, 6)).toBe(false);
    expect(isSegment({ board: 3, alight: 1 }, 6)).toBe(false);
    expect(isSegment({ board: -1, alight: 1 }, 6)).toBe(false);
    expect(isSegment({ board: 0, alight: 6 }, 6)).toBe(false);
    expect(isSegment({ board: 0.5, alight: 2 }, 6)).toBe(false);
  });
});

describe('freeSeats', () => {
  const seats = ['1A', '1B', '2A', '2B'];
  const reservations = [
    { seat: '1A', board: 0, alight: 4 }, // Dar → Moshi
    { seat: '1B', board: 2, alight: 3 }, // Korogwe → Same
    { seat: '2A', board: 4, alight: 5 }, // Moshi → Arusha
  ];
  it('frees a seat on every segment none of its reservations covers', () => {
    expect(freeSeats(seats, reservations, { board: 4, alight: 5 })).toEqual(['1A', '1B', '2B']);
    expect(freeSeats(seats, reservations, { board: 0, alight: 2 })).toEqual(['1B', '2A', '2B']);
    expect(freeSeats(seats, reservations, { board: 0, alight: 5 })).toEqual(['2B']);
    expect(freeSeats(seats, [], { board: 0, alight: 5 })).toEqual(seats);
  });
  it('keeps the layout’s order', () => {
    expect(freeSeats(['2B', '1A'], [], { board: 0, alight: 1 })).toEqual(['2B', '1A']);
  });
});

describe('seatAvailability', () => {
  it('marks each seat of the map free or taken for the chosen segment', () => {
    const seats = [
      { label: '1A', position: 'window' },
      { label: '1B', position: 'aisle' },
    ];
    const held = [{ seat: '1B', board: 1, alight: 3 }];
    expect(seatAvailability(seats, held, { board: 0, alight: 2 })).toEqual([
      { label: '1A', position: 'window', free: true },
      { label: '1B', position: 'aisle', free: false },
    ]);
    expect(seatAvailability(seats, held, { board: 3, alight: 5 }).every((x) => x.free)).toBe(true);
  });
});

describe('isLiveReservation', () => {
  const now = new Date('2026-12-01T06:00:00Z');
  it('counts sales always, holds until they expire, released never', () => {
    expect(isLiveReservation({ status: 'sold', expires_at: null }, now)).toBe(true);
    expect(isLiveReservation({ status: 'held', expires_at: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(isLiveReservation({ status: 'held', expires_at: now }, now)).toBe(false);
    expect(isLiveReservation({ status: 'held', expires_at: null }, now)).toBe(false);
    expect(isLiveReservation({ status: 'released', expires_at: null }, now)).toBe(false);
  });
});

describe('validateRouteStops', () => {
  const keys = (stops: RouteStop[]) => validateRouteStops(stops).map((p) => p.key);
  it('accepts a real route', () => {
    expect(validateRouteStops(darArusha)).toEqual([]);
  });
  it('needs two to thirty stops', () => {
    expect(keys([stop('Arusha', 0)])).toEqual(['transport.routeStopCount']);
    expect(keys(Array.from({ length: 31 }, (_, i) => stop(`Town ${i}`, i * 10)))).toEqual([
      'transport.routeStopCount',
    ]);
  });
  it('refuses times that go backwards or stand still, naming the stops', () => {
    const stops = [stop('Arusha', 0), stop('Moshi', 90), stop('Same', 90), stop('Korogwe', 60)];
    expect(validateRouteStops(stops)).toEqual([
      {
        key: 'transport.stopMinutesNotIncreasing',
        params: { stop: 3, previous: 2 },
        path: 'stops.2.minutes',
      },
      {
        key: 'transport.stopMinutesNotIncreasing',
        params: { stop: 4, previous: 3 },
        path: 'stops.3.minutes',
      },
    ]);
  });
  it('starts at minute 0 with whole minutes, within two days', () => {
    expect(keys([stop('Arusha', 5), stop('Moshi', 90)])).toEqual(['transport.firstStopMinutes']);
    expect(keys([stop('Arusha', 0), stop('Moshi', 90.5)])).toEqual(['transport.stopMinutesInvalid']);
    expect(keys([stop('Arusha', 0), stop('Moshi', -1)])).toEqual(['transport.stopMinutesInvalid']);
    expect(keys([stop('Dar es Salaam', 0), stop('Kigoma', 48 * 60 + 1)])).toEqual(['transport.routeTooLong']);
    expect(keys([stop('Dar es Salaam', 0), stop('Kigoma', 48 * 60)])).toEqual([]);
  });
  it('needs boarding at the first stop, alighting at the last, and a use for each stop between', () => {
    expect(keys([stop('Arusha', 0, false, true), stop('Moshi', 90, true, false)])).toEqual([
      'transport.firstStopBoarding',
      'transport.lastStopAlighting',
    ]);
    expect(
      validateRouteStops([stop('Arusha', 0), stop('Usa River', 20, false, false), stop('Moshi', 90)]),
    ).toEqual([{ key: 'transport.stopUnused', params: { stop: 2 }, path: 'stops.1' }]);
  });
  it('needs a town, and bounds the names', () => {
    expect(keys([stop(' ', 0), stop('Moshi', 90)])).toEqual(['transport.stopPlaceRequired']);
    expect(keys([stop('x'.repeat(81), 0), stop('Moshi', 90)])).toEqual(['transport.stopPlaceTooLong']);
    expect(keys([{ ...stop('Arusha', 0), point: 'x'.repeat(121) }, stop('Moshi', 90)])).toEqual([
      'transport.stopPointTooLong',
    ]);
  });
});

describe('canTravel and sellable pairs', () => {
  it('needs boarding at the start, alighting at the end, and the start first', () => {
    expect(canTravel(darArusha, 0, 4)).toBe(true);
    expect(canTravel(darArusha, 4, 5)).toBe(true);
    expect(canTravel(darArusha, 0, 5)).toBe(true);
    expect(canTravel(darArusha, 4, 0)).toBe(false);
    expect(canTravel(darArusha, 3, 3)).toBe(false);
    expect(canTravel(darArusha, 5, 5)).toBe(false); // no boarding at Arusha
    expect(canTravel(darArusha, 1, 0)).toBe(false);
    expect(canTravel(darArusha, 0, 9)).toBe(false);
    const noAlightAtSame = darArusha.map((s, i) => (i === 3 ? { ...s, alight: false } : s));
    expect(canTravel(noAlightAtSame, 0, 3)).toBe(false);
  });
  it('lists every pair a ticket can be sold for', () => {
    // 5 boarding stops (0–4); pairs from i go to every later stop: 5 + 4 + 3 + 2 + 1.
    expect(sellablePairs(darArusha)).toHaveLength(15);
    const shuttle = [
      stop('Arusha', 0, true, false),
      stop('Moshi', 80),
      stop('Kilimanjaro airport', 130, false, true),
    ];
    expect(sellablePairs(shuttle)).toEqual([
      { board: 0, alight: 1 },
      { board: 0, alight: 2 },
      { board: 1, alight: 2 },
    ]);
  });
  it('measures a ride and finds the segment a search asks for', () => {
    expect(rideMinutes(darArusha, { board: 0, alight: 4 })).toBe(540);
    expect(segmentBetween(darArusha, 'dar es salaam', 'Moshi ')).toEqual({ board: 0, alight: 4 });
    expect(segmentBetween(darArusha, 'Moshi', 'Dar es Salaam')).toBeNull();
    expect(segmentBetween(darArusha, 'Arusha', 'Moshi')).toBeNull();
    expect(segmentBetween(darArusha, 'Mwanza', 'Arusha')).toBeNull();
  });
});
