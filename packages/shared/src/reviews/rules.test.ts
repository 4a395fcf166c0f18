import { describe, expect, it } from 'vitest';
import { canEditReview, ratingSummary, reviewEditableUntil, reviewerDisplayName } from './rules';

describe('review rules', () => {
  it('a review is editable for 30 days after writing, never while hidden', () => {
    const written = new Date('2026-11-01T10:00:00Z');
    expect(reviewEditableUntil(written).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(canEditReview({ createdAt: written, hidden: false }, new Date('2026-12-01T09:59:59Z'))).toBe(true);
    expect(canEditReview({ createdAt: written, hidden: false }, new Date('2026-12-01T10:00:00Z'))).toBe(
      false,
    );
    expect(canEditReview({ createdAt: written, hidden: true }, new Date('2026-11-02T10:00:00Z'))).toBe(false);
  });

  it('summarises ratings to one decimal, zero without any', () => {
    expect(ratingSummary([])).toEqual({ rating: 0, count: 0 });
    expect(ratingSummary([5, 4, 4])).toEqual({ rating: 4.3, count: 3 });
  });

  it('names a reviewer by first name and last initial', () => {
    expect(reviewerDisplayName('Amina', 'juma')).toBe('Amina J.');
    expect(reviewerDisplayName(' Peter ', '')).toBe('Peter');
  });
});
