import {
  ROUTE_LIMITS,
  TRIP_SEARCH_MAX_DAYS,
  addDays,
  timeOfDayOf,
  usdEquivalentOfTzs,
  type TimeOfDay,
  type TripSearchItem,
  type TripSearchParams,
  type TripSearchResult,
  type VehicleAmenity,
  type VehicleClass,
} from '@dala/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { tanzanianDays, tanzanianOffsetMs, todayInTanzania } from './time';
import { transporterRating, type TransporterRating } from './transporter-rating';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * GET /api/trips/search: trips on sale that stop at the origin (boarding allowed) and later at the
 * destination (alighting allowed), leaving the origin within the searched days, with `guests` seats
 * free on that segment.
 *
 * The plan (issue-13 notes, "Search at 200k trips"), one statement:
 *  1. `pairs` (MATERIALIZED): the stop pairs of every route serving origin → destination, from
 *     route_stops_place_idx (place_key first; index-only). One pair per route: its first boarding stop
 *     in the origin and the first alighting stop after it in the destination, as segmentBetween does,
 *     with their names. Materialized so the planner sees a handful of routes, not an estimate, before
 *     touching trips.
 *  2. the pair's fare by route_fares' primary key, the route active;
 *  3. trips by trips_search_idx (route_id, departs_at … WHERE status = 'on_sale') with CONSTANT bounds on
 *     departs_at: the searched days widened by the longest route (a stop is at most 48 h after
 *     departure), so the index range is fixed before execution; the exact "leaves the origin within the
 *     days" test (departs_at + the stop's minutes) then runs on those few rows;
 *  4. per candidate trip, the distinct seats with a live reservation overlapping [board, alight)
 *     (trip_seat_reservations_trip_idx): capacity minus that is the segment's seats left.
 * Filters, facets, sort and page run here on the candidates (tens of trips for a day): the facets need
 * every candidate anyway, and the filter UI's choices must come from the unfiltered results. Beside it,
 * only "is anything on sale at all" (any_trips), reused for a few seconds.
 * Measured at 200 100 trips / 300 routes / 40 towns on PostgreSQL 15 (a harsh network: up to 50 routes
 * per town pair): both indexes used, ~10 ms for a day of a busy pair, seat counts ~0.003 ms per trip.
 */

interface StopName {
  place: string;
  point: string;
}

export interface SearchCandidate {
  tripId: number;
  routeId: number;
  transporterId: string;
  companyName: string;
  /** The transporter's rating as its reviews keep it (transporter_ratings). */
  rating: TransporterRating;
  vehicleClass: VehicleClass;
  amenities: VehicleAmenity[];
  departsAtMs: number;
  boardPos: number;
  alightPos: number;
  boardMinutes: number;
  alightMinutes: number;
  fareTzs: number;
  seatsLeft: number;
  routeName: string;
  board: StopName;
  alight: StopName;
}

const placeKey = (place: string) => place.trim().toLowerCase();

/** The statement's values: literal values for EXPLAIN, placeholders for the prepared statements. */
interface SearchValues {
  /** Lower-cased origin town; null to take each route's first boarding stop. */
  from: SQL | null;
  to: SQL;
  earliestDeparture: SQL;
  dayStart: SQL;
  dayEnd: SQL;
}

/** The stop pairs of routes serving the search, one per route (see the plan above). */
function pairsSql(v: SearchValues): SQL {
  if (v.from !== null) {
    return sql`select distinct on (b.route_id) b.route_id, b.position as board_pos, a.position as alight_pos,
        b.minutes_from_departure as board_min, a.minutes_from_departure as alight_min,
        b.place as board_place, b.point as board_point, a.place as alight_place, a.point as alight_point
      from route_stops b
      join route_stops a on a.place_key = ${v.to}::text and a.route_id = b.route_id
        and a.position > b.position and a.can_alight
      where b.place_key = ${v.from}::text and b.can_board
      order by b.route_id, b.position, a.position`;
  }
  // No origin: trips reaching the destination, from the first stop of their route one may board at.
  return sql`select distinct on (a.route_id) a.route_id, b.position as board_pos, a.position as alight_pos,
      b.minutes_from_departure as board_min, a.minutes_from_departure as alight_min,
      b.place as board_place, b.point as board_point, a.place as alight_place, a.point as alight_point
    from route_stops a
    join route_stops b on b.route_id = a.route_id and b.position < a.position and b.can_board
    where a.place_key = ${v.to}::text and a.can_alight
    order by a.route_id, a.position, b.position`;
}

function candidatesStatement(v: SearchValues): SQL {
  return sql`with pairs as materialized (${pairsSql(v)}),
    priced as (
      select p.*, f.fare_tzs, r.name as route_name
      from pairs p
      join route_fares f on f.route_id = p.route_id and f.board_pos = p.board_pos and f.alight_pos = p.alight_pos
      join transport_routes r on r.id = p.route_id and r.status = 'active'
    )
    select t.id as trip_id, t.route_id, t.transporter_id, op.company_name, t.vehicle_class, t.amenities,
      trt.rating_avg, coalesce(trt.review_count, 0) as review_count,
      (extract(epoch from t.departs_at) * 1000)::float8 as departs_ms,
      p.board_pos, p.alight_pos, p.board_min, p.alight_min, p.fare_tzs, p.route_name,
      p.board_place, p.board_point, p.alight_place, p.alight_point,
      t.capacity - (select count(distinct r.seat_label) from trip_seat_reservations r
        where r.trip_id = t.id and r.status in ('held', 'confirmed') and r.blocks_until > now()
          and r.board_pos < p.alight_pos and r.alight_pos > p.board_pos)::int as seats_left
    from priced p
    join trips t on t.route_id = p.route_id and t.status = 'on_sale'
      and t.departs_at >= ${v.earliestDeparture}::timestamptz
      and t.departs_at < ${v.dayEnd}::timestamptz
    join users u on u.id = t.transporter_id and u.is_verified
    join operator_profiles op on op.user_id = t.transporter_id
    left join transporter_ratings trt on trt.transporter_id = t.transporter_id
    where t.departs_at + p.board_min * interval '1 minute' >= ${v.dayStart}::timestamptz
      and t.departs_at + p.board_min * interval '1 minute' < ${v.dayEnd}::timestamptz
      and t.sales_close_at > now()`;
}

/** The searched days: from the start date (today by default) to the end date, at most TRIP_SEARCH_MAX_DAYS. */
export function searchWindow(
  q: Pick<TripSearchParams, 'start_date' | 'end_date'>,
  today = todayInTanzania(),
) {
  const start = q.start_date ?? today;
  const last = addDays(start, TRIP_SEARCH_MAX_DAYS - 1);
  const end = q.end_date ? (q.end_date > last ? last : q.end_date) : start;
  return { start_date: start, end_date: end };
}

/** The instants bounding a window: constant index bounds on departs_at (a trip leaving its first stop
 * up to the longest route's duration before the window can still reach the origin stop within it), and
 * the window itself for the departure from the origin stop. */
function windowInstants(window: { start_date: string; end_date: string }) {
  const { from: dayStart, until: dayEnd } = tanzanianDays(window.start_date, window.end_date);
  const earliestDeparture = new Date(dayStart.getTime() - ROUTE_LIMITS.durationMinutesMax * 60_000);
  return {
    earliestDeparture: earliestDeparture.toISOString(),
    dayStart: dayStart.toISOString(),
    dayEnd: dayEnd.toISOString(),
  };
}

/** The search statement with its values written in (for EXPLAIN in tests and benchmarks). */
export function searchCandidatesSql(
  from: string | undefined,
  to: string,
  window: { start_date: string; end_date: string },
): SQL {
  const at = windowInstants(window);
  return candidatesStatement({
    from: from === undefined ? null : sql`${placeKey(from)}`,
    to: sql`${placeKey(to)}`,
    earliestDeparture: sql`${at.earliestDeparture}`,
    dayStart: sql`${at.dayStart}`,
    dayEnd: sql`${at.dayEnd}`,
  });
}

const CANDIDATE_FIELDS = {
  trip_id: sql<number>`c.trip_id`,
  route_id: sql<number>`c.route_id`,
  transporter_id: sql<string>`c.transporter_id`,
  company_name: sql<string>`c.company_name`,
  rating_avg: sql<number | null>`c.rating_avg`,
  review_count: sql<number>`c.review_count`,
  vehicle_class: sql<VehicleClass>`c.vehicle_class`,
  amenities: sql<VehicleAmenity[] | null>`c.amenities`,
  departs_ms: sql<number>`c.departs_ms`,
  board_pos: sql<number>`c.board_pos`,
  alight_pos: sql<number>`c.alight_pos`,
  board_min: sql<number>`c.board_min`,
  alight_min: sql<number>`c.alight_min`,
  fare_tzs: sql<number>`c.fare_tzs`,
  route_name: sql<string>`c.route_name`,
  board_place: sql<string>`c.board_place`,
  board_point: sql<string>`c.board_point`,
  alight_place: sql<string>`c.alight_place`,
  alight_point: sql<string>`c.alight_point`,
  seats_left: sql<number>`c.seats_left`,
};

const placeholders = (withOrigin: boolean): SearchValues => ({
  from: withOrigin ? sql`${sql.placeholder('from')}` : null,
  to: sql`${sql.placeholder('to')}`,
  earliestDeparture: sql`${sql.placeholder('earliest')}`,
  dayStart: sql`${sql.placeholder('day_start')}`,
  dayEnd: sql`${sql.placeholder('day_end')}`,
});

/**
 * Prepared (one per shape: with an origin or without): planning this statement costs about as much as
 * running it. Its plan does not depend on the values' selectivity — the materialized pairs and the
 * per-route index probes are the same for any towns and days — so PostgreSQL's generic plan serves.
 */
const searchFromQuery = preparedPerDatabase((db) =>
  db
    .select(CANDIDATE_FIELDS)
    .from(sql`(${candidatesStatement(placeholders(true))}) c`)
    .prepare('trip_sales_search_from'),
);
const searchToQuery = preparedPerDatabase((db) =>
  db
    .select(CANDIDATE_FIELDS)
    .from(sql`(${candidatesStatement(placeholders(false))}) c`)
    .prepare('trip_sales_search_to'),
);

export async function searchCandidates(
  db: Database,
  from: string | undefined,
  to: string,
  window: { start_date: string; end_date: string },
): Promise<SearchCandidate[]> {
  if (from !== undefined && placeKey(from) === placeKey(to)) return [];
  const at = windowInstants(window);
  const values = {
    to: placeKey(to),
    earliest: at.earliestDeparture,
    day_start: at.dayStart,
    day_end: at.dayEnd,
  };
  const rows =
    from === undefined
      ? await searchToQuery(db).execute(values)
      : await searchFromQuery(db).execute({ ...values, from: placeKey(from) });
  return rows.map((r) => ({
    tripId: Number(r.trip_id),
    routeId: Number(r.route_id),
    transporterId: String(r.transporter_id),
    companyName: String(r.company_name),
    rating: transporterRating(r.rating_avg, r.review_count),
    vehicleClass: r.vehicle_class as VehicleClass,
    amenities: (r.amenities as VehicleAmenity[] | null) ?? [],
    departsAtMs: Number(r.departs_ms),
    boardPos: Number(r.board_pos),
    alightPos: Number(r.alight_pos),
    boardMinutes: Number(r.board_min),
    alightMinutes: Number(r.alight_min),
    fareTzs: Number(r.fare_tzs),
    seatsLeft: Math.max(0, Number(r.seats_left)),
    routeName: String(r.route_name),
    board: { place: String(r.board_place), point: String(r.board_point) },
    alight: { place: String(r.alight_place), point: String(r.alight_point) },
  }));
}

const boardAtMs = (c: SearchCandidate) => c.departsAtMs + c.boardMinutes * 60_000;
const rideMinutesOf = (c: SearchCandidate) => c.alightMinutes - c.boardMinutes;

/** Time of day of each candidate's departure from its boarding stop, computed once per search: the
 * zone's offset is read once (Tanzania keeps UTC+3 all year; a window never spans a change of it). */
function timesOfDay(candidates: readonly SearchCandidate[]): Map<SearchCandidate, TimeOfDay> {
  const times = new Map<SearchCandidate, TimeOfDay>();
  const first = candidates[0];
  if (!first) return times;
  const offsetMs = tanzanianOffsetMs(boardAtMs(first));
  for (const c of candidates) {
    const local = boardAtMs(c) + offsetMs;
    times.set(c, timeOfDayOf(Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS)));
  }
  return times;
}

function facetsOf(
  candidates: readonly SearchCandidate[],
  timeOf: Map<SearchCandidate, TimeOfDay>,
): TripSearchResult['facets'] {
  const classes = new Set<VehicleClass>();
  const amenities = new Set<VehicleAmenity>();
  const transporters = new Map<string, string>();
  const times = new Set<TimeOfDay>();
  let low: number | null = null;
  let high: number | null = null;
  for (const c of candidates) {
    classes.add(c.vehicleClass);
    for (const a of c.amenities) amenities.add(a);
    transporters.set(c.transporterId, c.companyName);
    times.add(timeOf.get(c)!);
    low = low === null || c.fareTzs < low ? c.fareTzs : low;
    high = high === null || c.fareTzs > high ? c.fareTzs : high;
  }
  return {
    classes: [...classes].sort(),
    amenities: [...amenities].sort(),
    transporters: [...transporters]
      .map(([id, company_name]) => ({ id, company_name }))
      .sort((a, b) => a.company_name.localeCompare(b.company_name, 'en')),
    times_of_day: (['morning', 'afternoon', 'evening', 'night'] as const).filter((t) => times.has(t)),
    price_min_tzs: low,
    price_max_tzs: high,
  };
}

function matchesFilters(
  c: SearchCandidate,
  q: TripSearchParams,
  timeOf: Map<SearchCandidate, TimeOfDay>,
): boolean {
  if (q.class?.length && !q.class.includes(c.vehicleClass)) return false;
  if (q.transporter?.length && !q.transporter.includes(c.transporterId.toLowerCase())) return false;
  if (q.amenities?.length && !q.amenities.every((a) => c.amenities.includes(a))) return false;
  if (q.min_price !== undefined && c.fareTzs < q.min_price) return false;
  if (q.max_price !== undefined && c.fareTzs > q.max_price) return false;
  if (q.time_of_day?.length && !q.time_of_day.includes(timeOf.get(c)!)) return false;
  return true;
}

function compareBy(sort: TripSearchParams['sort']): (a: SearchCandidate, b: SearchCandidate) => number {
  const earliest = (a: SearchCandidate, b: SearchCandidate) =>
    boardAtMs(a) - boardAtMs(b) || a.tripId - b.tripId;
  if (sort === 'cheapest') return (a, b) => a.fareTzs - b.fareTzs || earliest(a, b);
  if (sort === 'fastest') return (a, b) => rideMinutesOf(a) - rideMinutesOf(b) || earliest(a, b);
  return earliest;
}

/** Whether any trip at all is on sale (the spec's empty text when none is). */
export async function anyTripOnSale(db: Database): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from trips where status = 'on_sale' and sales_close_at > now()) as any`,
  );
  return result.rows[0]?.any === true;
}

/** any_trips changes when the first trip goes on sale or the last one closes: one answer per database
 * is reused for a few seconds rather than asked with every search. */
const ANY_TRIPS_REUSE_MS = 5_000;
const anyTripsAnswers = new WeakMap<Database, { at: number; value: Promise<boolean> }>();

function anyTripOnSaleRecently(db: Database): Promise<boolean> {
  const kept = anyTripsAnswers.get(db);
  if (kept && Date.now() - kept.at < ANY_TRIPS_REUSE_MS) return kept.value;
  const value = anyTripOnSale(db);
  anyTripsAnswers.set(db, { at: Date.now(), value });
  value.catch(() => anyTripsAnswers.delete(db));
  return value;
}

/** The candidates with seats for the party, their times of day, and those the filters keep, sorted. */
export function matchingOf(candidates: readonly SearchCandidate[], q: TripSearchParams) {
  const fitting = candidates.filter((c) => c.seatsLeft >= q.guests);
  const timeOf = timesOfDay(fitting);
  const matching = fitting.filter((c) => matchesFilters(c, q, timeOf)).sort(compareBy(q.sort));
  return { fitting, timeOf, matching };
}

/** How many trips a search finds: the total of `searchTrips`, by the same statement and filters. */
export async function countTrips(db: Database, q: TripSearchParams, today = todayInTanzania()) {
  const candidates = await searchCandidates(db, q.from, q.location, searchWindow(q, today));
  return matchingOf(candidates, q).matching.length;
}

export async function searchTrips(
  db: Database,
  q: TripSearchParams,
  rate: number,
  today = todayInTanzania(),
): Promise<TripSearchResult> {
  const window = searchWindow(q, today);
  const [candidates, anyTrips] = await Promise.all([
    searchCandidates(db, q.from, q.location, window),
    anyTripOnSaleRecently(db),
  ]);
  const { fitting, timeOf, matching } = matchingOf(candidates, q);
  const offset = (q.page - 1) * q.page_size;
  const page = matching.slice(offset, offset + q.page_size);
  const stopAt = (c: SearchCandidate, name: StopName, position: number, minutes: number) => ({
    position,
    place: name.place,
    point: name.point,
    at: new Date(c.departsAtMs + minutes * 60_000).toISOString(),
  });
  const items: TripSearchItem[] = page.map((c) => ({
    trip_id: c.tripId,
    route_name: c.routeName,
    transporter: { id: c.transporterId, company_name: c.companyName, is_verified: true, ...c.rating },
    vehicle_class: c.vehicleClass,
    amenities: c.amenities,
    board: stopAt(c, c.board, c.boardPos, c.boardMinutes),
    alight: stopAt(c, c.alight, c.alightPos, c.alightMinutes),
    duration_minutes: rideMinutesOf(c),
    time_of_day: timeOf.get(c)!,
    seats_left: c.seatsLeft,
    fare_tzs: c.fareTzs,
    fare_usd: usdEquivalentOfTzs(c.fareTzs, rate),
  }));
  return {
    items,
    total: matching.length,
    page: q.page,
    page_size: q.page_size,
    any_trips: anyTrips,
    facets: facetsOf(fitting, timeOf),
    window,
    tzs_per_usd: rate,
  };
}
