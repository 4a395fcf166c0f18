/** What other features may use of `reviews` (import from here, never from its files). */
export { ReviewsToWriteCard } from './reviews-to-write-card';
export { PackageReviews } from './lazy-package-reviews';
export { ReviewCard } from './lazy-review-card';
