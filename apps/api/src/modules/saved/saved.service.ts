import {
  SAVED_LIMIT,
  type SavedIds,
  type SavedKind,
  type SavedList,
  type SavedListQuery,
  type SavedToggle,
} from '@dala/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { loadSavedRows, toSavedItem } from './listings';

/** GET /saved/ids: two index-only lists (saved_items_user_*_key), for every heart on a page. */
export async function savedIds(db: Database, userId: string): Promise<SavedIds> {
  const result = await db.execute(sql`
    select package_id, trip_id from saved_items where user_id = ${userId} order by created_at desc, id desc`);
  const ids: SavedIds = { safari_ids: [], trip_ids: [] };
  for (const row of result.rows) {
    if (row.package_id !== null) ids.safari_ids.push(Number(row.package_id));
    else ids.trip_ids.push(Number(row.trip_id));
  }
  return ids;
}

/**
 * GET /saved: the user's saved items, newest first. A user keeps at most SAVED_LIMIT items, so the
 * whole list is read at once and paged here: the counts (price drops, everything) and the price-drop
 * filter need every item's current price anyway.
 */
export async function savedList(db: Database, userId: string, query: SavedListQuery): Promise<SavedList> {
  const items = (await loadSavedRows(db, sql`s.user_id = ${userId}`)).map(toSavedItem);
  const drops = items.filter((item) => item.price_drop !== null);
  const chosen = query.filter === 'price_drops' ? drops : items;
  const start = (query.page - 1) * query.page_size;
  return {
    items: chosen.slice(start, start + query.page_size),
    total: chosen.length,
    page: query.page,
    page_size: query.page_size,
    price_drop_count: drops.length,
    saved_count: items.length,
  };
}

/** The listing's price now, if it may be saved: 404 when it is not public, 409 for a trip that left. */
async function saveablePrice(
  db: Database,
  kind: SavedKind,
  listingId: number,
): Promise<{ priceMinor: number; currency: 'USD' | 'TZS' }> {
  if (kind === 'safari') {
    const result = await db.execute(sql`
      select p.from_price_cents from safari_packages p join users u on u.id = p.operator_id
      where p.id = ${listingId} and p.status = 'published' and u.is_verified`);
    const row = result.rows[0];
    if (!row) throw notFound('saved.listingNotFound');
    return { priceMinor: Number(row.from_price_cents), currency: 'USD' };
  }
  const result = await db.execute(sql`
    select t.status, t.departs_at > now() as upcoming,
      (select f.fare_tzs from route_fares f where f.route_id = t.route_id
         and f.board_pos = (select min(b.position) from route_stops b where b.route_id = t.route_id and b.can_board)
         and f.alight_pos = (select max(a.position) from route_stops a where a.route_id = t.route_id)) as fare_tzs
    from trips t join users u on u.id = t.transporter_id
    where t.id = ${listingId} and u.is_verified`);
  const row = result.rows[0];
  if (!row || row.fare_tzs === null) throw notFound('saved.listingNotFound');
  if (['departed', 'completed', 'cancelled'].includes(String(row.status)) || row.upcoming !== true) {
    throw conflict('saved.tripGone');
  }
  return { priceMinor: Number(row.fare_tzs) * 100, currency: 'TZS' };
}

/**
 * PUT /saved/:kind/:id: saves the listing with its price now; saving it again changes nothing (the
 * price first seen is kept, so a drop since then still shows). The user's row is locked while counting,
 * so two saves at once cannot pass the limit together.
 */
export async function saveListing(
  db: Database,
  userId: string,
  kind: SavedKind,
  listingId: number,
): Promise<SavedToggle> {
  const column = kind === 'safari' ? sql`package_id` : sql`trip_id`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for no key update`);
    const existing = await tx.execute(sql`
      select 1 from saved_items where user_id = ${userId} and ${column} = ${listingId}`);
    if (existing.rows.length > 0) return { kind, listing_id: listingId, saved: true };
    const count = await tx.execute(sql`select count(*)::int as n from saved_items where user_id = ${userId}`);
    if (Number(count.rows[0]!.n) >= SAVED_LIMIT) throw conflict('saved.limitReached');
    const { priceMinor, currency } = await saveablePrice(tx, kind, listingId);
    const inserted = await tx.execute(sql`
      insert into saved_items (user_id, ${column}, saved_price_minor, currency)
      values (${userId}, ${listingId}, ${priceMinor}, ${currency})
      on conflict do nothing returning id`);
    // The price seen is the one /saved shows now (a deal anyone gets included), read the same way, so
    // saving during a deal never shows a drop at once.
    const id = inserted.rows[0]?.id;
    if (id !== undefined) {
      const [row] = await loadSavedRows(tx, sql`s.id = ${Number(id)}`);
      if (row?.current_minor != null && row.current_minor !== priceMinor) {
        await tx.execute(
          sql`update saved_items set saved_price_minor = ${row.current_minor} where id = ${Number(id)}`,
        );
      }
    }
    return { kind, listing_id: listingId, saved: true };
  });
}

/** DELETE /saved/:kind/:id: only ever the user's own row; removing what is not saved changes nothing. */
export async function unsaveListing(
  db: Database,
  userId: string,
  kind: SavedKind,
  listingId: number,
): Promise<SavedToggle> {
  const column = kind === 'safari' ? sql`package_id` : sql`trip_id`;
  await db.execute(sql`delete from saved_items where user_id = ${userId} and ${column} = ${listingId}`);
  return { kind, listing_id: listingId, saved: false };
}
