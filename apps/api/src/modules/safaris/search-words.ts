import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';

const WORD = /[a-z]{3,}/g;

/** Adds the words of packages' titles and places to the typo-correction vocabulary. */
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

/** Up to three vocabulary words spelled like a query word (pg_trgm similarity, GIN index). */
const closeWordsQuery = preparedPerDatabase((db) =>
  db
    .select({ word: sql<string>`word` })
    .from(sql`safari_search_words`)
    .where(sql`word % ${sql.placeholder('word')}::text`)
    .orderBy(sql`similarity(word, ${sql.placeholder('word')}::text) desc, word`)
    .limit(3)
    .prepare('safari_close_words'),
);

/**
 * Turns free text into a tsquery string with each word's likely spellings: 'serengti migration' →
 * '(serengti | serengeti) & (migration)'. Only letters reach the tsquery, so it cannot be malformed.
 */
export async function typoTolerantTsquery(db: Database, text: string): Promise<string | null> {
  const words = [...new Set(text.toLowerCase().normalize('NFKD').match(WORD) ?? [])].slice(0, 6);
  if (words.length === 0) return null;
  const groups: string[] = [];
  for (const word of words) {
    const close = await closeWordsQuery(db).execute({ word });
    const spellings = new Set([word, ...close.map((r) => r.word)]);
    groups.push(`(${[...spellings].join(' | ')})`);
  }
  return groups.join(' & ');
}
