import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface RateLimitState {
  count: number;
  /** Seconds until the window ends (0 when no window is open). */
  retryAfterS: number;
}

/**
 * Fixed-window counters in the database (table rate_limits), shared by every API process.
 * `hit` adds one atomically and returns the new count; a window that has ended starts over.
 */
export async function hitRateLimit(db: Database, key: string, windowS: number): Promise<RateLimitState> {
  const result = await db.execute(sql`
    insert into rate_limits (key, count, window_started_at, window_ends_at)
    values (${key}, 1, now(), now() + make_interval(secs => ${windowS}))
    on conflict (key) do update set
      count = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_ends_at <= now() then now()
                               else rate_limits.window_started_at end,
      window_ends_at = case when rate_limits.window_ends_at <= now()
                            then now() + make_interval(secs => ${windowS}) else rate_limits.window_ends_at end
    returning count, greatest(0, ceil(extract(epoch from window_ends_at - now())))::int as retry_after`);
  if (Math.random() < 0.01) await pruneRateLimits(db);
  const row = result.rows[0] as { count: number; retry_after: number };
  return { count: Number(row.count), retryAfterS: Number(row.retry_after) };
}

/** The current count of an open window, without adding to it. */
export async function peekRateLimit(db: Database, key: string): Promise<RateLimitState> {
  const result = await db.execute(sql`
    select count, ceil(extract(epoch from window_ends_at - now()))::int as retry_after
    from rate_limits where key = ${key} and window_ends_at > now()`);
  const row = result.rows[0] as { count: number; retry_after: number } | undefined;
  return row
    ? { count: Number(row.count), retryAfterS: Number(row.retry_after) }
    : { count: 0, retryAfterS: 0 };
}

export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_ends_at < now() - interval '1 day'`);
}
