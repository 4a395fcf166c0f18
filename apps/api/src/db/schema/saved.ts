import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { safariPackages } from './safaris';
import { trips } from './transport';
import { users } from './users';

/**
 * A safari package or a trip a user saved (the heart, issue 15). A saved trip is the dated departure
 * itself, not its route: "Arusha → Dar on 12 Dec" is what the traveler chose, and once it has left the
 * list says so. Exactly one of `package_id` / `trip_id` is set; deleting the listing deletes the row.
 *
 * `saved_price_minor` is the price the user saw when saving (safari: from-price per adult in USD cents;
 * trip: the whole route's fare in TZS hundredths). The watch job (modules/saved/watch.ts) writes
 * `drop_notified_minor` (the lowest price already announced as a drop) and `sold_out_notified_at`
 * with conditional updates, so each drop and each sell-out is announced once, whichever process runs it.
 */
export const savedItems = pgTable(
  'saved_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => safariPackages.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    savedPriceMinor: integer('saved_price_minor').notNull(),
    currency: text('currency').$type<'USD' | 'TZS'>().notNull(),
    dropNotifiedMinor: integer('drop_notified_minor'),
    soldOutNotifiedAt: timestamp('sold_out_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_items_user_package_key')
      .on(t.userId, t.packageId)
      .where(sql`${t.packageId} is not null`),
    uniqueIndex('saved_items_user_trip_key')
      .on(t.userId, t.tripId)
      .where(sql`${t.tripId} is not null`),
    // /saved, newest first.
    index('saved_items_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // Cascades and the watch job's joins.
    index('saved_items_package_idx')
      .on(t.packageId)
      .where(sql`${t.packageId} is not null`),
    index('saved_items_trip_idx')
      .on(t.tripId)
      .where(sql`${t.tripId} is not null`),
    check('saved_items_one_listing_check', sql`num_nonnulls(${t.packageId}, ${t.tripId}) = 1`),
    check('saved_items_currency_check', sql`${t.currency} in ('USD', 'TZS')`),
    check('saved_items_price_check', sql`${t.savedPriceMinor} >= 0`),
  ],
);
