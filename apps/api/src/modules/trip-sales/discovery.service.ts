import {
  DISCOVERY_DEPARTURES,
  SEARCH_PATHS,
  lowestFare,
  usdEquivalentOfTzs,
  type TripDiscovery,
  type TripTowns,
  type VehicleClass,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tanzanianWallClock } from './time';

/** A trip is bookable online: on sale, sales open, its transporter verified. */
const BOOKABLE_TRIP = sql`t.status = 'on_sale' and t.sales_close_at > now()`;

/**
 * GET /api/trips/towns: the towns of active routes that have a trip on sale, matching `q` at the start of
 * the name or of one of its words ('salaam' finds Dar es Salaam), for the search fields' suggestions.
 */
export async function searchTowns(db: Database, q: string | undefined, limit: number): Promise<TripTowns> {
  const key =
    q
      ?.trim()
      .toLowerCase()
      .replace(/[\\%_]/g, '') ?? '';
  const match = key ? sql`and (s.place_key like ${`${key}%`} or s.place_key like ${`% ${key}%`})` : sql``;
  const result = await db.execute(sql`
    select min(s.place) as name, max(s.region) as region, bool_or(s.can_board) as can_board,
      bool_or(s.can_alight) as can_alight
    from route_stops s
    join transport_routes r on r.id = s.route_id and r.status = 'active'
    where exists (select 1 from trips t where t.route_id = s.route_id and ${BOOKABLE_TRIP}) ${match}
    group by s.place_key
    order by (s.place_key like ${`${key}%`}) desc, s.place_key
    limit ${limit}`);
  return {
    items: result.rows.map((r) => ({
      name: String(r.name),
      region: String(r.region ?? ''),
      can_board: r.can_board === true,
      can_alight: r.can_alight === true,
    })),
  };
}

/** How long a ranking of journeys is reused before it is recomputed (in the background, the old one
 * answering meanwhile): popularity over 30 days does not move in minutes, and at 200 000 trips the
 * ranking reads every sale of the month (~0.3 s), the next departures only a few index entries. */
const RANKING_REUSE_MS = 10 * 60_000;
type Ranking = Awaited<ReturnType<typeof rankJourneys>>;
const rankings = new WeakMap<Database, Map<number, { at: number; value: Promise<Ranking> }>>();

function rankedJourneys(db: Database, limit: number): Promise<Ranking> {
  let byLimit = rankings.get(db);
  if (!byLimit) rankings.set(db, (byLimit = new Map()));
  const kept = byLimit.get(limit);
  if (kept && Date.now() - kept.at < RANKING_REUSE_MS) return kept.value;
  const value = rankJourneys(db, limit);
  // One recomputation at a time: the old ranking answers meanwhile.
  if (kept) kept.at = Date.now();
  // An empty ranking is not kept: the first trips on sale show at once.
  value.then(
    (rows) => (rows.length > 0 ? byLimit.set(limit, { at: Date.now(), value }) : byLimit.delete(limit)),
    () => byLimit.delete(limit),
  );
  return kept ? kept.value : value;
}

/** Journeys with a trip on sale, most seats sold in 30 days first, then most trips on sale in 30 days. */
async function rankJourneys(db: Database, limit: number) {
  const result = await db.execute(sql`
    with ends as (
      select r.id as route_id, o.place_key as from_key, o.place as from_place, o.region as from_region,
        d.place_key as to_key, d.place as to_place, d.region as to_region, d.position as last_pos,
        f.fare_tzs
      from transport_routes r
      join route_stops o on o.route_id = r.id and o.position = 0
      join lateral (select s.place_key, s.place, s.region, s.position from route_stops s
        where s.route_id = r.id order by s.position desc limit 1) d on true
      join route_fares f on f.route_id = r.id and f.board_pos = 0 and f.alight_pos = d.position
      join users u on u.id = r.transporter_id and u.is_verified
      where r.status = 'active'
    ),
    on_sale as (
      select t.route_id, count(*)::int as trips from trips t
      where ${BOOKABLE_TRIP} and t.departs_at < now() + interval '30 days'
        and t.route_id in (select route_id from ends)
      group by t.route_id
    ),
    sold as (
      select t.route_id, count(*)::int as seats from trip_seat_reservations x
      join trips t on t.id = x.trip_id
      where x.status = 'confirmed' and x.held_at > now() - interval '30 days'
      group by t.route_id
    )
    select e.from_key, e.to_key, min(e.from_place) as from_place, max(e.from_region) as from_region,
      min(e.to_place) as to_place, max(e.to_region) as to_region,
      array_agg(e.route_id) as route_ids, array_agg(e.fare_tzs) as fares, array_agg(e.last_pos) as last_positions,
      coalesce(sum(s.seats), 0)::int as seats_sold, sum(o.trips)::int as trips_on_sale
    from ends e
    join on_sale o on o.route_id = e.route_id
    left join sold s on s.route_id = e.route_id
    group by e.from_key, e.to_key
    order by seats_sold desc, trips_on_sale desc, from_place, to_place
    limit ${limit}`);
  return result.rows;
}

/**
 * GET /api/trips/discovery: popular journeys (a route's first town → its last), grouped by the origin's
 * region. "Popular" = seats confirmed on the journey's trips in the last 30 days (by when they were
 * reserved), then the number of trips on sale in the next 30 days; journeys without a trip on sale are
 * left out; the ranking is reused for 10 minutes, the next departures are always read fresh. Routes of
 * several transporters with the same two towns are one journey: its lowest fare is the cheapest of their
 * whole-route fares, its next departures the soonest of all of them.
 */
export async function discoverRoutes(
  db: Database,
  limit: number,
  rate: number,
  reuse = true,
): Promise<TripDiscovery> {
  const journeys = { rows: reuse ? await rankedJourneys(db, limit) : await rankJourneys(db, limit) };
  if (journeys.rows.length === 0) return { regions: [], tzs_per_usd: rate };

  const allRouteIds = journeys.rows.flatMap((r) => (r.route_ids as unknown[]).map(Number));
  // The soonest departures per route (trips_search_idx by route and departure), then per journey.
  const departures = await db.execute(sql`
    select r.route_id, d.*
    from unnest(${`{${allRouteIds.join(',')}}`}::int[]) as r(route_id)
    cross join lateral (
      select t.id, (extract(epoch from t.departs_at) * 1000)::float8 as departs_ms,
        (extract(epoch from t.arrives_at) * 1000)::float8 as arrives_ms, t.vehicle_class, op.company_name
      from trips t
      join users u on u.id = t.transporter_id and u.is_verified
      join operator_profiles op on op.user_id = t.transporter_id
      where t.route_id = r.route_id and ${BOOKABLE_TRIP}
      order by t.departs_at limit ${DISCOVERY_DEPARTURES}
    ) d`);
  const byRoute = new Map<number, typeof departures.rows>();
  for (const row of departures.rows) {
    const id = Number(row.route_id);
    byRoute.set(id, [...(byRoute.get(id) ?? []), row]);
  }

  const regions = new Map<string, TripDiscovery['regions'][number]['routes']>();
  for (const j of journeys.rows) {
    const routeIds = (j.route_ids as unknown[]).map(Number);
    const fares = (j.fares as unknown[]).map(Number);
    const lastPositions = (j.last_positions as unknown[]).map(Number);
    const fareOf = new Map(routeIds.map((id, i) => [id, fares[i]!]));
    const lastPositionOf = new Map(routeIds.map((id, i) => [id, lastPositions[i]!]));
    const next = routeIds
      .flatMap((routeId) =>
        (byRoute.get(routeId) ?? []).map((d) => ({
          trip_id: Number(d.id),
          departs_ms: Number(d.departs_ms),
          arrives_at: new Date(Number(d.arrives_ms)).toISOString(),
          company_name: String(d.company_name),
          vehicle_class: d.vehicle_class as VehicleClass,
          routeId,
        })),
      )
      .sort((a, b) => a.departs_ms - b.departs_ms || a.trip_id - b.trip_id)
      .slice(0, DISCOVERY_DEPARTURES);
    const first = next[0];
    if (!first) continue;
    const lowest =
      lowestFare(routeIds.map((id, i) => ({ board: 0, alight: lastPositions[i]!, fare_tzs: fares[i]! }))) ??
      0;
    const fromPlace = String(j.from_place);
    const toPlace = String(j.to_place);
    const search = {
      from: fromPlace,
      location: toPlace,
      start_date: tanzanianWallClock(first.departs_ms).date,
      guests: 1,
    };
    const query = new URLSearchParams({
      from: search.from,
      location: search.location,
      start_date: search.start_date,
      guests: String(search.guests),
    });
    const region = String(j.from_region ?? '') || fromPlace;
    const entry = {
      from: { place: fromPlace, region: String(j.from_region ?? '') },
      to: { place: toPlace, region: String(j.to_region ?? '') },
      lowest_fare_tzs: lowest,
      lowest_fare_usd: usdEquivalentOfTzs(lowest, rate),
      seats_sold_30_days: Number(j.seats_sold),
      trips_on_sale: Number(j.trips_on_sale),
      next_departures: next.map((d) => ({
        trip_id: d.trip_id,
        departs_at: new Date(d.departs_ms).toISOString(),
        arrives_at: d.arrives_at,
        company_name: d.company_name,
        vehicle_class: d.vehicle_class,
        board: 0,
        alight: lastPositionOf.get(d.routeId) ?? 1,
        fare_tzs: fareOf.get(d.routeId) ?? 0,
      })),
      search,
      search_url: `${SEARCH_PATHS.trip}?${query.toString()}`,
    };
    regions.set(region, [...(regions.get(region) ?? []), entry]);
  }
  return {
    regions: [...regions].map(([region, routes]) => ({ region, routes })),
    tzs_per_usd: rate,
  };
}
