import {
  NEARBY_CANDIDATES_MAX,
  NEARBY_SHOWN_MAX,
  addDays,
  laterWindow,
  regionsNear,
  type TripAlternative,
  type TripRemovableFilter,
  type TripSearchParams,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countTrips, matchingOf, searchCandidates, searchWindow } from './search.service';
import { tanzanianOffsetMs, todayInTanzania } from './time';

/** How far after the searched days the next departures are looked for. */
const LATER_LOOKAHEAD_DAYS = 60;

/**
 * The nearest alternatives of a trip search that found nothing (issue 15): the next days with a trip on
 * that journey, towns near the destination, and the search without one of its filters. Counts come from
 * the search's own statement and filters (`searchCandidates` + `matchingOf`, as `searchTrips`): one
 * statement for the searched days (every filter's removal but the origin's is counted on its rows), one
 * for the days after and one count there, one for the nearby towns and at most NEARBY_CANDIDATES_MAX
 * counts, and one without the origin.
 */
export async function tripAlternatives(
  db: Database,
  q: TripSearchParams,
  today = todayInTanzania(),
): Promise<TripAlternative[]> {
  const later = await laterDays(db, q, today);
  const nearby = await nearbyTowns(db, q, today);
  const withoutOne = await withoutOneFilter(db, q, today);
  return [...(later ? [later] : []), ...nearby, ...withoutOne];
}

async function withoutOneFilter(
  db: Database,
  q: TripSearchParams,
  today: string,
): Promise<TripAlternative[]> {
  const removals: [TripRemovableFilter, Partial<TripSearchParams>, Record<string, null>][] = [];
  if (q.time_of_day?.length)
    removals.push(['time_of_day', { time_of_day: undefined }, { time_of_day: null }]);
  if (q.class?.length) removals.push(['class', { class: undefined }, { class: null }]);
  if (q.amenities?.length) removals.push(['amenities', { amenities: undefined }, { amenities: null }]);
  if (q.transporter?.length)
    removals.push(['transporter', { transporter: undefined }, { transporter: null }]);
  if (q.min_price !== undefined || q.max_price !== undefined)
    removals.push([
      'price',
      { min_price: undefined, max_price: undefined },
      { min_price: null, max_price: null },
    ]);
  if (q.guests > 1) removals.push(['guests', { guests: 1 }, { guests: null }]);

  const found: TripAlternative[] = [];
  if (removals.length > 0) {
    const candidates = await searchCandidates(db, q.from, q.location, searchWindow(q, today));
    for (const [filter, without, changes] of removals) {
      const count = matchingOf(candidates, { ...q, ...without }).matching.length;
      if (count > 0) found.push({ kind: 'without_filter', filter, count, changes });
    }
  }
  if (q.from !== undefined) {
    const count = await countTrips(db, { ...q, from: undefined }, today);
    if (count > 0) found.push({ kind: 'without_filter', filter: 'from', count, changes: { from: null } });
  }
  return found.sort((a, b) => b.count - a.count);
}

/** The Tanzanian calendar day a candidate leaves its boarding stop. */
function boardingDay(departsAtMs: number, boardMinutes: number): string {
  const at = departsAtMs + boardMinutes * 60_000;
  return new Date(at + tanzanianOffsetMs(at)).toISOString().slice(0, 10);
}

/** The first later day with a trip the search would keep, and as many days from it as were searched. */
async function laterDays(db: Database, q: TripSearchParams, today: string): Promise<TripAlternative | null> {
  const window = searchWindow(q, today);
  const after = {
    start_date: addDays(window.end_date, 1),
    end_date: addDays(window.end_date, LATER_LOOKAHEAD_DAYS),
  };
  const { matching } = matchingOf(await searchCandidates(db, q.from, q.location, after), {
    ...q,
    sort: 'earliest',
  });
  const first = matching[0];
  if (!first) return null;
  const dates = laterWindow(window, boardingDay(first.departsAtMs, first.boardMinutes));
  const count = await countTrips(db, { ...q, ...dates }, today);
  if (count === 0) return null;
  return {
    kind: 'later_dates',
    count,
    ...dates,
    changes: { start_date: dates.start_date, end_date: dates.end_date },
  };
}

/**
 * Towns near the destination (its region's, then the neighbouring regions') where a route on sale lets
 * passengers off, each counted with the rest of the search unchanged.
 */
async function nearbyTowns(db: Database, q: TripSearchParams, today: string): Promise<TripAlternative[]> {
  const to = q.location.trim().toLowerCase();
  const from = q.from?.trim().toLowerCase() ?? '';
  const own = await db.execute(
    sql`select region from route_stops where place_key = ${to} and region <> '' limit 1`,
  );
  const region = own.rows[0]?.region;
  if (typeof region !== 'string') return [];
  const near = regionsNear(region);
  const towns = await db.execute(sql`
    select min(s.place) as place, max(s.region) as region from route_stops s
    join transport_routes r on r.id = s.route_id and r.status = 'active'
    where s.region in (${sql.join(
      near.map((r) => sql`${r}`),
      sql`, `,
    )})
      and s.place_key <> ${to} and s.place_key <> ${from} and s.can_alight
      and exists (select 1 from trips t where t.route_id = s.route_id and t.status = 'on_sale' and t.sales_close_at > now())
    group by s.place_key
    order by array_position(array[${sql.join(
      near.map((r) => sql`${r}::text`),
      sql`, `,
    )}], max(s.region)), min(s.place)
    limit ${NEARBY_CANDIDATES_MAX}`);
  const found: TripAlternative[] = [];
  for (const row of towns.rows) {
    const place = String(row.place);
    const count = await countTrips(db, { ...q, location: place }, today);
    if (count > 0) {
      found.push({
        kind: 'nearby',
        count,
        place: { name: place, region: String(row.region) },
        changes: { location: place },
      });
    }
  }
  return found.slice(0, NEARBY_SHOWN_MAX);
}
