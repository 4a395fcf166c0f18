import type { Destination } from '@dala/shared';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { destinations } from '../../db/schema';

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
