/**
 * The traveler's dashboard card of finished bookings waiting for a review (issue 15). Renders nothing
 * until reviews work; the dashboard places it.
 */
export function ReviewsToWriteCard() {
  return null;
}
