import type { Destination, DestinationPage } from '@dala/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { destinations, routeStops, transportRoutes } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** `%`, `_` and `\` typed by a traveler are matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const columns = {
  slug: destinations.slug,
  name: destinations.name,
  region: destinations.region,
  type: destinations.type,
  summary: destinations.summary,
};

/**
 * Destinations whose name or region contains the text (any case), plus close misspellings of the name
 * (pg_trgm similarity). Names starting with the text come first, then the best-known places.
 */
export async function searchDestinations(
  db: Database,
  q: string | undefined,
  limit: number,
): Promise<Destination[]> {
  const text = q?.trim() ?? '';
  if (!text) {
    return db
      .select(columns)
      .from(destinations)
      .orderBy(asc(destinations.sortOrder), asc(destinations.name))
      .limit(limit);
  }
  const pattern = likePattern(text);
  const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(columns)
    .from(destinations)
    .where(
      sql`${destinations.name} ilike ${pattern} or ${destinations.region} ilike ${pattern} or ${destinations.type} ilike ${pattern} or (char_length(${text}) >= 4 and similarity(${destinations.name}, ${text}) > 0.3)`,
    )
    .orderBy(
      sql`case when ${destinations.name} ilike ${prefix} then 0 when ${destinations.name} ilike ${pattern} then 1 else 2 end`,
      asc(destinations.sortOrder),
      asc(destinations.name),
    )
    .limit(limit);
}

/** Place types reached by road whatever routes exist today: their page always offers the trip search. */
const ROAD_TYPES = new Set(['City & Gateway']);
/** How many of its region's other places a page links to. */
const SAME_REGION_LIMIT = 12;

/**
 * One place's page (GET /destinations/:slug): the place, whether it is reached by road (a 'City &
 * Gateway', or a stop where an active route lets passengers off: route stops name their town as
 * travelers search it, matched like the trip search, lower-cased), and the other places of its region.
 */
export async function destinationPage(db: Database, slug: string): Promise<DestinationPage> {
  const [place] = await db
    .select({ ...columns, id: destinations.id })
    .from(destinations)
    .where(eq(destinations.slug, slug))
    .limit(1);
  if (!place) throw notFound('search.destinationNotFound');
  const { id, ...destination } = place;
  const [sameRegion, stop] = await Promise.all([
    db
      .select(columns)
      .from(destinations)
      .where(and(eq(destinations.region, place.region), ne(destinations.id, id)))
      .orderBy(asc(destinations.sortOrder), asc(destinations.name))
      .limit(SAME_REGION_LIMIT),
    ROAD_TYPES.has(place.type)
      ? Promise.resolve([{ found: 1 }])
      : db
          .select({ found: sql<number>`1` })
          .from(routeStops)
          .innerJoin(transportRoutes, eq(transportRoutes.id, routeStops.routeId))
          .where(
            and(
              eq(routeStops.placeKey, sql`lower(btrim(${place.name}))`),
              eq(routeStops.canAlight, true),
              eq(transportRoutes.status, 'active'),
            ),
          )
          .limit(1),
  ]);
  return { ...destination, reached_by_road: stop.length > 0, same_region: sameRegion };
}
