import type { SafariStatus } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatRating } from '../../../lib/format';

/** The acacia 'Verified' mark next to an operator's name. */
export function VerifiedBadge({ className }: { className?: string }) {
  // `common`, not `safaris`: bookings pages show it without loading the safaris namespace.
  const { t } = useTranslation('common');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-acacia-50 px-2 py-0.5 text-xs font-semibold text-acacia-700 ring-1 ring-acacia-200 ring-inset',
        className,
      )}
    >
      <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden>
        <path d="M10 1.5 12.2 3l2.7-.2.9 2.5 2.2 1.6-.8 2.6.8 2.6-2.2 1.6-.9 2.5-2.7-.2L10 18.5 7.8 17l-2.7.2-.9-2.5L2 13.1l.8-2.6L2 7.9l2.2-1.6.9-2.5 2.7.2L10 1.5Zm3.3 6.2-1-1-3.1 3.2-1.5-1.5-1 1 2.5 2.5 4.1-4.2Z" />
      </svg>
      {t('safari.verified')}
    </span>
  );
}

/** '★ 4.8 (124 reviews)'; 'New' when nobody has reviewed yet. */
export function RatingLabel({
  rating,
  reviewCount,
  className,
}: {
  rating: number;
  reviewCount: number;
  className?: string;
}) {
  const { t } = useTranslation('safaris');
  if (reviewCount === 0) {
    return <span className={cn('text-sm text-stone-500', className)}>{t('rating.none')}</span>;
  }
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <svg viewBox="0 0 20 20" className="size-4 text-primary-500" fill="currentColor" aria-hidden>
        <path d="m10 1.8 2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8L10 1.8Z" />
      </svg>
      <span className="font-semibold text-stone-900">{formatRating(rating)}</span>
      <span className="text-stone-500">{t('rating.count', { count: reviewCount })}</span>
    </span>
  );
}

const PACKAGE_STATUS_STYLES: Record<SafariStatus, string> = {
  draft: 'bg-sand-100 text-stone-700 ring-sand-300',
  published: 'bg-acacia-50 text-acacia-700 ring-acacia-200',
  archived: 'bg-stone-100 text-stone-600 ring-stone-300',
};

export function PackageStatusBadge({ status }: { status: SafariStatus }) {
  const { t } = useTranslation('safaris');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset',
        PACKAGE_STATUS_STYLES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
