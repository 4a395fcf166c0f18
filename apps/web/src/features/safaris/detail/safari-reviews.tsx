import type { SafariDetail } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { PackageReviews } from '../../reviews';

/**
 * The detail page's reviews (issue 15): real reviews of bookings, newest first, the latest few and then
 * every one page by page; the heading's count is the package's review count, which the list pages through.
 */
export function SafariReviews({ safari }: { safari: SafariDetail }) {
  const { t } = useTranslation('safaris');
  return (
    <section aria-labelledby="reviews">
      <h2 id="reviews" className="text-xl font-bold">
        {t('detail.reviews')}
      </h2>
      <PackageReviews
        packageId={safari.id}
        reviewCount={safari.review_count}
        preview={safari.reviews}
        operatorName={safari.operator.company_name}
      />
    </section>
  );
}
