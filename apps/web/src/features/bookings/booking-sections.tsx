import type { Booking } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { formatTimestamp } from '../../lib/format';
import { useBookingFormat } from './use-booking-format';

/** Sections shared by the traveler's and the operator's booking pages. */

export function ItinerarySection({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('sections.itinerary')}</h2>
      {booking.safari.itinerary.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('sections.noItinerary')}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {booking.safari.itinerary.map((day) => (
            <li key={day.day} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-100 text-xs font-bold text-primary-800">
                {day.day}
              </span>
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-stone-900">{day.title}</p>
                <p className="text-stone-600">{day.description}</p>
                {(day.accommodation || day.meals.length > 0) && (
                  <p className="mt-0.5 text-xs text-stone-500">
                    {day.accommodation && t('sections.stay', { place: day.accommodation })}
                    {day.accommodation && day.meals.length > 0 && t('sections.detailSeparator')}
                    {day.meals.length > 0 &&
                      t('sections.meals', {
                        meals: day.meals
                          .map((m) => t(`sections.meal.${m}`))
                          .join(t('sections.mealSeparator')),
                      })}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function TravelersSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('sections.travelers')}</h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-500">{t('sections.party')}</dt>
          <dd className="font-medium text-stone-900">{format.travelers(booking)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('sections.seats')}</dt>
          <dd className="font-medium text-stone-900">{booking.seats}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('sections.leadTraveler')}</dt>
          <dd className="font-medium text-stone-900">{booking.lead_traveler.name}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-stone-500">{t('sections.contact')}</dt>
          <dd className="font-medium break-words text-stone-900">
            <a href={`mailto:${booking.lead_traveler.email}`} className="hover:underline">
              {booking.lead_traveler.email}
            </a>
            <br />
            <a href={`tel:${booking.lead_traveler.phone}`} className="hover:underline">
              {booking.lead_traveler.phone}
            </a>
          </dd>
        </div>
        {booking.special_requests && (
          <div className="sm:col-span-2">
            <dt className="text-stone-500">{t('sections.specialRequests')}</dt>
            <dd className="whitespace-pre-line text-stone-900">{booking.special_requests}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

const PAYMENT_STATUS = {
  pending: 'text-primary-700',
  succeeded: 'text-acacia-700',
  failed: 'text-red-700',
} as const;

export function PaymentsSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  const empty = booking.payments.length === 0 && booking.refunds.length === 0;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('sections.payments')}</h2>
      {empty ? (
        <p className="mt-2 text-sm text-stone-600">{t('sections.noPayments')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-sand-200 text-sm">
          {booking.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-stone-900">{t(`sections.paymentKind.${p.kind}`)}</span>{' '}
                <span className="text-stone-500">
                  {t('sections.paymentMeta', {
                    method: t(`sections.paymentMethod.${p.method}`),
                    time: formatTimestamp(p.completed_at ?? p.created_at),
                  })}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <span className={`text-xs font-semibold capitalize ${PAYMENT_STATUS[p.status]}`}>
                  {t(`sections.paymentStatus.${p.status}`)}
                </span>
                <span className="font-semibold tabular-nums">{format.money(p.amount_cents)}</span>
              </span>
            </li>
          ))}
          {booking.refunds.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-stone-900">{t('sections.refund')}</span>{' '}
                <span className="text-stone-500">
                  {t('sections.refundMeta', { time: formatTimestamp(r.created_at) })}
                </span>
                {r.reason && <span className="block text-xs text-stone-500">{r.reason}</span>}
              </span>
              <span className="flex items-center gap-3">
                <span className="text-xs font-semibold text-stone-600 capitalize">
                  {t(`sections.paymentStatus.${r.status}`)}
                </span>
                <span className="font-semibold text-acacia-700 tabular-nums">
                  {format.money(r.amount_cents)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
