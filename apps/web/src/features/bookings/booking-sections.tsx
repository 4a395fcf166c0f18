import { formatMinorUnits, type Booking } from '@dala/shared';
import { Card } from '../../components/ui/card';
import { MEAL_LABELS, formatTimestamp, formatTravelers } from '../../lib/format';

/** Sections shared by the traveler's and the operator's booking pages. */

export function ItinerarySection({ booking }: { booking: Booking }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">Itinerary</h2>
      {booking.safari.itinerary.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">The operator has not shared a day-by-day plan.</p>
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
                    {day.accommodation && <>Stay: {day.accommodation}</>}
                    {day.accommodation && day.meals.length > 0 && ' · '}
                    {day.meals.length > 0 && <>Meals: {day.meals.map((m) => MEAL_LABELS[m]).join(', ')}</>}
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
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">Travelers</h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-500">Party</dt>
          <dd className="font-medium text-stone-900">{formatTravelers(booking)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Seats</dt>
          <dd className="font-medium text-stone-900">{booking.seats}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Lead traveler</dt>
          <dd className="font-medium text-stone-900">{booking.lead_traveler.name}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-stone-500">Contact</dt>
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
            <dt className="text-stone-500">Special requests</dt>
            <dd className="whitespace-pre-line text-stone-900">{booking.special_requests}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

const KIND_LABELS = { deposit: 'Deposit', balance: 'Balance', full: 'Full payment' } as const;
const METHOD_LABELS = { mobile_money: 'Mobile money', card: 'Card' } as const;
const PAYMENT_STATUS = {
  pending: 'text-primary-700',
  succeeded: 'text-acacia-700',
  failed: 'text-red-700',
} as const;

export function PaymentsSection({ booking }: { booking: Booking }) {
  const empty = booking.payments.length === 0 && booking.refunds.length === 0;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">Payments</h2>
      {empty ? (
        <p className="mt-2 text-sm text-stone-600">No payments yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-sand-200 text-sm">
          {booking.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-stone-900">{KIND_LABELS[p.kind]}</span>{' '}
                <span className="text-stone-500">
                  · {METHOD_LABELS[p.method]} · {formatTimestamp(p.completed_at ?? p.created_at)}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <span className={`text-xs font-semibold capitalize ${PAYMENT_STATUS[p.status]}`}>
                  {p.status}
                </span>
                <span className="font-semibold tabular-nums">{formatMinorUnits(p.amount_cents)}</span>
              </span>
            </li>
          ))}
          {booking.refunds.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-stone-900">Refund</span>{' '}
                <span className="text-stone-500">· {formatTimestamp(r.created_at)}</span>
                {r.reason && <span className="block text-xs text-stone-500">{r.reason}</span>}
              </span>
              <span className="flex items-center gap-3">
                <span className="text-xs font-semibold text-stone-600 capitalize">{r.status}</span>
                <span className="font-semibold text-acacia-700 tabular-nums">
                  {formatMinorUnits(r.amount_cents)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
