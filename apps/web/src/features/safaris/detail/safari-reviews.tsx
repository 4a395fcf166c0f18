import type { SafariDetail } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatTimestampDate } from '../../../lib/format';

const REVIEWS_SHOWN = 4;

/** The detail page's reviews: the first few, then all on request. */
export function SafariReviews({ safari }: { safari: SafariDetail }) {
  const { t } = useTranslation('safaris');
  const [showAllReviews, setShowAllReviews] = useState(false);
  return (
    <section aria-labelledby="reviews">
      <h2 id="reviews" className="text-xl font-bold">
        {t('detail.reviews')}
      </h2>
      {safari.reviews.length === 0 ? (
        <p className="mt-3 text-stone-600">{t('detail.noReviews')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {(showAllReviews ? safari.reviews : safari.reviews.slice(0, REVIEWS_SHOWN)).map((review) => (
            <li key={review.id}>
              <Card className="p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-stone-900">{review.author_name}</p>
                  <p className="text-sm text-stone-500">{formatTimestampDate(review.created_at)}</p>
                </div>
                <p
                  className="mt-1 text-sm text-primary-600"
                  aria-label={t('detail.rated', { rating: review.rating })}
                >
                  {'★'.repeat(review.rating)}
                  <span className="text-sand-300">{'★'.repeat(Math.max(0, 5 - review.rating))}</span>
                </p>
                <p className="mt-2 text-stone-700">{review.comment}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {safari.reviews.length > REVIEWS_SHOWN && (
        <Button variant="secondary" className="mt-4" onClick={() => setShowAllReviews((v) => !v)}>
          {showAllReviews ? t('detail.showFewer') : t('detail.showAll', { count: safari.reviews.length })}
        </Button>
      )}
    </section>
  );
}
