import {
  ANALYTICS_MAX_OCCUPANCY_ROWS,
  conversionPercent,
  monthsOf,
  occupancyPercent,
  weekStart,
  weeksOf,
  type AnalyticsListing,
  type AnalyticsOccupancy,
  type AnalyticsPeriod,
  type AnalyticsRange,
  type OperatorAnalytics,
} from '@dala/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * An operator's figures over a range of Tanzanian days (issue 15). What counts is written once, on the
 * contract (packages/shared/src/analytics/contracts.ts): sales are confirmed or completed bookings by
 * the day they were confirmed; earned is paid less refunds less the commission at the booking's rate;
 * cancellations are bookings cancelled after confirmation, by the day they were cancelled. A tour
 * operator's listings are its packages (USD); a transporter's are its routes (TZS), a route's views and
 * sales being those of its trips. Every query is scoped to the operator's own rows.
 */

const TZ = sql.raw(`'Africa/Dar_es_Salaam'`);

interface Scope {
  kind: 'safari' | 'trip';
  currency: 'USD' | 'TZS';
  /** The operator's bookings, as `b` with `listing_id`: a subquery's FROM and WHERE. */
  bookings: SQL;
  /** The operator's listing views, as `v` with `listing_id`. */
  views: SQL;
  listings: SQL;
}

function scopeOf(operatorId: string, kind: 'safari' | 'trip'): Scope {
  if (kind === 'safari') {
    return {
      kind,
      currency: 'USD',
      bookings: sql`from bookings b join safari_packages p on p.id = b.package_id
        where p.operator_id = ${operatorId}::uuid and b.kind = 'safari'`,
      views: sql`from listing_views v join safari_packages p on p.id = v.listing_id
        where v.listing_kind = 'safari' and p.operator_id = ${operatorId}::uuid`,
      listings: sql`select id, title from safari_packages where operator_id = ${operatorId}::uuid`,
    };
  }
  return {
    kind,
    currency: 'TZS',
    bookings: sql`from bookings b join trip_bookings tb on tb.booking_id = b.id join trips t on t.id = tb.trip_id
      where t.transporter_id = ${operatorId}::uuid and b.kind = 'trip'`,
    views: sql`from listing_views v join trips t on t.id = v.listing_id
      where v.listing_kind = 'trip' and t.transporter_id = ${operatorId}::uuid`,
    listings: sql`select id, name as title from transport_routes where transporter_id = ${operatorId}::uuid`,
  };
}

const listingColumn = (kind: 'safari' | 'trip') =>
  kind === 'safari' ? sql.raw('b.package_id') : sql.raw('t.route_id');
const viewListingColumn = (kind: 'safari' | 'trip') =>
  kind === 'safari' ? sql.raw('v.listing_id') : sql.raw('t.route_id');

const num = (value: unknown): number => Number(value ?? 0);
/** Days are selected as text ('YYYY-MM-DD'): a driver's Date would shift them by the process's zone. */
const day = (value: unknown): string => String(value).slice(0, 10);

interface DayRow {
  listing_id: number;
  day: string;
  bookings: number;
  seats: number;
  booked: number;
  paid: number;
  earned: number;
}

async function salesByDay(db: Database, scope: Scope, range: AnalyticsRange): Promise<DayRow[]> {
  const confirmedDay = sql`(coalesce(b.confirmed_at, b.created_at) at time zone ${TZ})::date`;
  // kept = paid less refunded; the commission on it is rounded half up, as commissionOf does.
  const result = await db.execute(sql`
    select listing_id, day, count(*) as bookings, sum(seats) as seats, sum(total_cents) as booked,
      sum(kept) as paid, sum(kept - floor(kept * commission_basis_points / 10000.0 + 0.5)) as earned
    from (
      select ${listingColumn(scope.kind)} as listing_id, ${confirmedDay}::text as day, b.seats, b.total_cents,
        (b.paid_cents - b.refunded_cents)::bigint as kept, b.commission_basis_points
      ${scope.bookings}
        and b.status in ('confirmed', 'completed')
        and ${confirmedDay} between ${range.from}::date and ${range.to}::date
    ) sales
    group by listing_id, day`);
  return result.rows.map((r) => ({
    listing_id: num(r.listing_id),
    day: day(r.day),
    bookings: num(r.bookings),
    seats: num(r.seats),
    booked: num(r.booked),
    paid: num(r.paid),
    earned: num(r.earned),
  }));
}

interface CancellationRow {
  day: string;
  cancellations: number;
  by_traveler: number;
  by_operator: number;
  refunded: number;
}

async function cancellationsByDay(
  db: Database,
  scope: Scope,
  range: AnalyticsRange,
): Promise<CancellationRow[]> {
  const cancelledDay = sql`(b.cancelled_at at time zone ${TZ})::date`;
  const result = await db.execute(sql`
    select ${cancelledDay}::text as day, count(*) as cancellations,
      count(*) filter (where b.cancelled_by = 'traveler') as by_traveler,
      count(*) filter (where b.cancelled_by = 'operator') as by_operator,
      sum(b.refunded_cents) as refunded
    ${scope.bookings}
      and b.status = 'cancelled' and b.confirmed_at is not null and b.cancelled_at is not null
      and ${cancelledDay} between ${range.from}::date and ${range.to}::date
    group by 1`);
  return result.rows.map((r) => ({
    day: day(r.day),
    cancellations: num(r.cancellations),
    by_traveler: num(r.by_traveler),
    by_operator: num(r.by_operator),
    refunded: num(r.refunded),
  }));
}

async function viewsByDay(
  db: Database,
  scope: Scope,
  range: AnalyticsRange,
): Promise<{ listing_id: number; day: string; views: number }[]> {
  const result = await db.execute(sql`
    select ${viewListingColumn(scope.kind)} as listing_id, v.day::text as day, count(*) as views
    ${scope.views} and v.day between ${range.from}::date and ${range.to}::date
    group by 1, 2`);
  return result.rows.map((r) => ({ listing_id: num(r.listing_id), day: day(r.day), views: num(r.views) }));
}

async function occupancy(
  db: Database,
  operatorId: string,
  kind: 'safari' | 'trip',
  range: AnalyticsRange,
): Promise<{ rows: AnalyticsOccupancy[]; truncated: boolean; booked: number; capacity: number }> {
  // The window sums cover every row of the range, the limit only the list.
  const result =
    kind === 'safari'
      ? await db.execute(sql`
          select d.id, d.package_id as listing_id, p.title, d.start_date::text as starts, d.capacity,
            d.seats_booked as booked, count(*) over () as total_rows,
            sum(d.capacity) over () as total_capacity, sum(d.seats_booked) over () as total_booked
          from safari_departures d join safari_packages p on p.id = d.package_id
          where p.operator_id = ${operatorId}::uuid
            and d.start_date between ${range.from}::date and ${range.to}::date
          order by d.start_date, d.id
          limit ${ANALYTICS_MAX_OCCUPANCY_ROWS}`)
      : await db.execute(sql`
          select t.id, t.route_id as listing_id, r.name as title, t.departs_at as starts, t.capacity,
            (select count(distinct s.seat_label) from trip_seat_reservations s
              where s.trip_id = t.id and s.status = 'confirmed') as booked,
            count(*) over () as total_rows, sum(t.capacity) over () as total_capacity
          from trips t join transport_routes r on r.id = t.route_id
          where t.transporter_id = ${operatorId}::uuid
            and t.status in ('on_sale', 'departed', 'completed')
            and (t.departs_at at time zone ${TZ})::date between ${range.from}::date and ${range.to}::date
          order by t.departs_at, t.id
          limit ${ANALYTICS_MAX_OCCUPANCY_ROWS}`);
  const rows = result.rows.map((r) => {
    const capacity = num(r.capacity);
    const booked = num(r.booked);
    return {
      id: num(r.id),
      listing_id: num(r.listing_id),
      title: String(r.title),
      starts: kind === 'trip' ? new Date(r.starts as string | Date).toISOString() : day(r.starts),
      capacity,
      booked,
      percent: occupancyPercent(booked, capacity),
    };
  });
  const first = result.rows[0];
  const totalRows = num(first?.total_rows);
  let booked = num(first?.total_booked);
  if (kind === 'trip') {
    // The seats sold of trips beyond the list are summed apart (a per-trip count cannot be a window sum).
    booked =
      totalRows > rows.length
        ? num(
            (
              await db.execute(sql`
                select coalesce(sum(n), 0) as booked from (
                  select (select count(distinct s.seat_label) from trip_seat_reservations s
                    where s.trip_id = t.id and s.status = 'confirmed') as n
                  from trips t
                  where t.transporter_id = ${operatorId}::uuid
                    and t.status in ('on_sale', 'departed', 'completed')
                    and (t.departs_at at time zone ${TZ})::date between ${range.from}::date and ${range.to}::date
                ) seats`)
            ).rows[0]?.booked,
          )
        : rows.reduce((sum, row) => sum + row.booked, 0);
  }
  return { rows, truncated: totalRows > rows.length, booked, capacity: num(first?.total_capacity) };
}

function emptyPeriod(period: string): AnalyticsPeriod {
  return { period, bookings: 0, seats: 0, booked_cents: 0, earned_cents: 0, cancellations: 0, views: 0 };
}

/** The operator's figures over the range (see the contract for what counts). */
export async function operatorAnalytics(
  db: Database,
  operator: { id: string; operatorType: string | null },
  range: AnalyticsRange,
): Promise<OperatorAnalytics> {
  const kind = operator.operatorType === 'transporter' ? 'trip' : 'safari';
  const scope = scopeOf(operator.id, kind);
  const [sales, cancellations, views, listingRows, occupied, ratingRows] = await Promise.all([
    salesByDay(db, scope, range),
    cancellationsByDay(db, scope, range),
    viewsByDay(db, scope, range),
    db.execute(scope.listings),
    occupancy(db, operator.id, kind, range),
    // Ratings by month of the reviews written in the range (hidden ones left out, as on the public pages).
    db.execute(sql`
      select to_char(created_at at time zone ${TZ}, 'YYYY-MM') as month, count(*) as reviews,
        avg(rating)::float8 as average
      from reviews
      where operator_id = ${operator.id}::uuid and hidden_at is null
        and (created_at at time zone ${TZ})::date between ${range.from}::date and ${range.to}::date
      group by 1`),
  ]);

  const weeks = new Map(weeksOf(range).map((w) => [w, emptyPeriod(w)]));
  const months = new Map(monthsOf(range).map((m) => [m, emptyPeriod(m)]));
  const periodsOf = (d: string) => [weeks.get(weekStart(d)), months.get(d.slice(0, 7))];

  const titles = new Map(listingRows.rows.map((r) => [num(r.id), String(r.title)]));
  const listings = new Map<number, AnalyticsListing>();
  const listing = (id: number): AnalyticsListing => {
    let entry = listings.get(id);
    if (!entry) {
      entry = {
        id,
        title: titles.get(id) ?? '',
        views: 0,
        bookings: 0,
        seats: 0,
        booked_cents: 0,
        earned_cents: 0,
        conversion_percent: null,
      };
      listings.set(id, entry);
    }
    return entry;
  };

  const totals: OperatorAnalytics['totals'] = {
    bookings: 0,
    seats: 0,
    booked_cents: 0,
    paid_cents: 0,
    earned_cents: 0,
    views: 0,
    conversion_percent: null,
    cancellations: 0,
    cancelled_by_traveler: 0,
    cancelled_by_operator: 0,
    refunded_cents: 0,
    occupancy_booked: occupied.booked,
    occupancy_capacity: occupied.capacity,
  };

  for (const row of sales) {
    for (const p of [...periodsOf(row.day), listing(row.listing_id), totals]) {
      if (!p) continue;
      p.bookings += row.bookings;
      p.seats += row.seats;
      p.booked_cents += row.booked;
      p.earned_cents += row.earned;
    }
    totals.paid_cents += row.paid;
  }
  for (const row of views) {
    for (const p of [...periodsOf(row.day), listing(row.listing_id), totals]) if (p) p.views += row.views;
  }
  for (const row of cancellations) {
    for (const p of [...periodsOf(row.day), totals]) if (p) p.cancellations += row.cancellations;
    totals.cancelled_by_traveler += row.by_traveler;
    totals.cancelled_by_operator += row.by_operator;
    totals.refunded_cents += row.refunded;
  }
  for (const entry of listings.values())
    entry.conversion_percent = conversionPercent(entry.bookings, entry.views);
  totals.conversion_percent = conversionPercent(totals.bookings, totals.views);

  return {
    from: range.from,
    to: range.to,
    listing_kind: kind,
    currency: scope.currency,
    totals,
    by_week: [...weeks.values()],
    by_month: [...months.values()],
    listings: [...listings.values()].sort(
      (a, b) =>
        b.earned_cents - a.earned_cents ||
        b.bookings - a.bookings ||
        b.views - a.views ||
        a.title.localeCompare(b.title),
    ),
    occupancy: occupied.rows,
    occupancy_truncated: occupied.truncated,
    ratings: monthsOf(range).map((period) => {
      const row = ratingRows.rows.find((r) => String(r.month) === period);
      const reviews = num(row?.reviews);
      return {
        period,
        reviews,
        average: reviews > 0 ? Math.round(Number(row?.average) * 10) / 10 : null,
      };
    }),
  };
}
