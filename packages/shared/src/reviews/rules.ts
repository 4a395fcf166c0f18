/**
 * The rules of reviews (issue 15), shared by the server (which enforces them) and the web (which only
 * shows what they allow). One review per booking; written once the booking has ended; editable for
 * REVIEW_EDIT_DAYS after writing; the operator replies once.
 */

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 4000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REASON_MAX = 500;
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_MAX_PHOTOS = 4;
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Finished bookings are invited to a review by mail if they ended at most this many days ago. */
export const REVIEW_INVITE_WITHIN_DAYS = 14;

const DAY_MS = 86_400_000;

/** The instant after which a review written at `createdAt` can no longer be edited. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

export function canEditReview(review: { createdAt: Date; hidden: boolean }, now: Date = new Date()): boolean {
  return !review.hidden && now.getTime() < reviewEditableUntil(review.createdAt).getTime();
}

/** Average (to one decimal) and count of ratings, as cards and pages show them. */
export function ratingSummary(ratings: readonly number[]): { rating: number; count: number } {
  if (ratings.length === 0) return { rating: 0, count: 0 };
  const sum = ratings.reduce((total, r) => total + r, 0);
  return { rating: Math.round((sum / ratings.length) * 10) / 10, count: ratings.length };
}

/** A reviewer as the public sees them: first name and the initial of the last ('Amina J.'). */
export function reviewerDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
