import type { BookingStatus } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** A booking's status as a coloured label (its text: `status.<status>` in the bookings namespace). */
const BOOKING_STATUS_STYLES: Record<BookingStatus, string> = {
  pending_payment: 'bg-primary-50 text-primary-800 ring-primary-200',
  confirmed: 'bg-acacia-50 text-acacia-700 ring-acacia-200',
  completed: 'bg-sand-100 text-stone-700 ring-sand-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  expired: 'bg-sand-100 text-stone-600 ring-sand-300',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        BOOKING_STATUS_STYLES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
