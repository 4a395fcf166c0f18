import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

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

/**
 * Turns free text into a tsquery string with each word's likely spellings: 'serengti migration' →
 * '(serengti | serengeti) & (migration)'. Only letters reach the tsquery, so it cannot be malformed.
 */
export async function typoTolerantTsquery(db: Database, text: string): Promise<string | null> {
  const words = [...new Set(text.toLowerCase().normalize('NFKD').match(WORD) ?? [])].slice(0, 6);
  if (words.length === 0) return null;
  const groups: string[] = [];
  for (const word of words) {
    const close = await db.execute(sql`
      select word from safari_search_words where word % ${word}
      order by similarity(word, ${word}) desc, word limit 3`);
    const spellings = new Set([word, ...close.rows.map((r) => String(r.word))]);
    groups.push(`(${[...spellings].join(' | ')})`);
  }
  return groups.join(' & ');
}

/** `p.search_vector @@ to_tsquery(...)`: served by the GIN index on search_vector. */
export function tsMatch(tsquery: string): SQL {
  return sql`p.search_vector @@ to_tsquery('english', ${tsquery})`;
}
