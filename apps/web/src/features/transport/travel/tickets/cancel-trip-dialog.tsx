import type { TripBooking } from '@dala/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { toastMessageFor } from '../../../../lib/api-client';
import { messageText } from '../../../../lib/i18n';
import { useCancelTripBooking, useTripRefundQuote } from '../../api/tickets-trips';
import { TripRefundSchedule, tripTitle, tzsCents } from './trip-booking-bits';

/**
 * A traveler cancels a trip booking: the server's quote by the transporter's time bands (what was
 * paid, the share that comes back, the amount) is shown before anything is cancelled.
 */
export function CancelTripDialog({
  booking,
  open,
  onClose,
}: {
  booking: TripBooking;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['tickets', 'transport']);
  const quote = useTripRefundQuote(booking.id, open);
  const cancel = useCancelTripBooking(booking.id);
  const [reason, setReason] = useState('');
  const id = useId();
  const q = quote.data;

  const confirm = () =>
    cancel.mutate(reason, {
      onSuccess: (cancelled) => {
        toast.success(t('myTrips.cancel.done', { amount: tzsCents(cancelled.refunded_cents) }));
        onClose();
      },
      onError: (error) => toast.error(toastMessageFor(error, t('myTrips.cancel.failed'))),
    });

  return (
    <Modal
      open={open}
      onClose={onClose}
      closeDisabled={cancel.isPending}
      title={t('myTrips.cancel.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {t('myTrips.cancel.keep')}
          </Button>
          <Button variant="danger" busy={cancel.isPending} disabled={!q?.can_cancel} onClick={confirm}>
            {t('myTrips.cancel.confirm')}
          </Button>
        </>
      }
    >
      {quote.isPending ? (
        <div className="space-y-2" aria-busy>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-20" />
        </div>
      ) : quote.isError ? (
        <Alert tone="error">{messageText(quote.error.message)}</Alert>
      ) : q && !q.can_cancel ? (
        <Alert tone="warning">{t('myTrips.cancel.tooLate')}</Alert>
      ) : q ? (
        <div className="space-y-4">
          <p>
            {t('myTrips.cancel.intro', {
              trip: tripTitle(booking),
              hours: Math.max(0, Math.floor(q.hours_before_departure ?? q.days_before_departure * 24)),
            })}
          </p>
          <dl className="space-y-1.5 rounded-xl bg-sand-100 p-3">
            <div className="flex justify-between gap-3">
              <dt>{t('myTrips.cancel.paid')}</dt>
              <dd className="tabular-nums">{tzsCents(q.paid_cents)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{t('myTrips.cancel.share')}</dt>
              <dd className="tabular-nums">
                {t('transport:refunds.percent', { percent: q.refund_percent })}
              </dd>
            </div>
            {q.processing_fee_cents > 0 && (
              <div className="flex justify-between gap-3">
                <dt>{t('myTrips.cancel.fee')}</dt>
                <dd className="tabular-nums">−{tzsCents(q.processing_fee_cents)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-3 border-t border-sand-300 pt-1.5 text-base">
              <dt className="font-semibold text-stone-900">{t('myTrips.cancel.youGetBack')}</dt>
              <dd className="font-bold text-stone-900 tabular-nums" data-testid="trip-refund-amount">
                {tzsCents(q.refund_cents)}
              </dd>
            </div>
          </dl>
          <details>
            <summary className="cursor-pointer font-semibold">{t('myTrips.cancel.bands')}</summary>
            <TripRefundSchedule
              className="mt-2"
              schedule={q.trip_refund_schedule ?? booking.trip.refund_schedule}
            />
          </details>
          <TextareaField
            id={`${id}-reason`}
            label={
              <>
                {t('myTrips.cancel.reason')}{' '}
                <span className="font-normal text-stone-500">{t('myTrips.cancel.optional')}</span>
              </>
            }
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      ) : null}
    </Modal>
  );
}
