import type { TripBooking } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../../components/document-head';
import { Alert } from '../../../../components/ui/alert';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { DangerLinkButton } from '../../../../components/ui/danger-button';
import { OfflineBanner } from '../../../../components/ui/offline-banner';
import { Skeleton } from '../../../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../../../components/ui/states';
import { ApiRequestError } from '../../../../lib/api-client';
import { formatTimestamp } from '../../../../lib/format';
import { messageText } from '../../../../lib/i18n';
import { useCachedAnswerDate } from '../../../../lib/offline/cached-answers';
import { MessageBookingLink } from '../../../messaging';
import { useTravelerTripBooking } from '../../api/tickets-trips';
import { BusIcon } from '../trip-bits';
import { tripDate, tripTime, tzs } from '../trip-format';
import { CancelTripDialog } from './cancel-trip-dialog';
import { SafarisAtTown } from './cross-sell';
import {
  TicketLinks,
  TripRefundSchedule,
  TripStatusBadge,
  canCancelTrip,
  tripTitle,
  tzsCents,
} from './trip-booking-bits';

/**
 * /bookings/{id} for a trip booking (GET /trip-bookings/:id): the journey, passengers and tickets,
 * what was paid and refunded, the transporter's bands and cancellation; a trip to a safari town
 * suggests safaris there. Another traveler's booking is the API's 404: not found.
 */
export function TripBookingDetail({ id }: { id: string }) {
  const { t } = useTranslation('tickets');
  const { t: common } = useTranslation();
  const booking = useTravelerTripBooking(id);
  // Served from this device's offline copy: when the server gave it.
  const cachedAt = useCachedAnswerDate('GET /trip-bookings/:id', { params: { id } });
  useDocumentTitle(t('myTrips.detailDocumentTitle'));

  if (booking.isPending) {
    return (
      <main className="mx-auto w-full max-w-5xl space-y-4 px-4 py-8 sm:px-6" aria-busy>
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
            title={t('tickets.offline.title')}
            action={
              <Button variant="secondary" onClick={() => void booking.refetch()}>
                {common('states.tryAgain')}
              </Button>
            }
          >
            {t('myTrips.offlineText')}
          </EmptyState>
        ) : missing ? (
          <EmptyState
            title={t('myTrips.notFound')}
            action={<ButtonLink to="/bookings">{t('myTrips.myBookings')}</ButtonLink>}
          >
            {t('myTrips.notFoundText')}
          </EmptyState>
        ) : (
          <LoadError message={messageText(booking.error.message)} onRetry={() => void booking.refetch()} />
        )}
      </main>
    );
  }
  return <TripBookingView booking={booking.data} cachedAt={cachedAt} />;
}

function TripBookingView({ booking, cachedAt }: { booking: TripBooking; cachedAt: string | null }) {
  const { t } = useTranslation(['tickets', 'transport']);
  const [cancelOpen, setCancelOpen] = useState(false);
  const { trip } = booking;
  const cancelled = booking.status === 'cancelled';
  const continueUrl = `/trips/${trip.id}?${new URLSearchParams({
    board: String(trip.from.position),
    alight: String(trip.to.position),
    booking: booking.id,
  }).toString()}`;

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <Link to="/bookings" className="text-sm font-semibold text-primary-700 hover:underline">
        {t('myTrips.backToBookings')}
      </Link>
      {cachedAt && (
        <OfflineBanner className="mt-3">
          {t('tickets.offline.lastUpdated', { time: formatTimestamp(cachedAt) })}
        </OfflineBanner>
      )}
      <header className="mt-3 flex items-start gap-4">
        <span
          aria-hidden
          className="hidden size-16 shrink-0 items-center justify-center rounded-card bg-trip-100 text-trip-700 sm:flex"
        >
          <BusIcon className="size-9" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-extrabold tracking-tight">{tripTitle(booking)}</h1>
            <TripStatusBadge booking={booking} />
          </div>
          <p className="mt-1 text-stone-600">
            {t('myTrips.detailWhen', {
              date: tripDate(trip.from.at),
              time: tripTime(trip.from.at),
              seats: t('myTrips.seatCount', { count: booking.seats }),
            })}
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {t('myTrips.detailReference', {
              reference: booking.reference,
              company: trip.transporter.company_name,
            })}
          </p>
        </div>
      </header>

      {trip.status === 'cancelled' && (
        <Alert tone="warning" className="mt-5" title={t('myTrips.tripCancelledTitle')}>
          {t('myTrips.tripCancelledText', { amount: tzsCents(booking.refunded_cents) })}
        </Alert>
      )}
      {cancelled && trip.status !== 'cancelled' && (
        <Alert tone="warning" className="mt-5" title={t('myTrips.cancelledTitle')}>
          {t('myTrips.cancelledText', {
            time: formatTimestamp(booking.cancelled_at),
            amount: tzsCents(booking.refunded_cents),
          })}
        </Alert>
      )}
      {booking.status === 'pending_payment' && (
        <Alert tone="warning" className="mt-5" title={t('myTrips.pendingTitle')}>
          {t('myTrips.pendingText', { time: formatTimestamp(booking.hold_expires_at) })}{' '}
          <Link to={continueUrl} className="font-semibold underline">
            {t('myTrips.pendingContinue')}
          </Link>
        </Alert>
      )}
      {trip.passengers.some((p) => p.displaced) && !cancelled && (
        <Alert tone="warning" className="mt-5" title={t('myTrips.displacedTitle')}>
          {t('myTrips.displacedText')}
        </Alert>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Card className="p-5">
            <h2 className="text-lg font-bold">{t('myTrips.journey')}</h2>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-stone-500">{t('myTrips.departs')}</dt>
                <dd className="font-semibold text-stone-900">
                  {tripDate(trip.from.at)}, {tripTime(trip.from.at)}
                </dd>
                <dd className="text-stone-700">
                  {trip.from.place} · {trip.from.point}
                </dd>
              </div>
              <div>
                <dt className="text-stone-500">{t('myTrips.arrives')}</dt>
                <dd className="font-semibold text-stone-900">
                  {tripDate(trip.to.at)}, {tripTime(trip.to.at)}
                </dd>
                <dd className="text-stone-700">
                  {trip.to.place} · {trip.to.point}
                </dd>
              </div>
              <div>
                <dt className="text-stone-500">{t('myTrips.vehicle')}</dt>
                <dd className="text-stone-900">
                  {t(`transport:vehicleClasses.${trip.vehicle.vehicle_class}`)} ·{' '}
                  <span className="font-mono">{trip.vehicle.plate}</span>
                </dd>
              </div>
              <div>
                <dt className="text-stone-500">{t('myTrips.transporter')}</dt>
                <dd className="text-stone-900">{trip.transporter.company_name}</dd>
                {trip.transporter.phone && <dd className="text-stone-700">{trip.transporter.phone}</dd>}
                <dd className="mt-2">
                  <MessageBookingLink bookingId={booking.id} to="operator" />
                </dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-stone-500">{t('myTrips.route')}</dt>
                <dd className="text-stone-900">{trip.route_name}</dd>
              </div>
            </dl>
          </Card>
          <Card className="p-5">
            <h2 className="text-lg font-bold">
              {trip.tickets.length > 0 ? t('myTrips.tickets') : t('myTrips.passengers')}
            </h2>
            <TicketLinks booking={booking} className="mt-3" />
            {trip.tickets.length > 0 && (
              <p className="mt-3 text-xs text-stone-500">{t('myTrips.ticketHint')}</p>
            )}
          </Card>
          {(booking.status === 'confirmed' || booking.status === 'pending_payment') && (
            <SafarisAtTown town={trip.to.place} />
          )}
        </div>
        <div className="space-y-6">
          <Card className="p-5">
            <h2 className="mb-3 text-lg font-bold">{t('myTrips.price')}</h2>
            <dl className="space-y-1.5 text-sm">
              <div className="flex justify-between gap-3">
                <dt>{t('myTrips.fareLine', { count: booking.seats, fare: tzs(trip.fare_tzs) })}</dt>
                <dd className="tabular-nums">{tzsCents(booking.subtotal_cents)}</dd>
              </div>
              {booking.discount_cents > 0 && (
                <div className="flex justify-between gap-3">
                  <dt>{t('myTrips.discount')}</dt>
                  <dd className="tabular-nums">−{tzsCents(booking.discount_cents)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-3 border-t border-sand-200 pt-1.5 font-semibold">
                <dt>{t('myTrips.total')}</dt>
                <dd className="tabular-nums">{tzsCents(booking.total_cents)}</dd>
              </div>
              <div className="flex justify-between gap-3 text-stone-600">
                <dt>{t('myTrips.paid')}</dt>
                <dd className="tabular-nums">{tzsCents(booking.paid_cents)}</dd>
              </div>
              {booking.refunded_cents > 0 && (
                <div className="flex justify-between gap-3 text-stone-600">
                  <dt>{t('myTrips.refunded')}</dt>
                  <dd className="tabular-nums">{tzsCents(booking.refunded_cents)}</dd>
                </div>
              )}
            </dl>
          </Card>
          {booking.status !== 'cancelled' && booking.status !== 'expired' && (
            <Card className="space-y-3 p-5">
              <h2 className="text-lg font-bold">{t('myTrips.cancellation')}</h2>
              <TripRefundSchedule schedule={trip.refund_schedule} />
              {canCancelTrip(booking) && (
                <DangerLinkButton outlined className="w-full" onClick={() => setCancelOpen(true)}>
                  {t('myTrips.cancelBooking')}
                </DangerLinkButton>
              )}
            </Card>
          )}
        </div>
      </div>
      <CancelTripDialog booking={booking} open={cancelOpen} onClose={() => setCancelOpen(false)} />
    </main>
  );
}
