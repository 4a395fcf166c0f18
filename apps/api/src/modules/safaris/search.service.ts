import {
  BOOKING_HORIZON_DAYS,
  SEARCH_DEFAULT_WINDOW_DAYS,
  addDays,
  daysBetween,
  todayInTanzania,
  toMinorUnits,
  type SafariSearchParams,
  type SafariSearchResult,
} from '@dala/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { liveHoldSeatsSql } from './availability';
import { cardsByIds } from './catalog.service';
import { typoTolerantTsquery } from './search-words';

/**
 * GET /api/safaris reads `safari_search_entries` (alias `s`): one narrow row per published package with
 * its filter columns, sort keys and precomputed availability, kept by triggers (migration 0003).
 */

/** Day 0 of the `open_seats` encoding (see the schema): a departure on day d is [d·64 + 1, d·64 + free]. */
const OPEN_SEATS_EPOCH = '2000-01-01';
const SEAT_LEVELS = 64;
/**
 * When a party fits some departures of a package but not all, windows shorter than this are read from
 * `open_seats` day by day; a longer window (a guests filter without dates covers two years) would make
 * that slow, so those candidates probe their departures instead.
 */
const EXACT_WINDOW_DAYS = 92;

/** Packages with a live hold right now: the entries do not know about holds, so these are checked exactly. */
const HELD_PACKAGES = sql`(select b.package_id from bookings b
  where b.status = 'pending_payment' and b.hold_expires_at > now() and b.package_id is not null)`;

const destinationsNamedQuery = preparedPerDatabase((db) =>
  db
    .select({ id: sql<string>`id` })
    .from(sql`destinations`)
    .where(sql`slug = ${sql.placeholder('place')}::text or lower(name) = ${sql.placeholder('place')}::text`)
    .prepare('safari_destinations_named'),
);

/** Destination ids a location text names: exact slug or name first, else close spellings (pg_trgm). */
export async function resolveDestinationIds(db: Database, location: string): Promise<string[]> {
  const lowered = location.toLowerCase();
  const exact = await destinationsNamedQuery(db).execute({ place: lowered });
  if (exact.length > 0) return exact.map((r) => r.id);
  const close = await db.execute(sql`
    select id from destinations
    where ${lowered} <% lower(name) or lower(name) like ${`%${lowered.replace(/[%_\\]/g, '')}%`}
    order by word_similarity(${lowered}, lower(name)) desc limit 5`);
  return close.rows.map((r) => String(r.id));
}

/** `s.search_vector @@ …` with typo-corrected words (served by the GIN index); never matches when nothing is left. */
async function textMatch(db: Database, text: string): Promise<{ where: SQL; rank: SQL | null }> {
  const tsquery = await typoTolerantTsquery(db, text);
  if (!tsquery) return { where: sql`false`, rank: null };
  const query = sql`to_tsquery('english', ${tsquery})`;
  return { where: sql`s.search_vector @@ ${query}`, rank: sql`ts_rank(s.search_vector, ${query})` };
}

/** `open_seats` points of a window for a party: one range per day, [d·64 + guests, d·64 + 63]. */
export function openSeatsWindow(start: string, end: string, guests: number): string {
  const first = daysBetween(OPEN_SEATS_EPOCH, start);
  const last = daysBetween(OPEN_SEATS_EPOCH, end);
  // A party of one fits any departure with a free seat: one range covers the window (no departure
  // range starts at level 0, so the days in between cannot match).
  if (guests === 1) return `{[${first * SEAT_LEVELS + 1},${last * SEAT_LEVELS + SEAT_LEVELS - 1}]}`;
  const ranges: string[] = [];
  for (let day = first; day <= last; day++) {
    ranges.push(`[${day * SEAT_LEVELS + guests},${day * SEAT_LEVELS + SEAT_LEVELS - 1}]`);
  }
  return `{${ranges.join(',')}}`;
}

/**
 * Can the package take `guests` travelers starting within [start, end]? A group tour needs a departure
 * with enough seats left, a private tour a free day after its notice period. Packages with a live hold
 * are checked against `bookings` and `safari_departures` (holds count, expired holds never do).
 */
function availabilityMatch(start: string, end: string, guests: number, today: string): SQL {
  const departureProbe = sql`exists (select 1 from safari_departures d
    where d.package_id = s.package_id and d.start_date between ${start} and ${end}
      and d.capacity - d.seats_booked >= ${guests}
      and d.capacity - d.seats_booked - ${liveHoldSeatsSql(sql`d.id`)} >= ${guests})`;
  // Confirmed seats only, from the entry: a departure with room in the window, and for a party of
  // several, one with room for all of them. When every departure has room for the party (fewest free
  // seats ≥ guests), any departure in the window does; otherwise the window is read day by day (or, for a
  // long window, the departures are probed).
  const departureInWindow = sql`s.open_seats && ${openSeatsWindow(start, end, 1)}::int4multirange`;
  const exactDays =
    daysBetween(start, end) < EXACT_WINDOW_DAYS
      ? sql`s.open_seats && ${openSeatsWindow(start, end, guests)}::int4multirange`
      : departureProbe;
  const seatsFit =
    guests === 1
      ? departureInWindow
      : sql`s.open_seats_max >= ${guests} and ${departureInWindow}
          and (s.open_seats_min >= ${guests} or ${exactDays})`;
  // Live holds take seats too: the few packages that have one are probed exactly.
  const group = sql`${seatsFit} and (s.package_id not in ${HELD_PACKAGES} or ${departureProbe})`;

  // A private date must also lie within the booking horizon, as `resolveTrip` demands.
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const privateEnd = end < horizon ? end : horizon;
  const firstDay = sql`greatest(${start}::date, ${today}::date + s.min_notice_days)`;
  const freeDayWalk = sql`exists (select 1 from generate_series(${firstDay}, ${privateEnd}::date, interval '1 day') g(day)
    where not exists (select 1 from safari_blocked_dates bd where bd.package_id = s.package_id and bd.date = g.day::date)
      and not exists (select 1 from bookings b where b.package_id = s.package_id and b.start_date = g.day::date
        and (b.status = 'confirmed' or (b.status = 'pending_payment' and b.hold_expires_at > now()))))`;
  // (SQL does not promise to test `first <= end` before building the range: it is built safely.)
  const privateDay = sql`${firstDay} <= ${privateEnd}::date and case when s.package_id in ${HELD_PACKAGES}
      then ${freeDayWalk}
      else not (s.busy_days @> daterange(${firstDay}, greatest(${firstDay}, ${privateEnd}::date), '[]')) end`;

  // One booking takes at most max_group_size travelers, group tour or private (as `resolveTrip` says).
  return sql`s.max_group_size >= ${guests}
    and ((not s.is_private and ${group}) or (s.is_private and ${privateDay}))`;
}

/** The search window of the query, or null without dates and guests (no availability test). */
export function searchWindow(q: SafariSearchParams, today: string) {
  if (!q.start_date && !q.end_date && !q.guests) return null;
  const tomorrow = addDays(today, 1);
  const start = q.start_date && q.start_date > tomorrow ? q.start_date : tomorrow;
  const end =
    q.end_date ??
    (q.start_date ? addDays(q.start_date, SEARCH_DEFAULT_WINDOW_DAYS) : addDays(today, BOOKING_HORIZON_DAYS));
  return { start, end, guests: q.guests ?? 1 };
}

function sortOrder(sort: SafariSearchParams['sort'], ranked: boolean): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`from_price_cents asc, package_id asc`;
    case 'price_desc':
      return sql`from_price_cents desc, package_id desc`;
    case 'rating':
      // `nulls last` as in the sort indexes (the columns are never null), or the indexes cannot serve.
      return sql`rating_avg desc nulls last, review_count desc nulls last, package_id asc`;
    case 'duration':
      return sql`duration_days asc, package_id asc`;
    default:
      return ranked
        ? sql`rank desc, recommended_score desc nulls last, package_id asc`
        : sql`recommended_score desc nulls last, package_id asc`;
  }
}

/** What a search asks: the entries' conditions, the text rank (sorting by relevance) and its window. */
export async function searchConditions(db: Database, q: SafariSearchParams, today: string) {
  const where: SQL[] = [];
  let rank: SQL | null = null;

  if (q.q) {
    const match = await textMatch(db, q.q);
    where.push(match.where);
    if (q.sort === 'recommended') rank = match.rank;
  }
  for (const place of [q.location, q.destination]) {
    if (!place) continue;
    const ids = await resolveDestinationIds(db, place);
    if (ids.length > 0) {
      where.push(
        sql`s.destination_ids && array[${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`,
      );
    } else {
      where.push((await textMatch(db, place)).where);
    }
  }
  if (q.min_price !== undefined) where.push(sql`s.from_price_cents >= ${toMinorUnits(q.min_price)}`);
  if (q.max_price !== undefined) where.push(sql`s.from_price_cents <= ${toMinorUnits(q.max_price)}`);
  if (q.min_days !== undefined) where.push(sql`s.duration_days >= ${q.min_days}`);
  if (q.max_days !== undefined) where.push(sql`s.duration_days <= ${q.max_days}`);
  if (q.tier && q.tier.length > 0) {
    where.push(
      sql`s.tier in (${sql.join(
        q.tier.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  }
  if (q.private !== undefined) where.push(sql`s.is_private = ${q.private}`);
  if (q.min_rating !== undefined) where.push(sql`s.rating_avg >= ${q.min_rating}`);
  const window = searchWindow(q, today);
  if (window) {
    where.push(
      window.end < window.start
        ? sql`false`
        : availabilityMatch(window.start, window.end, window.guests, today),
    );
  }

  return { whereSql: where.length > 0 ? sql.join(where, sql` and `) : sql`true`, rank, window };
}

/** How many packages a search finds: the count of `searchSafaris`, by the same conditions. */
export async function countSafaris(db: Database, q: SafariSearchParams, today = todayInTanzania()) {
  const { whereSql } = await searchConditions(db, q, today);
  const counted = await db.execute(
    sql`select count(*)::int as total from safari_search_entries s where ${whereSql}`,
  );
  return Number(counted.rows[0]?.total ?? 0);
}

/**
 * GET /api/safaris. Only published packages. With dates or guests, only packages that can take the
 * party in the window.
 */
export async function searchSafaris(
  db: Database,
  q: SafariSearchParams,
  today = todayInTanzania(),
): Promise<SafariSearchResult> {
  const { whereSql, rank, window } = await searchConditions(db, q, today);
  const order = sortOrder(q.sort, rank !== null);
  const offset = (q.page - 1) * q.page_size;
  const countAll = async () => {
    const counted = await db.execute(
      sql`select count(*)::int as total from safari_search_entries s where ${whereSql}`,
    );
    return Number(counted.rows[0]?.total ?? 0);
  };
  let total: number;
  let ids: number[];
  if (window || q.q || q.location || q.destination) {
    // Text, places and availability narrow the catalog through the GIN indexes or are tested per
    // candidate, and the count needs every candidate anyway, so one pass tests each once: the matches
    // and their sort keys are materialized and give both the page and the total. (Unmaterialized, the
    // planner may walk a sort index over the whole catalog, not seeing that the window count needs
    // every match.) The total is only counted apart when the page lies past the last match.
    const result = await db.execute(sql`
      with matches as materialized (
        select s.package_id, s.from_price_cents, s.rating_avg, s.review_count, s.duration_days,
          s.recommended_score${rank ? sql`, ${rank} as rank` : sql``}
        from safari_search_entries s where ${whereSql})
      select package_id, count(*) over ()::int as total from matches
      order by ${order} limit ${q.page_size} offset ${offset}`);
    total = result.rows.length > 0 || offset === 0 ? Number(result.rows[0]?.total ?? 0) : await countAll();
    ids = result.rows.map((r) => Number(r.package_id));
  } else {
    // Browsing with filters only: the count is an index scan (the price index carries every filter column) and the
    // page can stop after page_size rows of a sort index, so two queries beat one window count.
    total = await countAll();
    if (total === 0 || offset >= total) return { items: [], total, page: q.page, page_size: q.page_size };
    const result = await db.execute(sql`
      select package_id from safari_search_entries s where ${whereSql}
      order by ${order} limit ${q.page_size} offset ${offset}`);
    ids = result.rows.map((r) => Number(r.package_id));
  }
  const cards = await cardsByIds(db, ids);
  return {
    items: ids.flatMap((id) => cards.get(id) ?? []),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}
