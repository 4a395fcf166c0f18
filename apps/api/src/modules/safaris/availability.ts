import { BOOKING_HORIZON_DAYS, SAFARI_MESSAGES, addDays, daysBetween, todayInTanzania } from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict, notFound, validationError } from '../../lib/errors';

/**
 * Seat arithmetic shared by search, availability, quote and booking. A departure's taken seats are its
 * confirmed seats (`seats_booked`) plus live holds: pending bookings whose hold has not expired. An
 * expired hold is ignored here the moment it expires, whether or not the sweeper has run.
 */
export const liveHoldSeatsSql = (departureIdColumn: ReturnType<typeof sql>) =>
  sql`coalesce((select sum(b.seats) from bookings b where b.departure_id = ${departureIdColumn} and b.status = 'pending_payment' and b.hold_expires_at > now()), 0)`;

export interface DepartureRow {
  id: number;
  package_id: number;
  start_date: string;
  capacity: number;
  seats_booked: number;
  seats_held: number;
  adult_price_cents: number | null;
  child_price_cents: number | null;
}

/** A departure with its live seat counts; `forUpdate` locks the row (booking and payment paths). */
export async function loadDeparture(
  db: Database,
  departureId: number,
  options: { forUpdate?: boolean } = {},
): Promise<DepartureRow | undefined> {
  if (options.forUpdate) {
    // Lock first, then count holds: the count must see every hold committed before the lock was granted.
    await db.execute(sql`select id from safari_departures where id = ${departureId} for update`);
  }
  const result = await db.execute(sql`
    select d.id, d.package_id, to_char(d.start_date, 'YYYY-MM-DD') as start_date, d.capacity, d.seats_booked,
           ${liveHoldSeatsSql(sql`d.id`)}::int as seats_held, d.adult_price_cents, d.child_price_cents
    from safari_departures d where d.id = ${departureId}`);
  return result.rows[0] as DepartureRow | undefined;
}

export function seatsLeft(d: Pick<DepartureRow, 'capacity' | 'seats_booked' | 'seats_held'>): number {
  return Math.max(0, d.capacity - d.seats_booked - Number(d.seats_held));
}

/** Dates of a private package that cannot be booked: blocked, or taken by a confirmed or held booking. */
export async function privateUnavailableDates(
  db: Database,
  packageId: number,
  from: string,
  to: string,
  excludeBookingId?: string,
): Promise<string[]> {
  const result = await db.execute(sql`
    select to_char(date, 'YYYY-MM-DD') as day from safari_blocked_dates
      where package_id = ${packageId} and date between ${from} and ${to}
    union
    select to_char(start_date, 'YYYY-MM-DD') from bookings
      where package_id = ${packageId} and start_date between ${from} and ${to}
        and ${excludeBookingId ? sql`id <> ${excludeBookingId}` : sql`true`}
        and (status = 'confirmed' or (status = 'pending_payment' and hold_expires_at > now()))
    order by 1`);
  return result.rows.map((r) => String(r.day));
}

export interface PackageForBooking {
  id: number;
  operator_id: string;
  title: string;
  status: string;
  is_private: boolean;
  max_group_size: number;
  duration_days: number;
  adult_price_cents: number;
  child_price_cents: number;
  deposit_percent: number;
  balance_due_days: number;
  min_notice_days: number;
  processing_fee_percent: number;
}

export async function loadPackageForBooking(
  db: Database,
  packageId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PackageForBooking | undefined> {
  const result = await db.execute(sql`
    select id, operator_id, title, status, is_private, max_group_size, duration_days, adult_price_cents,
           child_price_cents, deposit_percent, balance_due_days, min_notice_days, processing_fee_percent
    from safari_packages where id = ${packageId} ${options.forUpdate ? sql`for update` : sql``}`);
  return result.rows[0] as PackageForBooking | undefined;
}

export interface ResolvedTrip {
  departureId: number | null;
  startDate: string;
  endDate: string;
  adultPriceCents: number;
  childPriceCents: number;
  seatsLeft: number | null;
}

/**
 * Checks that a departure (group tour) or a date (private tour) can take `seats` travelers now and
 * answers the trip's dates and prices. Throws 400 for bad choices and 409 'Not enough seats left'.
 * Call inside a transaction with `lock` to hold the departure (or the package, for private dates).
 */
export async function resolveTrip(
  db: Database,
  pkg: PackageForBooking,
  choice: { departure_id?: number; date?: string },
  seats: number,
  options: { lock?: boolean; excludeBookingId?: string; today?: string } = {},
): Promise<ResolvedTrip> {
  const today = options.today ?? todayInTanzania();
  if (seats > pkg.max_group_size) {
    throw validationError({
      adults: [{ key: 'safaris.tooManyTravelers', values: { max: pkg.max_group_size } }],
    });
  }
  if (!pkg.is_private) {
    if (choice.departure_id === undefined)
      throw validationError({ departure_id: ['safaris.departureRequired'] });
    const dep = await loadDeparture(db, choice.departure_id, { forUpdate: options.lock });
    if (!dep || dep.package_id !== pkg.id) throw notFound('safaris.unknownDeparture');
    if (dep.start_date <= today) throw validationError({ departure_id: ['safaris.departureLeft'] });
    const left = seatsLeft(dep);
    if (seats > left)
      throw conflict(SAFARI_MESSAGES.notEnoughSeats, { departure_id: [SAFARI_MESSAGES.notEnoughSeats] });
    return {
      departureId: dep.id,
      startDate: dep.start_date,
      endDate: addDays(dep.start_date, pkg.duration_days - 1),
      adultPriceCents: dep.adult_price_cents ?? pkg.adult_price_cents,
      childPriceCents: dep.child_price_cents ?? pkg.child_price_cents,
      seatsLeft: left,
    };
  }
  if (choice.date === undefined) throw validationError({ date: ['safaris.dateRequired'] });
  const date = choice.date;
  if (date <= today) throw validationError({ date: ['safaris.dateInPast'] });
  const earliest = addDays(today, Math.max(1, pkg.min_notice_days));
  if (date < earliest) {
    throw validationError({
      date: [{ key: 'safaris.noticeRequired', values: { count: pkg.min_notice_days, date: earliest } }],
    });
  }
  if (daysBetween(today, date) > BOOKING_HORIZON_DAYS) {
    throw validationError({ date: ['safaris.dateTooFarAheadToBook'] });
  }
  if (options.lock) await db.execute(sql`select id from safari_packages where id = ${pkg.id} for update`);
  const taken = await privateUnavailableDates(db, pkg.id, date, date, options.excludeBookingId);
  if (taken.length > 0)
    throw conflict(SAFARI_MESSAGES.dateUnavailable, { date: [SAFARI_MESSAGES.dateUnavailable] });
  return {
    departureId: null,
    startDate: date,
    endDate: addDays(date, pkg.duration_days - 1),
    adultPriceCents: pkg.adult_price_cents,
    childPriceCents: pkg.child_price_cents,
    seatsLeft: null,
  };
}

export function assertBookable(pkg: PackageForBooking | undefined): asserts pkg is PackageForBooking {
  if (!pkg || pkg.status !== 'published') throw notFound('safaris.notAvailable');
}
