export interface TransporterRating {
  rating: number | null;
  review_count: number;
}

/**
 * A transporter's rating from its transporter_ratings row (left joined: null without one), rounded to one
 * decimal as its company page shows it; no rating while it has no visible reviews.
 */
export function transporterRating(avg: unknown, count: unknown): TransporterRating {
  const reviews = Number(count ?? 0);
  return reviews > 0
    ? { rating: Math.round(Number(avg) * 10) / 10, review_count: reviews }
    : { rating: null, review_count: 0 };
}
