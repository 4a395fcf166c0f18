import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { safariPackages } from './safaris';
import { transportRoutes } from './transport';
import { users } from './users';

/**
 * An operator's deal on one of its listings (issue 15): a tour operator's package or a transporter's
 * route, a percentage (1–90) or a fixed amount in the listing's currency (minor units, whole units), valid
 * from/to (Tanzanian dates, inclusive), optionally only for travel dates in a window, only with a code
 * (unique per operator among deals not deleted, compared upper-cased), and for a number of uses. The
 * server picks at most one per booking (packages/shared deals/rules.ts); bookings.deal_id records it.
 * Deleting a deal sets `deleted_at`: bookings made with it keep their reference.
 */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    listingKind: text('listing_kind').$type<'safari' | 'route'>().notNull(),
    packageId: integer('package_id').references(() => safariPackages.id, { onDelete: 'restrict' }),
    routeId: integer('route_id').references(() => transportRoutes.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    discountKind: text('discount_kind').$type<'percent' | 'amount'>().notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    currency: text('currency').$type<'USD' | 'TZS'>().notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    travelFrom: date('travel_from', { mode: 'string' }),
    travelTo: date('travel_to', { mode: 'string' }),
    /** Upper-cased as stored; null: applies without a code. */
    code: text('code'),
    codePublic: boolean('code_public').notNull().default(false),
    maxUses: integer('max_uses'),
    status: text('status').$type<'active' | 'paused'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('deals_operator_idx').on(t.operatorId, t.createdAt),
    // Every quote looks up the live deals of one listing.
    index('deals_package_idx')
      .on(t.packageId)
      .where(sql`${t.deletedAt} is null`),
    index('deals_route_idx')
      .on(t.routeId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('deals_operator_code_key')
      .on(t.operatorId, t.code)
      .where(sql`${t.code} is not null and ${t.deletedAt} is null`),
    check(
      'deals_listing_check',
      sql`case ${t.listingKind}
        when 'safari' then ${t.packageId} is not null and ${t.routeId} is null
        when 'route' then ${t.routeId} is not null and ${t.packageId} is null
        else false end`,
    ),
    check(
      'deals_discount_check',
      sql`case ${t.discountKind}
        when 'percent' then ${t.percentOff} between 1 and 90 and ${t.amountOffCents} is null
        when 'amount' then ${t.amountOffCents} > 0 and ${t.percentOff} is null
        else false end`,
    ),
    check('deals_currency_check', sql`${t.currency} in ('USD', 'TZS')`),
    check('deals_status_check', sql`${t.status} in ('active', 'paused')`),
    check('deals_validity_check', sql`${t.validTo} >= ${t.validFrom}`),
    check(
      'deals_travel_window_check',
      sql`${t.travelTo} is null or ${t.travelFrom} is null or ${t.travelTo} >= ${t.travelFrom}`,
    ),
    check('deals_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
  ],
);
