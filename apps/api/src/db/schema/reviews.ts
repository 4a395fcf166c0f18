import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { safariPackages } from './safaris';
import { transportRoutes } from './transport';
import { users } from './users';

/**
 * A traveler's review of one of their bookings (issue 15): one per booking, so every review is of a
 * verified booking. A safari review rates the package (and through it its operator); a trip review
 * rates the transporter's service on that route. `operator_id` is who is reviewed and may reply (once).
 * Hidden reviews (moderation) count nowhere: the package's `rating_avg`/`review_count` and the
 * transporter's rating are recomputed from visible reviews in the transaction of every write.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'safari' | 'trip'>().notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Safari: the package reviewed. */
    packageId: integer('package_id').references(() => safariPackages.id, { onDelete: 'cascade' }),
    /** Trip: the transporter's route travelled. */
    routeId: integer('route_id').references(() => transportRoutes.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('reviews_booking_key').on(t.bookingId),
    // The detail page's list: a package's visible reviews, newest first.
    index('reviews_package_visible_idx')
      .on(t.packageId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_operator_idx').on(t.operatorId, t.createdAt.desc()),
    index('reviews_author_idx').on(t.authorId, t.createdAt.desc()),
    index('reviews_created_idx').on(t.createdAt.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_subject_check',
      sql`case ${t.kind}
        when 'safari' then ${t.packageId} is not null and ${t.routeId} is null
        when 'trip' then ${t.routeId} is not null and ${t.packageId} is null
        else false end`,
    ),
    check('reviews_reply_check', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    check('reviews_hidden_check', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);

/** A review's photos (checked by content, stored under a random name in DATA_DIR/uploads). */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.id)],
);

/**
 * The "write a review" invitation of a finished booking: the row is inserted in the transaction that
 * queues its mail, so a booking is invited exactly once however many processes run the job.
 */
export const reviewInvitations = pgTable('review_invitations', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A transporter's rating from visible trip reviews (what trip cards and pages show), kept with them. */
export const transporterRatings = pgTable('transporter_ratings', {
  transporterId: uuid('transporter_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ratingAvg: real('rating_avg').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
});
