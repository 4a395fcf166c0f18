import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { TextareaField } from '../../components/ui/textarea-field';
import { toastMessageFor } from '../../lib/api-client';
import { messageText } from '../../lib/i18n';
import { useBookingFormat } from './use-booking-format';
import { Modal } from '../../components/ui/modal';
import { RefundScheduleList } from './price-breakdown';
import { useCancelBooking } from './api/use-cancel-booking';
import { useRefundQuote } from './api/use-refund-quote';

/**
 * The traveler's cancellation: the server's refund quote (what was paid, the fee, what comes back)
 * is shown before anything is cancelled; confirming cancels and records the refund.
 */
export function CancelBookingDialog({
  bookingId,
  open,
  onClose,
}: {
  bookingId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  const quote = useRefundQuote(bookingId, open);
  const cancel = useCancelBooking(bookingId);
  const [reason, setReason] = useState('');
  const id = useId();
  const q = quote.data;

  const confirm = () =>
    cancel.mutate(reason, {
      onSuccess: (booking) => {
        toast.success(t('cancel.cancelled', { amount: format.money(booking.refunded_cents) }));
        onClose();
      },
      onError: (error) => toast.error(toastMessageFor(error, t('cancel.failed'))),
    });

  return (
    <Modal
      open={open}
      onClose={onClose}
      closeDisabled={cancel.isPending}
      title={t('cancel.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {t('cancel.keep')}
          </Button>
          <Button variant="danger" busy={cancel.isPending} disabled={!q?.can_cancel} onClick={confirm}>
            {t('cancel.confirm')}
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
        <Alert tone="warning">{t('cancel.tooLate')}</Alert>
      ) : q ? (
        <div className="space-y-4">
          <p>{t('cancel.intro', { count: q.days_before_departure })}</p>
          <dl className="space-y-1.5 rounded-xl bg-sand-100 p-3">
            <div className="flex justify-between gap-3">
              <dt>{t('cancel.paidSoFar')}</dt>
              <dd className="tabular-nums">{format.money(q.paid_cents)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{t('cancel.refundShare')}</dt>
              <dd className="tabular-nums">{t('cancel.percent', { percent: q.refund_percent })}</dd>
            </div>
            {q.processing_fee_cents > 0 && (
              <div className="flex justify-between gap-3">
                <dt>{t('cancel.processingFee')}</dt>
                <dd className="tabular-nums">
                  {t('price.discountAmount', { amount: format.money(q.processing_fee_cents) })}
                </dd>
              </div>
            )}
            <div className="flex justify-between gap-3 border-t border-sand-300 pt-1.5 text-base">
              <dt className="font-semibold text-stone-900">{t('cancel.youGetBack')}</dt>
              <dd className="font-bold text-stone-900 tabular-nums" data-testid="refund-quote-amount">
                {format.money(q.refund_cents)}
              </dd>
            </div>
          </dl>
          <details>
            <summary className="cursor-pointer font-semibold">{t('cancel.refundSchedule')}</summary>
            <div className="mt-2">
              <RefundScheduleList schedule={q.refund_schedule} />
            </div>
          </details>
          <TextareaField
            id={`${id}-reason`}
            label={
              <>
                {t('cancel.reason')}{' '}
                <span className="font-normal text-stone-500">{t('cancel.optional')}</span>
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
