import { formatMinorUnits } from '@dala/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { inputClasses } from '../../components/ui/text-field';
import { toastMessageFor } from '../../lib/api-client';
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
  const quote = useRefundQuote(bookingId, open);
  const cancel = useCancelBooking(bookingId);
  const [reason, setReason] = useState('');
  const id = useId();
  const q = quote.data;

  const confirm = () =>
    cancel.mutate(reason, {
      onSuccess: (booking) => {
        toast.success(`Booking cancelled. Refund: ${formatMinorUnits(booking.refunded_cents)}`);
        onClose();
      },
      onError: (error) => toast.error(toastMessageFor(error, 'The booking could not be cancelled')),
    });

  return (
    <Modal
      open={open}
      onClose={onClose}
      closeDisabled={cancel.isPending}
      title="Cancel this booking?"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            Keep booking
          </Button>
          <Button variant="danger" busy={cancel.isPending} disabled={!q?.can_cancel} onClick={confirm}>
            Cancel booking
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
        <Alert tone="error">{quote.error.message}</Alert>
      ) : q && !q.can_cancel ? (
        <Alert tone="warning">This booking can no longer be cancelled.</Alert>
      ) : q ? (
        <div className="space-y-4">
          <p>
            You are cancelling {q.days_before_departure} {q.days_before_departure === 1 ? 'day' : 'days'}{' '}
            before departure. The seats go back on sale and this cannot be undone.
          </p>
          <dl className="space-y-1.5 rounded-xl bg-sand-100 p-3">
            <div className="flex justify-between gap-3">
              <dt>Paid so far</dt>
              <dd className="tabular-nums">{formatMinorUnits(q.paid_cents)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>Refund share</dt>
              <dd className="tabular-nums">{q.refund_percent}%</dd>
            </div>
            {q.processing_fee_cents > 0 && (
              <div className="flex justify-between gap-3">
                <dt>Processing fee</dt>
                <dd className="tabular-nums">−{formatMinorUnits(q.processing_fee_cents)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-3 border-t border-sand-300 pt-1.5 text-base">
              <dt className="font-semibold text-stone-900">You get back</dt>
              <dd className="font-bold text-stone-900 tabular-nums" data-testid="refund-quote-amount">
                {formatMinorUnits(q.refund_cents)}
              </dd>
            </div>
          </dl>
          <details>
            <summary className="cursor-pointer font-semibold">Refund schedule</summary>
            <div className="mt-2">
              <RefundScheduleList schedule={q.refund_schedule} />
            </div>
          </details>
          <div>
            <label htmlFor={`${id}-reason`} className="mb-1.5 block font-medium text-stone-700">
              Reason <span className="font-normal text-stone-500">(optional)</span>
            </label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={500}
              className={inputClasses}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
