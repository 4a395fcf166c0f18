import { operatorCancelBookingSchema, netPaidCents } from '@dala/shared';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiRequestError, toastMessageFor } from '../../../lib/api-client';
import { useOperatorBooking } from '../api/use-operator-booking';
import { useOperatorCancelBooking } from '../api/use-operator-cancel-booking';
import { BookingStatusBadge } from '../booking-status-badge';
import { BookingPrice } from '../booking-price';
import { ItinerarySection, PaymentsSection, TravelersSection } from '../booking-sections';
import { DangerLinkButton } from '../../../components/ui/danger-button';
import { Modal } from '../../../components/ui/modal';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { formatDate, formatTimestamp, sentence } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { MessageBookingLink } from '../../messaging';
import { useBookingFormat } from '../use-booking-format';
import { useDocumentTitle } from '../../../components/document-head';

/** The money state of a booking in a few words, from the server's amounts. */
function paymentState(
  b: { status: string; paid_cents: number; total_cents: number; refunded_cents: number },
  t: TFunction<'bookings'>,
  money: (cents: number) => string,
): string {
  if (b.status === 'cancelled') {
    return b.refunded_cents > 0
      ? t('operatorDetail.state.cancelledRefunded', { amount: money(b.refunded_cents) })
      : t('operatorDetail.state.cancelledNothing');
  }
  if (b.status === 'expired') return t('operatorDetail.state.expired');
  if (b.status === 'pending_payment') return t('operatorDetail.state.awaiting');
  const paid = netPaidCents(b);
  if (paid >= b.total_cents) return t('operatorDetail.state.paidInFull');
  if (paid > 0) return t('operatorDetail.state.depositPaid');
  return t('operatorDetail.state.nothingPaid');
}

/** /safaris-management/bookings/{id}: the traveler's contact, payment state, and cancel with a reason. */
export default function OperatorBookingDetailPage() {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  const { id = '' } = useParams();
  const booking = useOperatorBooking(id);
  const cancel = useOperatorCancelBooking(id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();

  useDocumentTitle(t('operatorDetail.documentTitle'));

  if (booking.isPending) {
    return (
      <main className="mx-auto w-full max-w-5xl space-y-4 px-4 py-8">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-48" />
      </main>
    );
  }
  if (booking.isError) {
    const missing =
      booking.error instanceof ApiRequestError &&
      (booking.error.status === 404 || booking.error.status === 400);
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12">
        {missing ? (
          <EmptyState
            title={t('operatorDetail.notFound')}
            action={
              <ButtonLink to="/safaris-management/bookings">{t('operatorDetail.allBookings')}</ButtonLink>
            }
          />
        ) : (
          <LoadError message={messageText(booking.error.message)} onRetry={() => void booking.refetch()} />
        )}
      </main>
    );
  }
  const b = booking.data;
  const cancellable = b.status === 'confirmed' || b.status === 'pending_payment';

  const confirmCancel = () => {
    const parsed = operatorCancelBookingSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? t('operatorDetail.reasonRequired'));
      return;
    }
    setReasonError(null);
    cancel.mutate(parsed.data.reason, {
      onSuccess: (updated) => {
        toast.success(t('operatorDetail.cancelled', { amount: format.money(updated.refunded_cents) }));
        setOpen(false);
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && e.fields?.reason?.[0]) setReasonError(e.fields.reason[0]);
        toast.error(toastMessageFor(e, t('operatorDetail.cancelFailed')));
      },
    });
  };

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <Link
        to="/safaris-management/bookings"
        className="text-sm font-semibold text-primary-700 hover:underline"
      >
        {t('operatorDetail.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">{b.safari.title}</h1>
        <BookingStatusBadge status={b.status} />
      </div>
      <p className="mt-1 text-stone-600">
        <Trans
          t={t}
          i18nKey="operatorDetail.summary"
          values={{
            dates: t('dateRange', { start: formatDate(b.start_date), end: formatDate(b.end_date) }),
            reference: b.reference,
            time: formatTimestamp(b.created_at),
          }}
          components={{ mono: <span className="font-mono font-semibold" /> }}
        />
      </p>

      {b.status === 'cancelled' && (
        <Alert
          tone="warning"
          className="mt-5"
          title={
            b.cancelled_by === 'operator'
              ? t('operatorDetail.cancelledByYou')
              : t('operatorDetail.cancelledByTraveler')
          }
        >
          {formatTimestamp(b.cancelled_at)}
          {b.cancellation_reason
            ? t('detail.cancelledReason', { reason: sentence(b.cancellation_reason) })
            : t('detail.fullStop')}
          <Trans
            t={t}
            i18nKey="operatorDetail.refunded"
            values={{ amount: format.money(b.refunded_cents) }}
            components={{ strong: <strong data-testid="operator-refund-amount" /> }}
          />
        </Alert>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Card className="p-5">
            <h2 className="text-lg font-bold">{t('operatorDetail.traveler')}</h2>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-stone-500">{t('operatorDetail.account')}</dt>
                <dd className="font-medium text-stone-900">{b.traveler.name}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-stone-500">{t('operatorDetail.email')}</dt>
                <dd className="font-medium break-words text-stone-900">{b.traveler.email}</dd>
              </div>
              <div>
                <dt className="text-stone-500">{t('operatorDetail.phone')}</dt>
                <dd className="font-medium">
                  {b.traveler.phone ? (
                    <a href={`tel:${b.traveler.phone}`} className="text-primary-700 hover:underline">
                      {b.traveler.phone}
                    </a>
                  ) : (
                    t('operatorDetail.noPhone')
                  )}
                </dd>
              </div>
            </dl>
            <MessageBookingLink bookingId={b.id} to="traveler" className="mt-4" />
          </Card>
          <TravelersSection booking={b} />
          <ItinerarySection booking={b} />
          <PaymentsSection booking={b} />
        </div>
        <div className="space-y-6">
          <Card className="p-5">
            <h2 className="text-lg font-bold">{t('operatorDetail.paymentState')}</h2>
            <p className="mt-1 mb-3 text-sm font-semibold text-primary-800" data-testid="payment-state">
              {paymentState(b, t, format.money)}
            </p>
            <BookingPrice booking={b} />
          </Card>
          {cancellable && (
            <Card className="space-y-3 p-5">
              <h2 className="text-lg font-bold">{t('operatorDetail.cancelTitle')}</h2>
              <p className="text-sm text-stone-600">
                {t('operatorDetail.cancelText', { amount: format.money(netPaidCents(b)) })}
              </p>
              <DangerLinkButton outlined className="w-full" onClick={() => setOpen(true)}>
                {t('operatorDetail.cancelButton')}
              </DangerLinkButton>
            </Card>
          )}
        </div>
      </div>

      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeDisabled={cancel.isPending}
        title={t('operatorDetail.modalTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              {t('operatorDetail.keep')}
            </Button>
            <Button variant="danger" busy={cancel.isPending} onClick={confirmCancel}>
              {t('operatorDetail.confirm', { amount: format.money(netPaidCents(b)) })}
            </Button>
          </>
        }
      >
        <p>
          {t('operatorDetail.modalText', {
            name: b.lead_traveler.name,
            date: formatDate(b.start_date),
            amount: format.money(netPaidCents(b)),
          })}
        </p>
        <TextareaField
          id={reasonId}
          className="mt-4"
          label={t('operatorDetail.reasonLabel')}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={reasonError ?? undefined}
        />
      </Modal>
    </main>
  );
}
