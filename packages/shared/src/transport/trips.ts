import { isValidIsoDate } from '../safaris/dates';
import { SALES_CUTOFF_MINUTES_RANGE, SCHEDULE_MAX_DAYS, TRANSPORT_TIME_ZONE } from './constants';
import { TRANSPORT_MESSAGES as M, type TransportMessageKey } from './messages';
import type { TransportProblem } from './problems';
import type { RouteStop } from './segments';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// ── States ───────────────────────────────────────────────────────────────────────────────────────

/** A trip is planned (scheduled), sold (on_sale), on the road (departed), done (completed), or
 * called off (cancelled: every passenger refunded in full). */
export const TRIP_STATUSES = ['scheduled', 'on_sale', 'departed', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/**
 * Where each state may go. on_sale → scheduled pauses sales (e.g. a document expired) and keeps the
 * bookings; scheduled → departed is a trip that left with counter sales only. Completed and cancelled
 * are final: a cancelled trip has refunded everyone.
 */
export const TRIP_TRANSITIONS: Readonly<Record<TripStatus, readonly TripStatus[]>> = {
  scheduled: ['on_sale', 'departed', 'cancelled'],
  on_sale: ['scheduled', 'departed', 'cancelled'],
  departed: ['completed'],
  completed: [],
  cancelled: [],
};

export function canTransitionTrip(from: TripStatus, to: TripStatus): boolean {
  return TRIP_TRANSITIONS[from].includes(to);
}

export interface TripSaleState {
  status: TripStatus;
  departure_at: Date;
  /** Online sales close this many minutes before departure. */
  sales_cutoff_minutes: number;
}

export function salesCloseAt(trip: TripSaleState): Date {
  return new Date(trip.departure_at.getTime() - trip.sales_cutoff_minutes * MINUTE_MS);
}

/** Why seats on a trip cannot be booked now (a catalog key for the 409), or null when they can:
 * on sale and before the cut-off (sales close at the cut-off instant itself). */
export function tripBookingProblem(trip: TripSaleState, now: Date): TransportMessageKey | null {
  switch (trip.status) {
    case 'cancelled':
      return M.tripCancelled;
    case 'departed':
    case 'completed':
      return M.tripDeparted;
    case 'scheduled':
      return M.tripNotOnSale;
    case 'on_sale':
      return now.getTime() < salesCloseAt(trip).getTime() ? null : M.tripSalesClosed;
  }
}

export function isBookable(trip: TripSaleState, now: Date): boolean {
  return tripBookingProblem(trip, now) === null;
}

export function isValidSalesCutoffMinutes(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= SALES_CUTOFF_MINUTES_RANGE.min &&
    minutes <= SALES_CUTOFF_MINUTES_RANGE.max
  );
}

// ── Time ─────────────────────────────────────────────────────────────────────────────────────────

/** Built once per zone: constructing a DateTimeFormat costs far more than formatting. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at an instant (Tanzania: always 3 h). */
function zoneOffsetMs(timeZone: string, instantMs: number): number {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(new Date(instantMs)).map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

/**
 * The instant at which the wall clock of `timeZone` shows `time` ('HH:MM') on `date` ('YYYY-MM-DD').
 * Tanzania has no daylight saving, but this is right elsewhere too: a time that happens twice (clocks
 * going back) is its first occurrence; a time that never happens (clocks going forward) moves forward
 * by the jump, as a timetable would.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string = TRANSPORT_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const before = zoneOffsetMs(timeZone, wall - DAY_MS);
  const after = zoneOffsetMs(timeZone, wall + DAY_MS);
  const valid = [wall - before, wall - after].filter(
    (instant) => instant + zoneOffsetMs(timeZone, instant) === wall,
  );
  return new Date(valid.length > 0 ? Math.min(...valid) : wall - before);
}

// ── Schedules ────────────────────────────────────────────────────────────────────────────────────

export interface TripSchedule {
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  daysOfWeek: readonly number[];
  /** Departure time on the wall clock, 'HH:MM' (24 h). */
  departureTime: string;
  /** First and last calendar day, inclusive, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  timeZone?: string;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

function utcDays(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** Every problem of a schedule (empty when it can generate trips). `today` (Tanzanian calendar day,
 * todayInTanzania()) refuses a schedule that starts in the past. */
export function validateSchedule(schedule: TripSchedule, today?: string): TransportProblem[] {
  const problems: TransportProblem[] = [];
  if (schedule.daysOfWeek.length === 0) problems.push({ key: M.scheduleDaysRequired, path: 'days_of_week' });
  else if (schedule.daysOfWeek.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) {
    problems.push({ key: M.scheduleDayInvalid, path: 'days_of_week' });
  }
  if (!TIME_PATTERN.test(schedule.departureTime)) {
    problems.push({ key: M.scheduleTimeInvalid, path: 'departure_time' });
  }
  const fromOk = isValidIsoDate(schedule.from);
  const toOk = isValidIsoDate(schedule.to);
  if (!fromOk) problems.push({ key: M.scheduleDateInvalid, path: 'from' });
  if (!toOk) problems.push({ key: M.scheduleDateInvalid, path: 'to' });
  if (fromOk && toOk) {
    const days = utcDays(schedule.to) - utcDays(schedule.from) + 1;
    if (days < 1) problems.push({ key: M.scheduleRangeBackwards, path: 'to' });
    else if (days > SCHEDULE_MAX_DAYS) {
      problems.push({ key: M.scheduleRangeTooLong, params: { max: SCHEDULE_MAX_DAYS }, path: 'to' });
    }
  }
  if (fromOk && today !== undefined && schedule.from < today) {
    problems.push({ key: M.scheduleStartsInPast, path: 'from' });
  }
  return problems;
}

/** The departure instants a (valid) schedule generates, in order: one on each chosen weekday from
 * `from` to `to` inclusive, at the departure time in the schedule's zone (Tanzania by default). */
export function expandSchedule(schedule: TripSchedule): Date[] {
  if (validateSchedule(schedule).length > 0) throw new RangeError('Invalid schedule: validate it first');
  const days = new Set(schedule.daysOfWeek);
  const departures: Date[] = [];
  const first = utcDays(schedule.from);
  const last = utcDays(schedule.to);
  for (let day = first; day <= last; day += 1) {
    const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (days.has(isoWeekday(date))) {
      departures.push(
        zonedTimeToInstant(date, schedule.departureTime, schedule.timeZone ?? TRANSPORT_TIME_ZONE),
      );
    }
  }
  return departures;
}

// ── Drivers ──────────────────────────────────────────────────────────────────────────────────────

export interface TripTimes {
  departure_at: Date;
  arrival_at: Date;
}

/** When a trip reaches its last stop: departure plus the last stop's minutes. */
export function tripArrivalAt(departureAt: Date, stops: readonly RouteStop[]): Date {
  return new Date(departureAt.getTime() + (stops.at(-1)?.minutes ?? 0) * MINUTE_MS);
}

/** Whether one driver could not drive both trips: their times intersect (one arriving exactly when
 * the other departs does not). */
export function tripsOverlap(a: TripTimes, b: TripTimes): boolean {
  return (
    a.departure_at.getTime() < b.arrival_at.getTime() && b.departure_at.getTime() < a.arrival_at.getTime()
  );
}

/** The first of a driver's other trips that `candidate` would overlap (cancelled trips ignored), for
 * the 409 that names it; null when the driver is free. */
export function driverConflict<T extends TripTimes & { status: TripStatus }>(
  candidate: TripTimes,
  driversTrips: readonly T[],
): T | null {
  return driversTrips.find((trip) => trip.status !== 'cancelled' && tripsOverlap(candidate, trip)) ?? null;
}
