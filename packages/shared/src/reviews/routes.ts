import { defineRoutes } from '../api/contract';
import {
  adminReviewPageSchema,
  adminReviewSchema,
  adminReviewsQuerySchema,
  createReviewSchema,
  hideReviewSchema,
  myReviewPageSchema,
  myReviewSchema,
  packageReviewPageSchema,
  packageReviewsParams,
  receivedReviewPageSchema,
  receivedReviewSchema,
  receivedReviewsQuerySchema,
  replyReviewSchema,
  restoreReviewSchema,
  reviewIdParams,
  reviewInvitationPageSchema,
  reviewPhotoParams,
  updateReviewSchema,
} from './schemas';
import { paginationQuerySchema } from '../pagination';

/** The `reviews` API (issue 15): every route's contract, registered by apps/api/src/modules/reviews. */
export const reviewRoutes = defineRoutes({
  /** A published package's visible reviews, newest first (public; `total` = the package's review count). */
  'GET /safaris/:id/reviews': {
    params: packageReviewsParams,
    query: paginationQuerySchema,
    response: { 200: packageReviewPageSchema },
  },
  /** The signed-in traveler's reviews, newest first (hidden ones too, with the moderators' reason). */
  'GET /reviews/mine': {
    query: paginationQuerySchema,
    response: { 200: myReviewPageSchema },
  },
  /** The traveler's finished bookings without a review, most recently ended first. */
  'GET /reviews/invitations': {
    query: paginationQuerySchema,
    response: { 200: reviewInvitationPageSchema },
  },
  /** Reviews one of the traveler's own bookings, once it has ended; once per booking (409). */
  'POST /reviews': {
    body: createReviewSchema,
    response: { 201: myReviewSchema },
  },
  /** Changes the traveler's review within 30 days of writing it. */
  'PATCH /reviews/:id': {
    params: reviewIdParams,
    body: updateReviewSchema,
    response: { 200: myReviewSchema },
  },
  /** Adds one photo (multipart field `photo`: JPEG, PNG or WebP by content, ≤ 5 MB; 4 per review). */
  'POST /reviews/:id/photos': {
    params: reviewIdParams,
    multipart: true,
    response: { 201: myReviewSchema },
  },
  /** Removes one of the review's photos (while the review can be edited). */
  'DELETE /reviews/:id/photos/:photoId': {
    params: reviewPhotoParams,
    response: { 200: myReviewSchema },
  },
  /** A review's photo, as an image (public for visible reviews). */
  'GET /reviews/:id/photos/:photoId': {
    params: reviewPhotoParams,
  },
  /** Reviews the signed-in operator received, with filters, and the listings to filter by. */
  'GET /reviews/received': {
    query: receivedReviewsQuerySchema,
    response: { 200: receivedReviewPageSchema },
  },
  /** The operator's one public reply; the traveler is notified and emailed. */
  'POST /reviews/:id/reply': {
    params: reviewIdParams,
    body: replyReviewSchema,
    response: { 200: receivedReviewSchema },
  },
  /** Moderation (admins only): every review, hidden or not. */
  'GET /admin/reviews': {
    query: adminReviewsQuerySchema,
    response: { 200: adminReviewPageSchema },
  },
  /** Hides a review with a reason (out of every rating and count; audited). */
  'POST /admin/reviews/:id/hide': {
    params: reviewIdParams,
    body: hideReviewSchema,
    response: { 200: adminReviewSchema },
  },
  /** Shows a hidden review again (audited). */
  'POST /admin/reviews/:id/restore': {
    params: reviewIdParams,
    body: restoreReviewSchema,
    response: { 200: adminReviewSchema },
  },
});
