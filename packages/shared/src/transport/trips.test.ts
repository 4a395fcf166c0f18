import { describe, expect, it } from 'vitest';
import type { RouteStop } from './segments';
import {
  TRIP_STATUSES,
  canTransitionTrip,
  driverConflict,
  expandSchedule,
  isBookable,
  isValidSalesCutoffMinutes,
  salesCloseAt,
  tripArrivalAt,
  tripBookingProblem,
  tripsOverlap,
  validateSchedule,
  zonedTimeToInstant,
  type TripSaleState,
} from './trips';

describe('trip states', () => {
  it('allows the lifecycle and nothing out of the final states', () => {
    expect(canTransitionTrip('scheduled', 'on_sale')).toBe(true);
    expect(canTransitionTrip('on_sale', 'departed')).toBe(true);
    expect(canTransitionTrip('departed', 'completed')).toBe(true);
    expect(canTransitionTrip('on_sale', 'cancelled')).toBe(true);
    expect(canTransitionTrip('on_sale', 'scheduled')).toBe(true);
    expect(canTransitionTrip('departed', 'cancelled')).toBe(false);
    expect(canTransitionTrip('completed', 'on_sale')).toBe(false);
    expect(canTransitionTrip('scheduled', 'completed')).toBe(false);
    for (const to of TRIP_STATUSES) {
      expect(canTransitionTrip('cancelled', to)).toBe(false);
      expect(canTransitionTrip('completed', to)).toBe(false);
    }
  });
});

describe('isBookable', () => {
  const departure_at = new Date('2026-12-24T06:00:00+03:00');
  const trip: TripSaleState = { status: 'on_sale', departure_at, sales_cutoff_minutes: 120 };
  const at = (iso: string) => new Date(iso);
  it('sells until the cut-off, not at it', () => {
    expect(salesCloseAt(trip)).toEqual(at('2026-12-24T04:00:00+03:00'));
    expect(isBookable(trip, at('2026-12-24T03:59:59.999+03:00'))).toBe(true);
    expect(tripBookingProblem(trip, at('2026-12-24T04:00:00+03:00'))).toBe('transport.tripSalesClosed');
    expect(isBookable(trip, at('2026-12-24T07:00:00+03:00'))).toBe(false);
  });
  it('sells until departure with no cut-off', () => {
    const open = { ...trip, sales_cutoff_minutes: 0 };
    expect(isBookable(open, new Date(departure_at.getTime() - 1))).toBe(true);
    expect(isBookable(open, departure_at)).toBe(false);
  });
  it('sells only trips on sale, saying why not', () => {
    const early = at('2026-12-01T00:00:00Z');
    expect(tripBookingProblem({ ...trip, status: 'scheduled' }, early)).toBe('transport.tripNotOnSale');
    expect(tripBookingProblem({ ...trip, status: 'cancelled' }, early)).toBe('transport.tripCancelled');
    expect(tripBookingProblem({ ...trip, status: 'departed' }, early)).toBe('transport.tripDeparted');
    expect(tripBookingProblem({ ...trip, status: 'completed' }, early)).toBe('transport.tripDeparted');
    expect(tripBookingProblem(trip, early)).toBeNull();
  });
  it('bounds the cut-off', () => {
    expect(isValidSalesCutoffMinutes(0)).toBe(true);
    expect(isValidSalesCutoffMinutes(30 * 60)).toBe(true);
    expect(isValidSalesCutoffMinutes(72 * 60 + 1)).toBe(false);
    expect(isValidSalesCutoffMinutes(-1)).toBe(false);
    expect(isValidSalesCutoffMinutes(1.5)).toBe(false);
  });
});

describe('zonedTimeToInstant', () => {
  it('reads Tanzanian wall time as UTC+3, across midnight and the year', () => {
    expect(zonedTimeToInstant('2026-12-24', '06:00')).toEqual(new Date('2026-12-24T03:00:00Z'));
    expect(zonedTimeToInstant('2027-01-01', '01:30')).toEqual(new Date('2026-12-31T22:30:00Z'));
    expect(zonedTimeToInstant('2026-07-01', '23:59', 'Africa/Dar_es_Salaam')).toEqual(
      new Date('2026-07-01T20:59:00Z'),
    );
  });
  it('is right where clocks change: a skipped time moves forward, a repeated one is the first', () => {
    expect(zonedTimeToInstant('2026-03-29', '01:30', 'Europe/London')).toEqual(
      new Date('2026-03-29T01:30:00Z'),
    );
    expect(zonedTimeToInstant('2026-03-29', '03:00', 'Europe/London')).toEqual(
      new Date('2026-03-29T02:00:00Z'),
    );
    expect(zonedTimeToInstant('2026-10-25', '01:30', 'Europe/London')).toEqual(
      new Date('2026-10-25T00:30:00Z'),
    );
    expect(zonedTimeToInstant('2026-10-25', '03:00', 'Europe/London')).toEqual(
      new Date('2026-10-25T03:00:00Z'),
    );
    expect(zonedTimeToInstant('2026-07-01', '12:00', 'America/Sao_Paulo')).toEqual(
      new Date('2026-07-01T15:00:00Z'),
    );
  });
});

describe('schedules', () => {
  const base = { daysOfWeek: [1, 3, 5], departureTime: '06:30', from: '2026-12-01', to: '2026-12-14' };
  it('generates a departure on each chosen weekday, inclusive of both ends', () => {
    // 2026-12-01 is a Tuesday: Wed 2, Fri 4, Mon 7, Wed 9, Fri 11, Mon 14.
    expect(expandSchedule(base).map((d) => d.toISOString())).toEqual([
      '2026-12-02T03:30:00.000Z',
      '2026-12-04T03:30:00.000Z',
      '2026-12-07T03:30:00.000Z',
      '2026-12-09T03:30:00.000Z',
      '2026-12-11T03:30:00.000Z',
      '2026-12-14T03:30:00.000Z',
    ]);
  });
  it('runs daily over 90 days, including Sundays (7), and on a single day', () => {
    const daily = { ...base, daysOfWeek: [1, 2, 3, 4, 5, 6, 7], to: '2027-02-28' };
    expect(expandSchedule(daily)).toHaveLength(90);
    expect(expandSchedule({ ...base, daysOfWeek: [7], from: '2026-12-06', to: '2026-12-06' })).toEqual([
      new Date('2026-12-06T03:30:00Z'),
    ]);
    expect(expandSchedule({ ...base, daysOfWeek: [7], from: '2026-12-07', to: '2026-12-12' })).toEqual([]);
  });
  it('keeps the wall-clock time across a clock change', () => {
    const london = {
      daysOfWeek: [6, 7],
      departureTime: '08:00',
      from: '2026-03-28',
      to: '2026-03-29',
      timeZone: 'Europe/London',
    };
    expect(expandSchedule(london)).toEqual([
      new Date('2026-03-28T08:00:00Z'),
      new Date('2026-03-29T07:00:00Z'),
    ]);
  });
  it('names every problem, and refuses to expand an invalid schedule', () => {
    const keys = (s: typeof base, today?: string) => validateSchedule(s, today).map((p) => p.key);
    expect(validateSchedule(base, '2026-12-01')).toEqual([]);
    expect(keys({ ...base, daysOfWeek: [] })).toEqual(['transport.scheduleDaysRequired']);
    expect(keys({ ...base, daysOfWeek: [0, 8] })).toEqual(['transport.scheduleDayInvalid']);
    expect(keys({ ...base, departureTime: '24:00' })).toEqual(['transport.scheduleTimeInvalid']);
    expect(keys({ ...base, departureTime: '6:30' })).toEqual(['transport.scheduleTimeInvalid']);
    expect(keys({ ...base, from: '2026-02-30' })).toEqual(['transport.scheduleDateInvalid']);
    expect(keys({ ...base, to: '2026-11-30' })).toEqual(['transport.scheduleRangeBackwards']);
    expect(keys({ ...base, to: '2027-12-01' })).toEqual([]); // 366 days, the limit
    expect(keys({ ...base, to: '2027-12-02' })).toEqual(['transport.scheduleRangeTooLong']);
    expect(keys({ ...base, from: '2026-11-30', to: '2027-11-30' }, '2026-12-01')).toEqual([
      'transport.scheduleStartsInPast',
    ]);
    expect(() => expandSchedule({ ...base, daysOfWeek: [] })).toThrow(RangeError);
  });
});

describe('drivers', () => {
  const stops: RouteStop[] = [
    { place: 'Arusha', point: '', minutes: 0, board: true, alight: false },
    { place: 'Moshi', point: '', minutes: 90, board: true, alight: true },
    { place: 'Kilimanjaro airport', point: '', minutes: 150, board: false, alight: true },
  ];
  const trip = (start: string) => {
    const departure_at = new Date(start);
    return { departure_at, arrival_at: tripArrivalAt(departure_at, stops) };
  };
  it('arrives after the last stop’s minutes', () => {
    expect(tripArrivalAt(new Date('2026-12-24T03:00:00Z'), stops)).toEqual(new Date('2026-12-24T05:30:00Z'));
  });
  it('sees trips whose times intersect, not ones that follow each other', () => {
    const morning = trip('2026-12-24T03:00:00Z'); // 03:00–05:30
    expect(tripsOverlap(morning, trip('2026-12-24T05:00:00Z'))).toBe(true);
    expect(tripsOverlap(trip('2026-12-24T02:00:00Z'), morning)).toBe(true);
    expect(tripsOverlap(morning, trip('2026-12-24T03:30:00Z'))).toBe(true);
    expect(tripsOverlap(morning, trip('2026-12-24T05:30:00Z'))).toBe(false);
    expect(tripsOverlap(trip('2026-12-24T00:30:00Z'), morning)).toBe(false);
  });
  it('finds the driver’s conflicting trip, ignoring cancelled ones', () => {
    const candidate = trip('2026-12-24T04:00:00Z');
    const cancelled = { ...trip('2026-12-24T03:00:00Z'), status: 'cancelled' as const, id: 'a' };
    const onSale = { ...trip('2026-12-24T05:00:00Z'), status: 'on_sale' as const, id: 'b' };
    expect(driverConflict(candidate, [cancelled])).toBeNull();
    expect(driverConflict(candidate, [cancelled, onSale])?.id).toBe('b');
  });
});
