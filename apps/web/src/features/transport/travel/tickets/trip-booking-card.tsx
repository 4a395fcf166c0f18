import type { TripBooking } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DangerLinkButton } from '../../../../components/ui/danger-button';
import { BusIcon } from '../trip-bits';
import { tripDate, tripTime } from '../trip-format';
import {
  TicketLinks,
  TripStatusBadge,
  canCancelTrip,
  departureText,
  tripTitle,
  tzsCents,
} from './trip-booking-bits';

/** Where a trip booking's page is (its booking page in /bookings, told it is a trip). */
export function tripBookingPath(booking: Pick<TripBooking, 'id'>): string {
  return `/bookings/${encodeURIComponent(booking.id)}`;
}

/**
 * A trip booking on /trips: the route and times, seats and passengers, its tickets, and a way to
 * cancel (the dialog shows the refund first).
 */
export function TripBookingCard({ booking, onCancel }: { booking: TripBooking; onCancel: () => void }) {
  const { t } = useTranslation('tickets');
  const { trip } = booking;
  return (
    <article
      className="rounded-card border border-sand-200 bg-white p-4 shadow-card sm:p-5"
      aria-labelledby={`trip-${booking.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-trip-100 text-trip-700"
          >
            <BusIcon className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id={`trip-${booking.id}`} className="text-base leading-snug font-bold">
              {tripTitle(booking)}
            </h2>
            <p className="text-sm text-stone-600">
              {trip.transporter.company_name} · {trip.route_name}
            </p>
          </div>
        </div>
        <TripStatusBadge booking={booking} />
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-500">{t('myTrips.departs')}</dt>
          <dd>
            <span className="font-semibold text-stone-900">
              {tripDate(trip.from.at)}, {tripTime(trip.from.at)}
            </span>
            <span className="block text-stone-600">{trip.from.point}</span>
          </dd>
          <dt className="text-stone-500">{t('myTrips.arrives')}</dt>
          <dd>
            <span className="font-semibold text-stone-900">
              {tripDate(trip.to.at)}, {tripTime(trip.to.at)}
            </span>
            <span className="block text-stone-600">{trip.to.point}</span>
          </dd>
          <dt className="text-stone-500">{t('myTrips.seatsLabel')}</dt>
          <dd>{trip.seats.join(', ')}</dd>
          <dt className="text-stone-500">{t('myTrips.total')}</dt>
          <dd className="tabular-nums">{tzsCents(booking.total_cents)}</dd>
        </dl>
        <TicketLinks booking={booking} />
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-3 text-sm">
        <span className="font-mono text-stone-500">{booking.reference}</span>
        <div className="flex flex-wrap items-center gap-4">
          {canCancelTrip(booking) && (
            <DangerLinkButton
              onClick={onCancel}
              aria-label={t('myTrips.cancelTrip', { trip: departureText(booking) })}
            >
              {t('myTrips.cancelShort')}
            </DangerLinkButton>
          )}
          <Link
            to={tripBookingPath(booking)}
            state={{ kind: 'trip' }}
            className="font-semibold text-trip-700 hover:underline"
          >
            {t('myTrips.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A trip booking in /bookings beside safari bookings: route, date, seats, TZS total, status. */
export function TripBookingRow({ booking }: { booking: TripBooking }) {
  const { t } = useTranslation('tickets');
  return (
    <article className="relative flex gap-4 rounded-card border border-sand-200 bg-white p-3 shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised sm:p-4">
      <span
        aria-hidden
        className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-trip-100 text-trip-700 sm:h-24 sm:w-32"
      >
        <BusIcon className="size-10" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-base leading-snug font-bold">
            <Link
              to={tripBookingPath(booking)}
              state={{ kind: 'trip' }}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {t('myTrips.rowTitle', { trip: tripTitle(booking) })}
            </Link>
          </h2>
          <TripStatusBadge booking={booking} />
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {t('myTrips.rowWhen', {
            when: departureText(booking),
            seats: t('myTrips.seatCount', { count: booking.seats }),
            list: booking.trip.seats.join(', '),
          })}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-stone-500">
          <span className="font-mono">{booking.reference}</span>
          <span>{t('myTrips.rowTotal', { amount: tzsCents(booking.total_cents) })}</span>
          <span>{booking.trip.transporter.company_name}</span>
        </p>
      </div>
    </article>
  );
}
