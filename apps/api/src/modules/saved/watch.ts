import { formatMinorUnits, todayInTanzania, watchDecision, type DateValue } from '@dala/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../lib/jobs';
import { notify } from '../notifications';
import { loadSavedRows, type SavedRow } from './listings';

/** Saved items read per statement while watching. */
const WATCH_BATCH = 500;

function listingValues(row: SavedRow): { title: string; date: DateValue | string } {
  return {
    title: row.title,
    date: row.departs_at ? { date: todayInTanzania(new Date(row.departs_at)) } : '',
  };
}

/**
 * Tells the user of one saved item that its price dropped to `to`, once: the conditional update claims
 * the drop (it matches only while `to` is below the saved price and below any drop already announced)
 * and the notification is written in the same transaction. A second process, or a second run over the
 * same price, finds nothing to claim.
 */
async function announceDrop(db: Database, row: SavedRow, to: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      update saved_items set drop_notified_minor = ${to}
      where id = ${row.id} and saved_price_minor > ${to}
        and (drop_notified_minor is null or drop_notified_minor > ${to})
      returning user_id`);
    if (claimed.rows.length === 0) return false;
    await notify(tx, row.user_id, 'info', 'saved.priceDropTitle', {
      key: row.kind === 'safari' ? 'saved.priceDropSafari' : 'saved.priceDropTrip',
      values: {
        ...listingValues(row),
        from: formatMinorUnits(row.saved_minor, row.currency),
        to: formatMinorUnits(to, row.currency),
      },
    });
    return true;
  });
}

/** Tells the user that a saved item sold out, once per sell-out (claimed like a drop). */
async function announceSoldOut(db: Database, row: SavedRow): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      update saved_items set sold_out_notified_at = now()
      where id = ${row.id} and sold_out_notified_at is null
      returning user_id`);
    if (claimed.rows.length === 0) return false;
    await notify(tx, row.user_id, 'warning', 'saved.soldOutTitle', {
      key: row.kind === 'safari' ? 'saved.soldOutSafari' : 'saved.soldOutTrip',
      values: listingValues(row),
    });
    return true;
  });
}

/**
 * One pass over every saved item (in id order, a batch per statement): announces new price drops and
 * sell-outs, and forgets announced ones that are over (the price back up, seats back), so the next one
 * is news again. Idempotent: a second pass over unchanged listings announces nothing.
 */
export async function watchSavedItems(db: Database): Promise<{ drops: number; soldOut: number }> {
  let drops = 0;
  let soldOut = 0;
  let after = 0;
  for (;;) {
    const rows = await loadSavedRows(db, sql`s.id > ${after}`, { order: sql`s.id`, limit: WATCH_BATCH });
    for (const row of rows) {
      const decision = watchDecision({
        saved_minor: row.saved_minor,
        current_minor: row.current_minor,
        state: row.state,
        drop_notified_minor: row.drop_notified_minor,
        sold_out_notified: row.sold_out_notified,
      });
      if (decision.announce_drop !== null && (await announceDrop(db, row, decision.announce_drop))) drops++;
      if (decision.reset_drop) {
        await db.execute(sql`update saved_items set drop_notified_minor = null
          where id = ${row.id} and saved_price_minor <= ${row.current_minor}`);
      }
      if (decision.announce_sold_out && (await announceSoldOut(db, row))) soldOut++;
      if (decision.reset_sold_out) {
        await db.execute(sql`update saved_items set sold_out_notified_at = null where id = ${row.id}`);
      }
    }
    if (rows.length < WATCH_BATCH) return { drops, soldOut };
    after = rows[rows.length - 1]!.id;
  }
}

/** The saved-items watch (schedules.ts): price drops and sell-outs of saved listings, told in the app. */
export const savedWatchJob = defineJob({
  kind: 'saved-watch',
  payload: z.object({}),
  maxAttempts: 3,
  backoffMs: () => 30_000,
  async run(_payload, { app, log }) {
    const { drops, soldOut } = await watchSavedItems(app.db);
    if (drops + soldOut > 0) log.info({ drops, soldOut }, 'saved items watch');
  },
});
