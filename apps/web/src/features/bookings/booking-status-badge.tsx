import type { BookingStatus } from '@dala/shared';
import { cn } from '../../lib/cn';

/** A booking's status as a coloured label (and the labels alone, for filters). */
const BOOKING_STATUS_STYLES: Record<BookingStatus, { label: string; className: string }> = {
  pending_payment: {
    label: 'Awaiting payment',
    className: 'bg-primary-50 text-primary-800 ring-primary-200',
  },
  confirmed: { label: 'Confirmed', className: 'bg-acacia-50 text-acacia-700 ring-acacia-200' },
  completed: { label: 'Completed', className: 'bg-sand-100 text-stone-700 ring-sand-300' },
  cancelled: { label: 'Cancelled', className: 'bg-red-50 text-red-800 ring-red-200' },
  expired: { label: 'Expired', className: 'bg-sand-100 text-stone-600 ring-sand-300' },
};

export const BOOKING_STATUS_LABELS = Object.fromEntries(
  Object.entries(BOOKING_STATUS_STYLES).map(([k, v]) => [k, v.label]),
) as Record<BookingStatus, string>;

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const style = BOOKING_STATUS_STYLES[status];
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        style.className,
      )}
    >
      {style.label}
    </span>
  );
}
