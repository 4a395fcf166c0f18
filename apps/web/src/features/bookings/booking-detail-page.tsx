import type { PaymentChannel } from '@dala/shared';
import { useCallback, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { OfflineBanner } from '../../components/ui/offline-banner';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError, toastMessageFor } from '../../lib/api-client';
import { DangerLinkButton } from '../../components/ui/danger-button';
import { VerifiedBadge, SafariImage } from '../safaris';
import { MessageBookingLink } from '../messaging';
import { TripBookingDetail, TripsBeforeSafari } from '../transport';
import { useBooking } from './api/use-booking';
import { useCreatePayment } from './api/use-create-payment';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingPrice } from './booking-price';
import {
  DEFAULT_PAYMENT_CHANNEL,
  PaymentMethodFields,
  PaymentPromptPanel,
  followPayment,
  paymentFieldErrors,
  paymentMethodRequest,
  type PaymentFieldErrors,
  type PaymentPrompt,
} from '../payments';
import { splitPhone, type PhoneParts } from '../../components/ui/phone-input';
import { ItinerarySection, PaymentsSection, TravelersSection } from './booking-sections';
import { RefundScheduleList } from './price-breakdown';
import { EmptyState, LoadError } from '../../components/ui/states';
import { formatDate, formatTimestamp, sentence } from '../../lib/format';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { messageText } from '../../lib/i18n';
import { useCachedAnswerDate } from '../../lib/offline/cached-answers';
import { useBookingFormat } from './use-booking-format';
import { useDocumentTitle } from '../../components/document-head';

/**
 * /bookings/{id}: the traveler's booking of either kind. A safari booking (GET /bookings/:id) shows its
 * money, 'pay balance' and cancellation; a trip booking (the list says so, or /bookings/:id does not
 * know the id) is the transport feature's trip booking page.
 */
export default function BookingDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const paymentOutcome = params.get('payment');
  const tripHint = (useLocation().state as { kind?: string } | null)?.kind === 'trip';
  const booking = useBooking(tripHint ? null : id, {
    // Right after the provider's page the webhook may still be on its way: look again shortly.
    refetchInterval: (query) =>
      paymentOutcome === 'paid' && query.state.data?.payments.some((p) => p.status === 'pending')
        ? 2000
        : false,
  });
  const notSafari =
    booking.error instanceof ApiRequestError &&
    (booking.error.status === 404 || booking.error.status === 400);
  if (tripHint || notSafari) return <TripBookingDetail id={id} />;
  return <SafariBookingDetail id={id} booking={booking} paymentOutcome={paymentOutcome} />;
}

function SafariBookingDetail({
  id,
  booking,
  paymentOutcome,
}: {
  id: string;
  booking: ReturnType<typeof useBooking>;
  paymentOutcome: string | null;
}) {
  const { t } = useTranslation('bookings');
  const { t: common } = useTranslation();
  const format = useBookingFormat();
  // Served from this device's offline copy: when the server gave it.
  const cachedAt = useCachedAnswerDate('GET /bookings/:id', { params: { id } });
  const [cancelOpen, setCancelOpen] = useState(false);
  const [channel, setChannel] = useState<PaymentChannel>(DEFAULT_PAYMENT_CHANNEL);
  const [phone, setPhone] = useState<PhoneParts | null>(null);
  const [fieldErrors, setFieldErrors] = useState<PaymentFieldErrors>({});
  // A push payment: the prompt waits on the payer's phone and this page follows it.
  const [prompt, setPrompt] = useState<PaymentPrompt | null>(null);
  const navigate = useNavigate();
  useDocumentTitle(t('detail.documentTitle'));

  const payBalance = useCreatePayment({
    onError: (error) => {
      setFieldErrors(paymentFieldErrors(error));
      setPrompt(null);
      toast.error(toastMessageFor(error, t('detail.paymentFailed')));
    },
  });
  const startBalancePayment = (payer: PhoneParts) => {
    setFieldErrors({});
    const request = paymentMethodRequest(channel, payer);
    payBalance.mutate(
      {
        bookingId: id,
        body: {
          kind: 'balance',
          ...request,
          // The provider sends the payer back here with ?booking=<reference>&payment=paid|failed.
          return_path: `/bookings/${encodeURIComponent(id)}`,
        },
      },
      {
        onSuccess: (result) =>
          followPayment(result, (payment) => setPrompt({ payment, phone: request.phone ?? '' })),
      },
    );
  };
  // Where the provider's page would have sent the payer back: this page saying the payment went through.
  const refetchBooking = booking.refetch;
  const onPromptSucceeded = useCallback(() => {
    setPrompt(null);
    navigate(`/bookings/${encodeURIComponent(id)}?payment=paid`, { replace: true });
    void refetchBooking();
  }, [navigate, id, refetchBooking]);

  if (booking.isPending) {
    return (
      <main className="mx-auto w-full max-w-5xl space-y-4 px-4 py-8 sm:px-6">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </main>
    );
  }
  if (booking.isError) {
    const missing =
      booking.error instanceof ApiRequestError &&
      (booking.error.status === 404 || booking.error.status === 400);
    const offline = booking.error instanceof ApiRequestError && booking.error.status === 0;
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12">
        {offline ? (
          <EmptyState
            title={t('detail.offline.title')}
            action={
              <Button variant="secondary" onClick={() => void booking.refetch()}>
                {common('states.tryAgain')}
              </Button>
            }
          >
            {t('detail.offline.text')}
          </EmptyState>
        ) : missing ? (
          <EmptyState
            title={t('detail.notFound')}
            action={<ButtonLink to="/bookings">{t('detail.myBookings')}</ButtonLink>}
          >
            {t('detail.notFoundText')}
          </EmptyState>
        ) : (
          <LoadError message={messageText(booking.error.message)} onRetry={() => void booking.refetch()} />
        )}
      </main>
    );
  }

  const b = booking.data;
  const cancellable = b.status === 'confirmed' || b.status === 'pending_payment';
  const balanceDue = b.status === 'confirmed' && b.next_payment?.kind === 'balance' ? b.next_payment : null;
  const lastRefund = b.refunds.at(-1);
  const payerPhone = phone ?? splitPhone(b.lead_traveler.phone);

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <Link to="/bookings" className="text-sm font-semibold text-primary-700 hover:underline">
        {t('detail.back')}
      </Link>
      {cachedAt && (
        <OfflineBanner className="mt-3">
          {t('detail.offline.lastUpdated', { time: formatTimestamp(cachedAt) })}
        </OfflineBanner>
      )}
      <header className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
        <SafariImage
          url={b.safari.cover_image_url}
          alt=""
          className="h-32 w-full rounded-card sm:h-24 sm:w-36"
          sizes="144px"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-extrabold tracking-tight">{b.safari.title}</h1>
            <BookingStatusBadge status={b.status} />
          </div>
          <p className="mt-1 text-stone-600">
            {t('detail.datesAndPlace', {
              dates: t('dateRange', { start: formatDate(b.start_date), end: formatDate(b.end_date) }),
              location: b.safari.location,
            })}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <Trans
              t={t}
              i18nKey="detail.reference"
              values={{ reference: b.reference, company: b.safari.operator.company_name }}
              components={{ mono: <span className="font-mono font-semibold text-stone-900" /> }}
            />
            {b.safari.operator.is_verified && <VerifiedBadge />}
          </p>
          <MessageBookingLink bookingId={b.id} to="operator" className="mt-3" />
        </div>
      </header>

      {paymentOutcome === 'paid' && (
        <Alert tone="success" className="mt-5" title={t('detail.paidTitle')}>
          {t('detail.paidText')}
        </Alert>
      )}
      {paymentOutcome === 'failed' && (
        <Alert tone="error" className="mt-5" title={t('detail.declinedTitle')}>
          {t('detail.declinedText')}
        </Alert>
      )}
      {b.status === 'cancelled' && (
        <Alert
          tone="warning"
          className="mt-5"
          title={b.cancelled_by === 'operator' ? t('detail.cancelledByOperator') : t('detail.cancelledByYou')}
        >
          {t('detail.cancelledAt', { time: formatTimestamp(b.cancelled_at) })}
          {b.cancellation_reason
            ? t('detail.cancelledReason', { reason: sentence(b.cancellation_reason) })
            : t('detail.fullStop')}{' '}
          <span data-testid="refund-amount">
            <Trans
              t={t}
              i18nKey="detail.refund"
              values={{ amount: format.money(b.refunded_cents) }}
              components={{ strong: <strong /> }}
            />
          </span>
          {lastRefund
            ? t('detail.refundStatus', { status: t(`sections.paymentStatus.${lastRefund.status}`) })
            : t('detail.fullStop')}
        </Alert>
      )}
      {b.status === 'pending_payment' && (
        <Alert tone="warning" className="mt-5" title={t('detail.notCompletedTitle')}>
          {t('detail.heldUntil', { time: formatTimestamp(b.hold_expires_at) })}{' '}
          <Link
            to={`/booking/confirm?booking=${encodeURIComponent(b.id)}`}
            className="font-semibold underline"
          >
            {t('detail.completePayment')}
          </Link>
        </Alert>
      )}
      {balanceDue && (
        <section
          aria-label={t('detail.balanceLabel')}
          className="mt-5 grid gap-4 rounded-card border border-primary-200 bg-primary-50 p-4 sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-8"
        >
          <div>
            <p className="font-semibold text-primary-900">
              {t('detail.balanceDue', { date: formatDate(b.balance_due_date) })}
            </p>
            <p className="text-sm text-primary-900/80">
              {t('detail.balanceText', { amount: format.money(balanceDue.amount_cents) })}
            </p>
          </div>
          {prompt ? (
            <PaymentPromptPanel
              key={prompt.payment.id}
              owner={{ kind: 'safari', bookingId: b.id }}
              prompt={prompt}
              onSucceeded={onPromptSucceeded}
              onRetry={() => startBalancePayment(payerPhone)}
              retrying={payBalance.isPending}
              onChangeMethod={() => setPrompt(null)}
            />
          ) : (
            <div className="space-y-4">
              <PaymentMethodFields
                channel={channel}
                onChannelChange={setChannel}
                phone={payerPhone}
                onPhoneChange={(parts) => {
                  setPhone(parts);
                  setFieldErrors((current) => ({ ...current, phone: undefined }));
                }}
                amount={{ cents: balanceDue.amount_cents, currency: b.currency }}
                errors={fieldErrors}
              />
              <Button
                className="w-full sm:w-auto"
                busy={payBalance.isPending}
                onClick={() => startBalancePayment(payerPhone)}
              >
                {t('detail.payBalance', { amount: format.money(balanceDue.amount_cents) })}
              </Button>
            </div>
          )}
        </section>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <TravelersSection booking={b} />
          <ItinerarySection booking={b} />
          <PaymentsSection booking={b} />
          {(b.status === 'confirmed' || b.status === 'pending_payment') && (
            <TripsBeforeSafari
              location={b.safari.location}
              firstDayTitle={b.safari.itinerary[0]?.title}
              startDate={b.start_date}
              guests={b.seats}
            />
          )}
        </div>
        <div className="space-y-6">
          <Card className="p-5">
            <h2 className="mb-3 text-lg font-bold">{t('detail.price')}</h2>
            <BookingPrice booking={b} />
          </Card>
          {cancellable && (
            <Card className="space-y-3 p-5">
              <h2 className="text-lg font-bold">{t('detail.cancellation')}</h2>
              <RefundScheduleList schedule={b.refund_schedule} />
              <DangerLinkButton outlined className="w-full" onClick={() => setCancelOpen(true)}>
                {t('detail.cancelBooking')}
              </DangerLinkButton>
            </Card>
          )}
        </div>
      </div>
      <CancelBookingDialog bookingId={b.id} open={cancelOpen} onClose={() => setCancelOpen(false)} />
    </main>
  );
}
