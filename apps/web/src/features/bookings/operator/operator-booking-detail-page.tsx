import { operatorCancelBookingSchema, formatMinorUnits, netPaidCents } from '@dala/shared';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { inputClasses } from '../../../components/ui/text-field';
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

/** The money state of a booking in a few words, from the server's amounts. */
function paymentState(b: {
  status: string;
  paid_cents: number;
  total_cents: number;
  refunded_cents: number;
}): string {
  if (b.status === 'cancelled') {
    return b.refunded_cents > 0
      ? `Cancelled · ${formatMinorUnits(b.refunded_cents)} refunded`
      : 'Cancelled · nothing refunded';
  }
  if (b.status === 'expired') return 'Expired before payment';
  if (b.status === 'pending_payment') return 'Awaiting the first payment';
  const paid = netPaidCents(b);
  if (paid >= b.total_cents) return 'Paid in full';
  if (paid > 0) return 'Deposit paid, balance outstanding';
  return 'Nothing paid';
}

/** /safaris-management/bookings/{id}: the traveler's contact, payment state, and cancel with a reason. */
export default function OperatorBookingDetailPage() {
  const { id = '' } = useParams();
  const booking = useOperatorBooking(id);
  const cancel = useOperatorCancelBooking(id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();

  useEffect(() => {
    document.title = 'Booking · Safari Management · Dala Rides';
  }, []);

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
            title="Booking not found"
            action={<ButtonLink to="/safaris-management/bookings">All bookings</ButtonLink>}
          />
        ) : (
          <LoadError message={booking.error.message} onRetry={() => void booking.refetch()} />
        )}
      </main>
    );
  }
  const b = booking.data;
  const cancellable = b.status === 'confirmed' || b.status === 'pending_payment';

  const confirmCancel = () => {
    const parsed = operatorCancelBookingSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Give the traveler a reason');
      return;
    }
    setReasonError(null);
    cancel.mutate(parsed.data.reason, {
      onSuccess: (updated) => {
        toast.success(
          `Booking cancelled; ${formatMinorUnits(updated.refunded_cents)} refunded to the traveler`,
        );
        setOpen(false);
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && e.fields?.reason?.[0]) setReasonError(e.fields.reason[0]);
        toast.error(toastMessageFor(e, 'The booking could not be cancelled'));
      },
    });
  };

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <Link
        to="/safaris-management/bookings"
        className="text-sm font-semibold text-primary-700 hover:underline"
      >
        ← All bookings
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight">{b.safari.title}</h1>
        <BookingStatusBadge status={b.status} />
      </div>
      <p className="mt-1 text-stone-600">
        {formatDate(b.start_date)} – {formatDate(b.end_date)} · Reference{' '}
        <span className="font-mono font-semibold">{b.reference}</span> · booked{' '}
        {formatTimestamp(b.created_at)}
      </p>

      {b.status === 'cancelled' && (
        <Alert
          tone="warning"
          className="mt-5"
          title={b.cancelled_by === 'operator' ? 'You cancelled this booking' : 'The traveler cancelled'}
        >
          {formatTimestamp(b.cancelled_at)}
          {b.cancellation_reason ? ` · ${sentence(b.cancellation_reason)}` : '.'} Refunded to the traveler:{' '}
          <strong data-testid="operator-refund-amount">{formatMinorUnits(b.refunded_cents)}</strong>.
        </Alert>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Card className="p-5">
            <h2 className="text-lg font-bold">Traveler</h2>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-stone-500">Account</dt>
                <dd className="font-medium text-stone-900">{b.traveler.name}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-stone-500">Email</dt>
                <dd className="font-medium break-words">
                  <a href={`mailto:${b.traveler.email}`} className="text-primary-700 hover:underline">
                    {b.traveler.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-stone-500">Phone</dt>
                <dd className="font-medium">
                  {b.traveler.phone ? (
                    <a href={`tel:${b.traveler.phone}`} className="text-primary-700 hover:underline">
                      {b.traveler.phone}
                    </a>
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
            </dl>
          </Card>
          <TravelersSection booking={b} />
          <ItinerarySection booking={b} />
          <PaymentsSection booking={b} />
        </div>
        <div className="space-y-6">
          <Card className="p-5">
            <h2 className="text-lg font-bold">Payment state</h2>
            <p className="mt-1 mb-3 text-sm font-semibold text-primary-800" data-testid="payment-state">
              {paymentState(b)}
            </p>
            <BookingPrice booking={b} />
          </Card>
          {cancellable && (
            <Card className="space-y-3 p-5">
              <h2 className="text-lg font-bold">Cancel booking</h2>
              <p className="text-sm text-stone-600">
                When you cancel, the traveler gets a full refund of {formatMinorUnits(netPaidCents(b))} and
                both of you are notified.
              </p>
              <DangerLinkButton outlined className="w-full" onClick={() => setOpen(true)}>
                Cancel booking
              </DangerLinkButton>
            </Card>
          )}
        </div>
      </div>

      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeDisabled={cancel.isPending}
        title="Cancel this booking?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep booking
            </Button>
            <Button variant="danger" busy={cancel.isPending} onClick={confirmCancel}>
              Cancel and refund {formatMinorUnits(netPaidCents(b))}
            </Button>
          </>
        }
      >
        <p>
          {b.lead_traveler.name}'s booking for {formatDate(b.start_date)} is cancelled, the seats are released
          and everything paid ({formatMinorUnits(netPaidCents(b))}) is refunded.
        </p>
        <label htmlFor={reasonId} className="mt-4 mb-1.5 block font-medium text-stone-700">
          Reason for the traveler
        </label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={500}
          className={inputClasses}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
        />
        {reasonError && (
          <p id={`${reasonId}-error`} className="mt-1.5 text-sm text-red-700">
            {reasonError}
          </p>
        )}
      </Modal>
    </main>
  );
}
