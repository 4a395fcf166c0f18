/** What other modules may use of `reviews` (import from here, never from its files). */
export { reviewsRoutes } from './reviews.routes';
export { sendReviewInvitations } from './reviews.service';
export { recomputeRatings } from './ratings';
export { countReviews, selectReviews, toPublicReview } from './reviews.repository';
