import type { MessageKey } from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tooManyRequests } from '../errors';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `insert` only while `key` has fewer than `max` rows in the last `windowMinutes`, counted by
 * `countRecent`. A transaction-scoped advisory lock on the key serialises concurrent requests for the
 * same key, in this process or any other on the same database, so the count cannot be raced.
 */
export async function withDatabaseRateLimit<T>(
  db: Database,
  options: {
    key: string;
    max: number;
    windowMinutes: number;
    /** Message key of the 429 answer. */
    message: MessageKey;
    countRecent: (tx: Transaction, since: Date) => Promise<{ count: number; oldest: Date | null }>;
    insert: (tx: Transaction) => Promise<T>;
  },
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${options.key}))`);
    const since = new Date(Date.now() - options.windowMinutes * 60_000);
    const { count, oldest } = await options.countRecent(tx, since);
    if (count >= options.max) {
      const retryAfterMs = oldest ? oldest.getTime() + options.windowMinutes * 60_000 - Date.now() : 60_000;
      throw tooManyRequests(options.message, retryAfterMs / 1000);
    }
    return options.insert(tx);
  });
}
