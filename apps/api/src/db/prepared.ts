import type { Database } from './client';

/**
 * A query of fixed shape, prepared once per database handle. On PostgreSQL it becomes a named statement,
 * parsed once per connection and soon served from PostgreSQL's generic plan, which saves the planning
 * time (a few milliseconds here) that dominates small hot queries such as the search result cards. Values
 * go through `sql.placeholder`; each name must stand for exactly one statement text.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
