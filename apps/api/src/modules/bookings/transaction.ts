import type { Database } from '../../db/client';

/** The SQLSTATE of a database error (the pg driver's, or PGlite's, possibly wrapped by Drizzle). */
export const sqlState = (err: unknown): string | undefined => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
};

export const isUniqueViolation = (err: unknown): boolean => sqlState(err) === '23505';

/**
 * Runs `work` in a transaction, and once more if PostgreSQL aborted it as a deadlock victim (40P01) or
 * for a serialization failure (40001). The lock order (see lockBooking) makes deadlocks unexpected; this
 * is the safety net for the orders we do not control (another module's transaction, the sweeper).
 */
export async function transactionWithRetry<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    const state = sqlState(err);
    if (state !== '40P01' && state !== '40001') throw err;
    return db.transaction(work);
  }
}
