import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Listing views for the operators' analytics (issue 15): one row per visitor, listing and day, so a view
 * counts once per visitor per listing per day and the count is `count(*)`. `visitor` is a hash of the
 * client's address and browser under that day's random salt (`listing_view_salts`); the salt is deleted
 * after two days, after which nobody — us included — can tell whose view a row was. No address, account
 * or browser string is stored. A trip's views are stored per trip (a departure); analytics sums them per
 * route.
 */
export const listingViews = pgTable(
  'listing_views',
  {
    listingKind: text('listing_kind').$type<'safari' | 'trip'>().notNull(),
    listingId: integer('listing_id').notNull(),
    /** The calendar day in Tanzania. */
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [
    // The insert's dedupe and the analytics' range scan per listing (kind, id, day range).
    primaryKey({ columns: [t.listingKind, t.listingId, t.day, t.visitor] }),
    check('listing_views_kind_check', sql`${t.listingKind} in ('safari', 'trip')`),
  ],
);

/** The random salt of each day's visitor hashes; rows older than yesterday are deleted. */
export const listingViewSalts = pgTable('listing_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
