import { SAFARI_STATUSES, SAFARI_TIERS, type ItineraryDay } from '@dala/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { destinations } from './destinations';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const int4multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' });
const datemultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

export const safariTierEnum = pgEnum('safari_tier', SAFARI_TIERS);
export const safariStatusEnum = pgEnum('safari_status', SAFARI_STATUSES);

export interface StoredImageVariant {
  width: number;
  file: string;
}

/**
 * A tour operator's safari package. Money in integer cents (USD). `location` and `search_places` are
 * kept in step with the destinations link by the service (a generated column cannot read another table).
 */
export const safariPackages = pgTable(
  'safari_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The first destination's name: the card's location line. */
    location: text('location').notNull().default(''),
    /** Names and regions of every destination, for full-text and typo-tolerant search. */
    searchPlaces: text('search_places').notNull().default(''),
    /** The destinations link, copied here for an indexed location filter (`&&` on a GIN index). */
    destinationIds: uuid('destination_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, search_places), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B')`,
      ),
    durationDays: integer('duration_days').notNull(),
    itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default([]),
    inclusions: jsonb('inclusions').$type<string[]>().notNull().default([]),
    exclusions: jsonb('exclusions').$type<string[]>().notNull().default([]),
    tier: safariTierEnum('tier').notNull().default('mid-range'),
    isPrivate: boolean('is_private').notNull().default(false),
    maxGroupSize: integer('max_group_size').notNull(),
    adultPriceCents: integer('adult_price_cents').notNull(),
    childPriceCents: integer('child_price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Lowest adult price of the package and its upcoming departure overrides: cards, price filter, sort. */
    fromPriceCents: integer('from_price_cents').notNull(),
    depositPercent: integer('deposit_percent').notNull().default(30),
    balanceDueDays: integer('balance_due_days').notNull().default(45),
    minNoticeDays: integer('min_notice_days').notNull().default(2),
    processingFeePercent: integer('processing_fee_percent').notNull().default(4),
    status: safariStatusEnum('status').notNull().default('draft'),
    /** Average and count of the package's visible reviews (kept by modules/reviews in every review write). */
    ratingAvg: real('rating_avg').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** 'Recommended' order: the rating pulled towards 4.0 until a package has enough reviews. */
    recommendedScore: real('recommended_score')
      .notNull()
      .generatedAlwaysAs(sql`(rating_avg * review_count + 40) / (review_count + 10)`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('safari_packages_slug_key').on(t.slug),
    index('safari_packages_operator_idx').on(t.operatorId, t.status),
    // Search reads `safari_search_entries`, not this table: its filter and sort indexes live there.
    check('safari_packages_prices_check', sql`${t.adultPriceCents} >= 0 and ${t.childPriceCents} >= 0`),
    check('safari_packages_duration_check', sql`${t.durationDays} between 1 and 30`),
    check('safari_packages_deposit_check', sql`${t.depositPercent} between 25 and 30`),
    check('safari_packages_balance_days_check', sql`${t.balanceDueDays} between 30 and 60`),
  ],
);

/**
 * The search side of a published package: one narrow row (about a third of a package row) with the
 * filter columns, sort keys and precomputed availability, kept in step by triggers (migration 0003) on
 * packages, departures, blocked dates and bookings, so every writer (services, seeds, SQL) keeps it
 * right. Live holds expire by the clock and are not stored here: search checks the few packages with a
 * live hold exactly against `bookings`.
 */
export const safariSearchEntries = pgTable(
  'safari_search_entries',
  {
    packageId: integer('package_id')
      .primaryKey()
      .references(() => safariPackages.id, { onDelete: 'cascade' }),
    fromPriceCents: integer('from_price_cents').notNull(),
    durationDays: integer('duration_days').notNull(),
    tier: safariTierEnum('tier').notNull(),
    isPrivate: boolean('is_private').notNull(),
    maxGroupSize: integer('max_group_size').notNull(),
    minNoticeDays: integer('min_notice_days').notNull(),
    ratingAvg: real('rating_avg').notNull(),
    reviewCount: integer('review_count').notNull(),
    recommendedScore: real('recommended_score').notNull(),
    /**
     * Fewest and most free seats on one upcoming departure with room (0 without one): most parties fit
     * every departure or none, which these settle without reading `open_seats` day by day.
     */
    openSeatsMin: integer('open_seats_min').notNull().default(0),
    openSeatsMax: integer('open_seats_max').notNull().default(0),
    /**
     * Group tours: the seats not yet confirmed on each departure, one range per departure:
     * [day × 64 + 1, day × 64 + min(free, 63)] with day = start_date − 2000-01-01. A departure on day d
     * can take g travelers exactly when the point d × 64 + g lies in it (see `openSeatsWindow`).
     */
    openSeats: int4multirange('open_seats')
      .notNull()
      .default(sql`'{}'`),
    /** Private tours: the days that cannot start a trip (blocked by the operator, or a confirmed booking). */
    busyDays: datemultirange('busy_days')
      .notNull()
      .default(sql`'{}'`),
    // Variable-width columns last: a row is read up to the last column a query needs.
    destinationIds: uuid('destination_ids').array().notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    index('safari_search_entries_destination_ids_idx').using('gin', t.destinationIds),
    index('safari_search_entries_search_vector_idx').using('gin', t.searchVector),
    // The price index carries every other filter column, so the exact `total` of a search without
    // location, text or dates is an index-only scan.
    index('safari_search_entries_price_idx').on(
      t.fromPriceCents,
      t.packageId,
      t.durationDays,
      t.tier,
      t.isPrivate,
      t.ratingAvg,
      t.maxGroupSize,
      t.minNoticeDays,
    ),
    index('safari_search_entries_rating_idx').on(t.ratingAvg.desc(), t.reviewCount.desc(), t.packageId),
    index('safari_search_entries_recommended_idx').on(t.recommendedScore.desc(), t.packageId),
    index('safari_search_entries_duration_idx').on(t.durationDays, t.packageId),
  ],
);

/**
 * Every word of every package title and place name, for typo-tolerant search: a query word is matched
 * against this small table with pg_trgm ('serengti' → 'serengeti') and the corrected words are then
 * looked up in the packages' full-text index, which stays fast at any catalog size.
 */
export const safariSearchWords = pgTable('safari_search_words', { word: text('word').primaryKey() }, (t) => [
  index('safari_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** Which destinations a package visits, in order (the first is its location). */
export const safariPackageDestinations = pgTable(
  'safari_package_destinations',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => safariPackages.id, { onDelete: 'cascade' }),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.destinationId] }),
    index('safari_package_destinations_destination_idx').on(t.destinationId, t.packageId),
  ],
);

/**
 * A group tour's departure. `seats_booked` counts confirmed bookings only; live holds (pending
 * bookings whose hold has not expired) are counted from `bookings`, so an expired hold frees its
 * seats at once, whether or not a worker has run.
 */
export const safariDepartures = pgTable(
  'safari_departures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => safariPackages.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    seatsBooked: integer('seats_booked').notNull().default(0),
    adultPriceCents: integer('adult_price_cents'),
    childPriceCents: integer('child_price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('safari_departures_package_date_key').on(t.packageId, t.startDate),
    index('safari_departures_date_idx').on(t.startDate, t.packageId),
    // Search: each candidate package probes its departures in the window with an index-only scan
    // (seats and id included, for the seat arithmetic and the live holds).
    index('safari_departures_package_seats_idx').on(
      t.packageId,
      t.startDate,
      t.capacity,
      t.seatsBooked,
      t.id,
    ),
    check('safari_departures_seats_check', sql`${t.seatsBooked} >= 0 and ${t.seatsBooked} <= ${t.capacity}`),
    check('safari_departures_capacity_check', sql`${t.capacity} >= 1`),
  ],
);

/** Private tours: dates the operator does not run the tour. */
export const safariBlockedDates = pgTable(
  'safari_blocked_dates',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => safariPackages.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.date] })],
);

/** Package images: uploads (resized variants under DATA_DIR/uploads/safaris) or built-in SVG art. */
export const safariImages = pgTable(
  'safari_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => safariPackages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    kind: text('kind').$type<'upload' | 'art'>().notNull(),
    /** Upload: variants by width; art: the SVG's name. */
    variants: jsonb('variants').$type<StoredImageVariant[]>().notNull().default([]),
    artName: text('art_name'),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('safari_images_package_idx').on(t.packageId, t.position)],
);

// Reviews: schema/reviews.ts (one table for safaris and trips, each review of a booking).
