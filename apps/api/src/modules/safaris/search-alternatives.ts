import {
  BOOKING_HORIZON_DAYS,
  NEARBY_CANDIDATES_MAX,
  NEARBY_SHOWN_MAX,
  addDays,
  laterWindow,
  regionsNear,
  todayInTanzania,
  type SafariAlternative,
  type SafariRemovableFilter,
  type SafariSearchParams,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countSafaris, resolveDestinationIds, searchConditions, searchWindow } from './search.service';

/**
 * The nearest alternatives of a safari search that found nothing (issue 15): the next start days after
 * its window, destinations near the one searched, and the search without one of its filters. Every count
 * is `countSafaris` of the changed search — the search's own conditions, never an estimate — and their
 * number is bounded: one query for the next start day and one count for later dates, one for the nearby
 * candidates and at most NEARBY_CANDIDATES_MAX counts, one count per active filter (eight at most).
 */
export async function safariAlternatives(
  db: Database,
  q: SafariSearchParams,
  today = todayInTanzania(),
): Promise<SafariAlternative[]> {
  const later = await laterDates(db, q, today);
  const nearby = await nearbyDestinations(db, q, today);
  const withoutOne = await withoutOneFilter(db, q, today);
  return [...(later ? [later] : []), ...nearby, ...withoutOne];
}

/** The search's filters, each with the search without it (only those the search uses). */
function removableFilters(
  q: SafariSearchParams,
): [SafariRemovableFilter, Partial<SafariSearchParams>, Record<string, null>][] {
  const filters: [SafariRemovableFilter, Partial<SafariSearchParams>, Record<string, null>][] = [];
  if (q.start_date || q.end_date)
    filters.push([
      'dates',
      { start_date: undefined, end_date: undefined },
      { start_date: null, end_date: null },
    ]);
  if (q.guests !== undefined) filters.push(['guests', { guests: undefined }, { guests: null }]);
  if (q.q) filters.push(['q', { q: undefined }, { q: null }]);
  if (q.min_price !== undefined || q.max_price !== undefined)
    filters.push([
      'price',
      { min_price: undefined, max_price: undefined },
      { min_price: null, max_price: null },
    ]);
  if (q.min_days !== undefined || q.max_days !== undefined)
    filters.push([
      'duration',
      { min_days: undefined, max_days: undefined },
      { min_days: null, max_days: null },
    ]);
  if (q.tier && q.tier.length > 0) filters.push(['tier', { tier: undefined }, { tier: null }]);
  if (q.private !== undefined) filters.push(['private', { private: undefined }, { private: null }]);
  if (q.min_rating !== undefined) filters.push(['rating', { min_rating: undefined }, { min_rating: null }]);
  return filters;
}

async function withoutOneFilter(
  db: Database,
  q: SafariSearchParams,
  today: string,
): Promise<SafariAlternative[]> {
  const found: SafariAlternative[] = [];
  for (const [filter, without, changes] of removableFilters(q)) {
    const count = await countSafaris(db, { ...q, ...without, page: 1 }, today);
    if (count > 0) found.push({ kind: 'without_filter', filter, count, changes });
  }
  return found.sort((a, b) => b.count - a.count);
}

/**
 * The first day after the searched window on which a package matching every other filter can start for
 * the party: the earliest group departure with room (confirmed seats), or for a private tour the day
 * after the window once its notice allows. The count over the window from that day then says exactly how
 * many packages the later window finds (holds and blocked days included).
 */
async function laterDates(
  db: Database,
  q: SafariSearchParams,
  today: string,
): Promise<SafariAlternative | null> {
  if (!q.start_date && !q.end_date) return null;
  const window = searchWindow(q, today);
  if (!window || window.end < window.start) return null;
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  if (window.end >= horizon) return null;
  const afterWindow = addDays(window.end, 1);
  const { whereSql } = await searchConditions(
    db,
    { ...q, start_date: undefined, end_date: undefined, guests: undefined },
    today,
  );
  const next = await db.execute(sql`
    select least(
      (select min(d.start_date) from safari_departures d
        join safari_search_entries s on s.package_id = d.package_id
        where ${whereSql} and not s.is_private and s.max_group_size >= ${window.guests}
          and d.start_date >= ${afterWindow}::date and d.start_date <= ${horizon}::date
          and d.capacity - d.seats_booked >= ${window.guests}),
      (select min(greatest(${afterWindow}::date, ${today}::date + s.min_notice_days))
        from safari_search_entries s
        where ${whereSql} and s.is_private and s.max_group_size >= ${window.guests})
    )::text as day`);
  const day = next.rows[0]?.day;
  if (typeof day !== 'string' || day > horizon) return null;
  const dates = laterWindow({ start_date: window.start, end_date: window.end }, day);
  const count = await countSafaris(db, { ...q, ...dates, page: 1 }, today);
  if (count === 0) return null;
  return {
    kind: 'later_dates',
    count,
    ...dates,
    changes: { start_date: dates.start_date, end_date: dates.end_date },
  };
}

/**
 * Destinations near the one searched (the searched place's region first, then its neighbouring regions,
 * best known first) that have a published package, each counted with the rest of the search unchanged.
 */
async function nearbyDestinations(
  db: Database,
  q: SafariSearchParams,
  today: string,
): Promise<SafariAlternative[]> {
  const place = q.location ?? q.destination;
  if (!place) return [];
  const named = await resolveDestinationIds(db, place);
  if (named.length === 0) return [];
  const namedIds = sql.join(
    named.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const regions = await db.execute(sql`select distinct region from destinations where id in (${namedIds})`);
  const near = [...new Set(regions.rows.flatMap((r) => regionsNear(String(r.region))))];
  if (near.length === 0) return [];
  const candidates = await db.execute(sql`
    select d.slug, d.name, d.region from destinations d
    where d.region in (${sql.join(
      near.map((r) => sql`${r}`),
      sql`, `,
    )}) and d.id not in (${namedIds})
      and exists (select 1 from safari_search_entries s where s.destination_ids && array[d.id])
    order by array_position(array[${sql.join(
      near.map((r) => sql`${r}::text`),
      sql`, `,
    )}], d.region), d.sort_order, d.name
    limit ${NEARBY_CANDIDATES_MAX}`);
  const found: SafariAlternative[] = [];
  for (const row of candidates.rows) {
    const slug = String(row.slug);
    const name = String(row.name);
    const count = await countSafaris(db, { ...q, location: undefined, destination: slug, page: 1 }, today);
    if (count > 0) {
      found.push({
        kind: 'nearby',
        count,
        place: { name, region: String(row.region) },
        changes: { location: name, ...(q.destination ? { destination: null } : {}) },
      });
    }
  }
  return found.slice(0, NEARBY_SHOWN_MAX);
}
