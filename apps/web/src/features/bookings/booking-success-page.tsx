import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { BookingPrice } from './booking-price';
import { EmptyState, LoadError } from '../../components/ui/states';
import { useBooking } from './api/use-booking';
import { formatDate } from '../../lib/format';
import { useBookingFormat } from './use-booking-format';
import { useDocumentTitle } from '../../components/document-head';
import { TripsBeforeSafari } from '../transport';

/**
 * /booking/success?booking=…: where the payment page sends the payer back. The webhook may land a
 * moment later, so a pending booking is polled until the payment is confirmed or declined.
 */
export default function BookingSuccessPage() {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  const paymentOutcome = params.get('payment');
  const booking = useBooking(bookingId, {
    refetchInterval: (query) => {
      const data = query.state.data;
      const lastPayment = data?.payments.at(-1);
      return data?.status === 'pending_payment' && lastPayment?.status !== 'failed' ? 2000 : false;
    },
  });
  useDocumentTitle(t('success.documentTitle'));

  if (!bookingId) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12">
        <EmptyState
          title={t('success.noBooking')}
          action={<ButtonLink to="/bookings">{t('success.myBookings')}</ButtonLink>}
        />
      </main>
    );
  }
  if (booking.isPending) {
    return (
      <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-12">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48" />
      </main>
    );
  }
  if (booking.isError) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12">
        <LoadError message={booking.error.message} onRetry={() => void booking.refetch()} />
      </main>
    );
  }
  const b = booking.data;
  const lastPayment = b.payments.at(-1);
  const confirmed = b.status === 'confirmed' || b.status === 'completed';
  const declined =
    b.status === 'pending_payment' && (lastPayment?.status === 'failed' || paymentOutcome === 'failed');

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      {confirmed ? (
        <div className="text-center">
          <div
            aria-hidden
            className="mx-auto flex size-16 items-center justify-center rounded-full bg-acacia-100 text-acacia-700"
          >
            <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2.2">
              <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">{t('success.booked')}</h1>
          <p className="mt-2 text-stone-600">{t('success.emailed', { email: b.lead_traveler.email })}</p>
          <p className="mt-5 inline-flex flex-col items-center rounded-card bg-white px-6 py-3 ring-1 ring-sand-200">
            <span className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
              {t('success.reference')}
            </span>
            <span className="font-mono text-2xl font-bold text-stone-900" data-testid="booking-reference">
              {b.reference}
            </span>
          </p>
        </div>
      ) : declined ? (
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('success.notCompleted')}</h1>
          <Alert tone="error" className="mt-4" title={t('success.declinedTitle')}>
            {t('success.declinedText')}
          </Alert>
          <div className="mt-4">
            <ButtonLink to={`/booking/confirm?booking=${encodeURIComponent(b.id)}`}>
              {t('success.tryAgain')}
            </ButtonLink>
          </div>
        </div>
      ) : b.status === 'pending_payment' ? (
        <div className="flex flex-col items-center py-6 text-center" role="status">
          <Spinner className="size-8 text-primary-600" />
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight">{t('success.confirming')}</h1>
          <p className="mt-2 text-stone-600">{t('success.confirmingText')}</p>
        </div>
      ) : (
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">
            {t('success.otherStatus', { status: t(`status.${b.status}`) })}
          </h1>
          <p className="mt-2 text-stone-600">{t('success.holdEnded')}</p>
        </div>
      )}

      <Card className="mt-8 space-y-4 p-5">
        <div>
          <h2 className="text-lg font-bold">{b.safari.title}</h2>
          <p className="text-sm text-stone-600">
            {t('list.rowDates', {
              dates: t('dateRange', { start: formatDate(b.start_date), end: formatDate(b.end_date) }),
              travelers: format.travelers(b),
            })}
          </p>
          <p className="text-sm text-stone-600">
            {t('success.operatedBy', { company: b.safari.operator.company_name })}
          </p>
        </div>
        <BookingPrice booking={b} />
      </Card>
      {confirmed && (
        <div className="mt-6">
          <TripsBeforeSafari
            location={b.safari.location}
            firstDayTitle={b.safari.itinerary[0]?.title}
            startDate={b.start_date}
            guests={b.seats}
          />
        </div>
      )}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <ButtonLink to={`/bookings/${encodeURIComponent(b.id)}`}>{t('success.viewBooking')}</ButtonLink>
        <ButtonLink to="/bookings" variant="secondary">
          {t('success.myBookings')}
        </ButtonLink>
      </div>
    </main>
  );
}
