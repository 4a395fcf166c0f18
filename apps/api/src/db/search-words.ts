import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Adds the words of packages' titles and places to the typo-correction vocabulary (`safari_search_words`).
 * Here rather than in modules/safaris because the seed writes packages too and db/ never imports modules/.
 */
export async function indexSearchWords(db: Database, packageIds?: number[]): Promise<void> {
  const which = packageIds
    ? sql`where id in (${sql.join(
        packageIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    insert into safari_search_words (word)
    select distinct w from safari_packages, regexp_split_to_table(lower(title || ' ' || search_places), '[^a-z]+') w
    ${which} ${packageIds ? sql`and` : sql`where`} length(w) >= 3
    on conflict do nothing`);
}
