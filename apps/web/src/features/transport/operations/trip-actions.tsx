import { tripCancelInputSchema, type TripStatus } from '@dala/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toastMessageFor } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { setServerErrors, validateOnSubmit } from '../../../lib/form-errors';
import { useCancelTrip, usePublishTrip } from '../api/operations-trips';

const STATUS_TONES: Record<TripStatus, string> = {
  scheduled: 'bg-sand-100 text-stone-700 ring-sand-300',
  on_sale: 'bg-trip-50 text-trip-800 ring-trip-200',
  departed: 'bg-primary-50 text-primary-800 ring-primary-200',
  completed: 'bg-acacia-50 text-acacia-800 ring-acacia-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

/** A trip's state as a small badge ('On sale', 'Cancelled' …). */
export function TripStatusBadge({ status, className }: { status: TripStatus; className?: string }) {
  const { t } = useTranslation('operations');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_TONES[status],
        className,
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** Trips that can still be cancelled by the transporter. */
export const isCancellable = (status: TripStatus) => status === 'scheduled' || status === 'on_sale';

/** The trip in a dialog's title: 'Dar es Salaam → Arusha, Mon, 02 Mar 2026 07:00'. */
export interface TripLabel {
  id: number;
  label: string;
  /** Seats paid for: the dialog says how many passengers are refunded. */
  seatsSold: number;
}

/**
 * Cancelling a trip: a reason the passengers are told, and a confirmation that says every passenger
 * is refunded in full. Errors of the reason show under it; others in a toast.
 */
export function CancelTripDialog({ trip, onClose }: { trip: TripLabel | null; onClose: () => void }) {
  const { t } = useTranslation('operations');
  const cancel = useCancelTrip();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(tripCancelInputSchema),
    defaultValues: { reason: '' },
    ...validateOnSubmit,
  });
  const field = {
    reason: form.register('reason'),
  };
  const close = () => {
    form.reset({ reason: '' });
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!trip) return;
    try {
      const result = await cancel.mutateAsync({ id: trip.id, reason });
      toast.success(t('cancel.done', { count: result.refunded_bookings.length }));
      close();
    } catch (e) {
      const { formError } = setServerErrors(e, form.setError, ['reason']);
      if (formError) toast.error(toastMessageFor(e, t('cancel.failed')));
    }
  });
  const busy = cancel.isPending;
  return (
    <Modal
      open={trip !== null}
      onClose={close}
      closeDisabled={busy}
      title={t('cancel.title', { trip: trip?.label ?? '' })}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('cancel.keep')}
          </Button>
          <Button variant="danger" type="submit" form="cancel-trip-form" busy={busy}>
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <form id="cancel-trip-form" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Alert tone="warning" title={t('cancel.refundTitle')}>
          {trip && trip.seatsSold > 0
            ? t('cancel.refundBody', { count: trip.seatsSold })
            : t('cancel.refundBodyNone')}
        </Alert>
        <TextareaField
          label={t('cancel.reason')}
          hint={t('cancel.reasonHint')}
          rows={3}
          maxLength={500}
          {...field.reason}
          error={form.formState.errors.reason?.message}
        />
      </form>
    </Modal>
  );
}

/** Publishing a scheduled trip (puts it on sale); the API names the document or driver in the way. */
export function usePublishAction() {
  const { t } = useTranslation('operations');
  const publish = usePublishTrip();
  return {
    pendingId: publish.isPending ? publish.variables : null,
    run: async (id: number) => {
      try {
        await publish.mutateAsync(id);
        toast.success(t('publish.done'));
      } catch (e) {
        toast.error(toastMessageFor(e, t('publish.failed')));
      }
    },
  };
}
