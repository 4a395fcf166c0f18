import { z } from 'zod';
import { queryWholeNumber, text } from '../input';
import { pageSchema, paginationQuerySchema } from '../pagination';
import {
  REVIEW_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
} from './rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────

/**
 * What a review is of: a safari package (its operator), or a trip's route with the transporter that
 * ran it (a trip review rates the transporter's service on that route).
 */
export const reviewSubjectSchema = z.object({
  kind: z.enum(['safari', 'trip']),
  /** The package id (safari) or the route id (trip). */
  id: z.number().int(),
  /** The safari's title, or 'Dar es Salaam → Arusha'. */
  title: z.string(),
  /** The safari's slug (its page); null for a trip. */
  slug: z.string().nullable(),
  operator_name: z.string(),
});
export type ReviewSubject = z.infer<typeof reviewSubjectSchema>;

export const reviewPhotoSchema = z.object({ id: z.number().int(), url: z.string() });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** A review as anyone may read it (visible reviews only). Every review is of a booking: verified. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  photos: z.array(reviewPhotoSchema),
  verified_booking: z.literal(true),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  reply: z.object({ text: z.string(), replied_at: z.string(), operator_name: z.string() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The traveler's own review: what it is of, whether it can still be edited, and moderation. */
export const myReviewSchema = publicReviewSchema.extend({
  subject: reviewSubjectSchema,
  booking_id: z.string(),
  booking_reference: z.string(),
  editable_until: z.string(),
  can_edit: z.boolean(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** A review an operator received. */
export const receivedReviewSchema = publicReviewSchema.extend({
  subject: reviewSubjectSchema,
  booking_reference: z.string(),
  travel_date: z.string(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
});
export type ReceivedReview = z.infer<typeof receivedReviewSchema>;

/** A review as the moderators see it: who wrote it, of whom, and its moderation history. */
export const adminReviewSchema = receivedReviewSchema.extend({
  author_email: z.string(),
  hidden_at: z.string().nullable(),
  hidden_by_name: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** A finished booking of the traveler without a review yet. */
export const reviewInvitationSchema = z.object({
  booking_id: z.string(),
  booking_reference: z.string(),
  subject: reviewSubjectSchema,
  start_date: z.string(),
  end_date: z.string(),
});
export type ReviewInvitation = z.infer<typeof reviewInvitationSchema>;

export const myReviewPageSchema = pageSchema(myReviewSchema);
export const reviewInvitationPageSchema = pageSchema(reviewInvitationSchema);
export const adminReviewPageSchema = pageSchema(adminReviewSchema);

/** The listings an operator may filter received reviews by. */
export const reviewListingSchema = z.object({
  key: z.string(),
  kind: z.enum(['safari', 'trip']),
  title: z.string(),
  review_count: z.number().int(),
});
export type ReviewListing = z.infer<typeof reviewListingSchema>;

export const receivedReviewPageSchema = pageSchema(receivedReviewSchema).extend({
  listings: z.array(reviewListingSchema),
  /** Over every received visible review, whatever the filters. */
  rating_avg: z.number(),
  unreplied: z.number().int(),
});
export type ReceivedReviewPage = z.infer<typeof receivedReviewPageSchema>;

/** A package's visible reviews, newest first; `total` is the package's review_count. */
export const packageReviewPageSchema = pageSchema(publicReviewSchema).extend({ rating_avg: z.number() });
export type PackageReviewPage = z.infer<typeof packageReviewPageSchema>;

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────

const ratingField = z
  .number({ message: 'reviews.ratingInvalid' })
  .int({ message: 'reviews.ratingInvalid' })
  .min(1, { message: 'reviews.ratingInvalid' })
  .max(5, { message: 'reviews.ratingInvalid' });
const titleField = text({ message: 'reviews.titleRequired' })
  .trim()
  .min(1, { message: 'reviews.titleRequired' })
  .max(REVIEW_TITLE_MAX, { message: 'reviews.titleTooLong' });
const textField = text({ message: 'reviews.textTooShort' })
  .trim()
  .min(REVIEW_TEXT_MIN, { message: 'reviews.textTooShort' })
  .max(REVIEW_TEXT_MAX, { message: 'reviews.textTooLong' });

export const createReviewSchema = z.object({
  booking_id: text({ message: 'reviews.bookingInvalid' }).regex(UUID, { message: 'reviews.bookingInvalid' }),
  rating: ratingField,
  title: titleField,
  text: textField,
});
export type CreateReviewInput = z.infer<typeof createReviewSchema>;

export const updateReviewSchema = z
  .object({ rating: ratingField.optional(), title: titleField.optional(), text: textField.optional() })
  .refine((b) => b.rating !== undefined || b.title !== undefined || b.text !== undefined, {
    message: 'reviews.nothingToChange',
  });
export type UpdateReviewInput = z.infer<typeof updateReviewSchema>;

export const replyReviewSchema = z.object({
  text: text({ message: 'reviews.replyRequired' })
    .trim()
    .min(1, { message: 'reviews.replyRequired' })
    .max(REVIEW_REPLY_MAX, { message: 'reviews.replyTooLong' }),
});

const reasonField = text({ message: 'reviews.reasonRequired' })
  .trim()
  .min(3, { message: 'reviews.reasonRequired' })
  .max(REVIEW_REASON_MAX, { message: 'reviews.reasonTooLong' });
export const hideReviewSchema = z.object({ reason: reasonField });
export const restoreReviewSchema = z.object({ reason: reasonField.optional() });

export const reviewIdParams = z.object({ id: queryWholeNumber('reviews.reviewInvalid', 1) });
export const reviewPhotoParams = z.object({
  id: queryWholeNumber('reviews.reviewInvalid', 1),
  photoId: queryWholeNumber('reviews.photoNotFound', 1),
});
export const packageReviewsParams = z.object({ id: queryWholeNumber('safaris.safariNotFound', 1) });

const ratingFilter = queryWholeNumber('reviews.ratingFilterInvalid', 1, 5).optional();

export const receivedReviewsQuerySchema = paginationQuerySchema.extend({
  rating: ratingFilter,
  replied: z.enum(['yes', 'no'], { message: 'reviews.filterInvalid' }).optional(),
  /** 'safari:<package id>' or 'trip:<route id>'. */
  listing: text({ message: 'reviews.listingFilterInvalid' })
    .regex(/^(safari|trip):[1-9]\d{0,9}$/, { message: 'reviews.listingFilterInvalid' })
    .optional(),
});
export type ReceivedReviewsQuery = z.infer<typeof receivedReviewsQuerySchema>;

export const adminReviewsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(['all', 'visible', 'hidden'], { message: 'reviews.filterInvalid' }).default('all'),
  rating: ratingFilter,
  q: text().trim().max(100).optional(),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;
