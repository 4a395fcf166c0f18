import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';

// The vocabulary's writer lives in db/ (the seed uses it too); this module keeps offering it.
export { indexSearchWords } from '../../db/search-words';

const WORD = /[a-z]{3,}/g;

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
