import type { PublicReview, SafariDetail } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { LoadError } from '../../components/ui/states';
import { messageText } from '../../lib/i18n';
import { usePackageReviews } from './api/reviews-api';
import { ReviewCard } from './components/review-card';

const PREVIEW = 4;
const PAGE_SIZE = 10;

/** The detail answer's latest reviews, as the list's shape (photos show in the full list). */
function fromDetail(reviews: SafariDetail['reviews'], operatorName: string): PublicReview[] {
  return reviews.map((r) => ({
    id: r.id,
    author_name: r.author_name,
    rating: r.rating,
    title: r.title,
    text: r.comment,
    photos: [],
    verified_booking: true,
    created_at: r.created_at,
    edited_at: r.edited_at,
    reply: r.reply && { ...r.reply, operator_name: operatorName },
  }));
}

/**
 * A safari's reviews on its detail page (issue 15): the latest four, then every review page by page.
 * The count on the button is the package's review count, the same figure as the heading and the
 * list's total (all from the visible reviews). The detail answer's reviews render first (server side).
 */
export function PackageReviews({
  packageId,
  reviewCount,
  preview,
  operatorName,
}: {
  packageId: number;
  reviewCount: number;
  preview: SafariDetail['reviews'];
  operatorName: string;
}) {
  const { t } = useTranslation('reviews');
  const [all, setAll] = useState(false);
  const [page, setPage] = useState(1);
  const size = all ? PAGE_SIZE : PREVIEW;
  // The latest few come with the page (and its server HTML); the list is asked for on "Show all", so
  // the browser's takeover shows exactly what the server rendered.
  const list = usePackageReviews(packageId, all ? page : 1, size, all);
  const items = all ? (list.data?.items ?? []) : fromDetail(preview, operatorName);
  const total = (all && list.data?.total) || reviewCount;

  if (total === 0) return <p className="mt-3 text-stone-600">{t('package.none')}</p>;
  return (
    <div>
      {list.isError && !list.data && (
        <LoadError
          className="mt-3"
          message={messageText(list.error.message)}
          onRetry={() => void list.refetch()}
        />
      )}
      <ul className="mt-3 space-y-3" aria-busy={list.isFetching}>
        {items.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {all ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Pagination page={page} total={total} pageSize={PAGE_SIZE} onChange={setPage} />
          <Button
            variant="ghost"
            onClick={() => {
              setAll(false);
              setPage(1);
            }}
          >
            {t('package.showFewer')}
          </Button>
        </div>
      ) : (
        total > PREVIEW && (
          <Button variant="secondary" className="mt-4" onClick={() => setAll(true)}>
            {t('package.showAll', { count: total })}
          </Button>
        )
      )}
    </div>
  );
}
