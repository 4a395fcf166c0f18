import { formatMinorUnits, type BookingStatus, type TripBooking } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn';
import { intlLocale } from '../../../../lib/i18n';
import { tripDate, tripTime } from '../trip-format';

/** Small parts shared by a traveler's trip lists, the booking page and the cancel dialog. */

const STATUS_STYLES: Record<BookingStatus, string> = {
  pending_payment: 'bg-primary-50 text-primary-800 ring-primary-200',
  confirmed: 'bg-acacia-50 text-acacia-700 ring-acacia-200',
  completed: 'bg-sand-100 text-stone-700 ring-sand-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  expired: 'bg-sand-100 text-stone-600 ring-sand-300',
};

/** A trip booking's status as a coloured label (the same colours as a safari booking's). */
export function TripStatusBadge({ booking }: { booking: TripBooking }) {
  const { t } = useTranslation('tickets');
  // A trip the transporter cancelled says so, whatever the booking's own state.
  const tripCancelled = booking.trip.status === 'cancelled' && booking.status !== 'expired';
  const status: BookingStatus = tripCancelled ? 'cancelled' : booking.status;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_STYLES[status],
      )}
    >
      {tripCancelled ? t('myTrips.status.tripCancelled') : t(`myTrips.status.${status}`)}
    </span>
  );
}

/** An amount of a trip booking (`*_cents`: shillings × 100) as 'TSh 90,000'. */
export function tzsCents(cents: number): string {
  return formatMinorUnits(cents, 'TZS', intlLocale());
}

/** Whether the traveler may still ask to cancel (the refund quote says what it would give back). */
export function canCancelTrip(booking: TripBooking): boolean {
  const open = booking.status === 'confirmed' || booking.status === 'pending_payment';
  const tripOpen = booking.trip.status === 'scheduled' || booking.trip.status === 'on_sale';
  return open && tripOpen && Date.parse(booking.trip.from.at) > Date.now();
}

/** 'Dar es Salaam → Moshi'. */
export function tripTitle(booking: TripBooking): string {
  return `${booking.trip.from.place} → ${booking.trip.to.place}`;
}

/** 'Tue 24 Dec 2026, 07:00' style departure of the traveler's boarding stop. */
export function departureText(booking: TripBooking): string {
  return `${tripDate(booking.trip.from.at)}, ${tripTime(booking.trip.from.at)}`;
}

/** The transporter's refund bands for this departure, as instants (earliest first). */
export function TripRefundSchedule({
  schedule,
  className,
}: {
  schedule: TripBooking['trip']['refund_schedule'];
  className?: string;
}) {
  const { t } = useTranslation(['tickets', 'transport']);
  return (
    <ul className={cn('space-y-1.5 text-sm', className)} aria-label={t('myTrips.bandsLabel')}>
      {schedule.map((entry) => (
        <li key={entry.cancel_by} className="flex justify-between gap-3">
          <span className="text-stone-700">
            {entry.min_hours_before === 0
              ? t('myTrips.bandUntilDeparture', { time: tripTime(entry.cancel_by) })
              : t('myTrips.bandUntil', {
                  date: tripDate(entry.cancel_by),
                  time: tripTime(entry.cancel_by),
                })}
          </span>
          <span className={cn('font-semibold tabular-nums', entry.percent === 0 && 'text-stone-500')}>
            {entry.percent === 0
              ? t('transport:refunds.nothing')
              : t('transport:refunds.percent', { percent: entry.percent })}
          </span>
        </li>
      ))}
      <li className="flex justify-between gap-3">
        <span className="text-stone-700">{t('transport:refunds.noShow')}</span>
        <span className="font-semibold text-stone-500">{t('transport:refunds.nothing')}</span>
      </li>
    </ul>
  );
}

/** The booking's tickets, each a link to its printable page. */
export function TicketLinks({ booking, className }: { booking: TripBooking; className?: string }) {
  const { t } = useTranslation('tickets');
  const { tickets, passengers } = booking.trip;
  if (tickets.length === 0) {
    // Before payment: the seats and whoever is named on them, no tickets yet.
    return (
      <ul className={cn('space-y-1 text-sm', className)} aria-label={t('myTrips.passengers')}>
        {passengers.map((p) => (
          <li key={p.seat} className="flex justify-between gap-3">
            <span>{p.name ?? t('myTrips.unnamed')}</span>
            <span className="text-stone-600">{t('myTrips.seat', { seat: p.seat })}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={cn('space-y-2', className)} aria-label={t('myTrips.tickets')}>
      {tickets.map((ticket) => (
        <li key={ticket.number}>
          <Link
            to={`/trips/tickets/${encodeURIComponent(ticket.number)}`}
            className={cn(
              'flex items-center justify-between gap-3 rounded-xl border border-dashed px-3 py-2 text-sm transition-colors',
              ticket.cancelled
                ? 'border-sand-300 bg-sand-50 text-stone-500'
                : 'border-trip-300 bg-trip-50 hover:bg-trip-100',
            )}
            aria-label={t('myTrips.ticketLink', {
              name: ticket.passenger_name,
              seat: ticket.seat,
              number: ticket.display,
            })}
          >
            <span className="min-w-0">
              <span className="block font-semibold break-words text-stone-900">{ticket.passenger_name}</span>
              <span className="block text-xs text-stone-600">
                {t('myTrips.seat', { seat: ticket.seat })}
                {ticket.cancelled && ` · ${t('myTrips.ticketCancelled')}`}
                {!ticket.cancelled &&
                  ticket.boarding_status !== 'booked' &&
                  ` · ${t(`myTrips.boarding.${ticket.boarding_status}`)}`}
              </span>
            </span>
            <span className="font-mono text-sm font-bold tracking-wider whitespace-nowrap text-trip-900">
              {ticket.display}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
