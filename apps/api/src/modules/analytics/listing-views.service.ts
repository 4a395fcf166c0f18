import { createHash, randomBytes } from 'node:crypto';
import { addDays, isBotUserAgent, todayInTanzania, type RecordListingViewInput } from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Listing views (issue 15): a safari's or a trip's page counts once per visitor per listing per
 * Tanzanian day. The visitor is a hash of the client's address and User-Agent under the day's random
 * salt; the salt is shared by every process through `listing_view_salts` and deleted after two days,
 * so old rows cannot be linked back to anyone. Recording is one insert that does nothing on a repeat
 * (the primary key), on an unknown listing or an unpublished package (the insert's own select), so
 * replaying the request costs one index probe and cannot grow the table.
 */

/** Salts by day, as read from the table (a day's salt never changes once written). */
const saltsByDay = new Map<string, string>();

async function saltOf(db: Database, day: string): Promise<string> {
  const known = saltsByDay.get(day);
  if (known) return known;
  const inserted = await db.execute<{ salt: string }>(sql`
    insert into listing_view_salts (day, salt) values (${day}::date, ${randomBytes(16).toString('hex')})
    on conflict (day) do nothing returning salt`);
  if (inserted.rows.length > 0) {
    // The first request of a new day (across processes): the salts of older days go, for good.
    await db.execute(sql`delete from listing_view_salts where day < ${addDays(day, -1)}::date`);
  }
  const row =
    inserted.rows[0] ??
    (await db.execute<{ salt: string }>(sql`select salt from listing_view_salts where day = ${day}::date`))
      .rows[0];
  if (!row) throw new Error('listing view salt missing');
  const salt = String(row.salt);
  // Keep only today's and yesterday's salt in memory.
  for (const key of saltsByDay.keys()) if (key < addDays(day, -1)) saltsByDay.delete(key);
  saltsByDay.set(day, salt);
  return salt;
}

export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('base64url').slice(0, 22);
}

/** Records a view; true when it was counted (a new visitor of that listing today). */
export async function recordListingView(
  db: Database,
  listing: RecordListingViewInput,
  client: { ip: string; userAgent: string | undefined },
  now: Date = new Date(),
): Promise<boolean> {
  if (isBotUserAgent(client.userAgent)) return false;
  const day = todayInTanzania(now);
  const visitor = visitorHash(await saltOf(db, day), client.ip, client.userAgent ?? '');
  const listed =
    listing.kind === 'safari'
      ? sql`select id from safari_packages where id = ${listing.id} and status = 'published'`
      : sql`select id from trips where id = ${listing.id}`;
  const result = await db.execute<{ listing_id: number }>(sql`
    insert into listing_views (listing_kind, listing_id, day, visitor)
    select ${listing.kind}, listed.id, ${day}::date, ${visitor} from (${listed}) as listed
    on conflict do nothing
    returning listing_id`);
  return result.rows.length > 0;
}

/** Forgets the salts kept in memory (tests that move the clock). */
export function forgetListingViewSalts(): void {
  saltsByDay.clear();
}
