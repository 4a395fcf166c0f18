import type { TripSearchItem } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRating } from '../../../lib/format';
import { SaveListingButton } from '../../saved';
import { VerifiedBadge } from '../../safaris';
import { tripPageUrl } from './travel-routing';
import { TripDuration } from './trip-bits';
import { daysLater, tripDay, tripTime, tzs, usd } from './trip-format';

/** Amenities shown on a card before '+2'. */
const CARD_AMENITIES = 3;

/**
 * A search result: departure and arrival at the traveler's stops, duration, transporter (verified,
 * rating), class, amenities, seats left on the segment and the fare in TZS with its USD estimate. The
 * whole card opens the trip's page on the same segment.
 */
export function TripResultCard({
  trip,
  guests,
  showDay = false,
}: {
  trip: TripSearchItem;
  guests: number;
  /** A search over several days names each trip's day. */
  showDay?: boolean;
}) {
  const { t } = useTranslation('transport');
  const nextDay = daysLater(trip.board.at, trip.alight.at);
  const fewSeats = trip.seats_left <= 5;
  const extraAmenities = trip.amenities.length - CARD_AMENITIES;
  return (
    <article className="group relative rounded-card border border-sand-200 bg-white p-4 shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised sm:p-5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-stone-900">{trip.transporter.company_name}</span>
        {trip.transporter.is_verified && <VerifiedBadge />}
        {trip.transporter.rating !== null && (
          <span className="inline-flex items-center gap-1 text-stone-700">
            <svg viewBox="0 0 20 20" className="size-4 text-primary-500" fill="currentColor" aria-hidden>
              <path d="m10 1.8 2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8L10 1.8Z" />
            </svg>
            <span className="sr-only">{t('travel.rating')}</span>
            {formatRating(trip.transporter.rating)}
            <span className="text-stone-500">
              {t('travel.reviewCount', { count: trip.transporter.review_count })}
            </span>
          </span>
        )}
        <span className="ml-auto rounded-full bg-trip-50 px-2.5 py-0.5 text-xs font-semibold text-trip-800 ring-1 ring-trip-200 ring-inset">
          {t(`vehicleClasses.${trip.vehicle_class}`)}
        </span>
        <SaveListingButton
          listing={{ kind: 'trip', id: trip.trip_id }}
          title={t('tripSearch.routeSummary', { from: trip.board.place, to: trip.alight.place })}
        />
      </div>

      <div className="mt-4 grid grid-cols-[auto_1fr_auto] items-start gap-3">
        <div>
          {showDay && <p className="text-xs font-semibold text-trip-700">{tripDay(trip.board.at)}</p>}
          <p className="text-2xl font-extrabold text-stone-900 tabular-nums">{tripTime(trip.board.at)}</p>
          <p className="max-w-[8rem] text-sm font-medium text-stone-800">{trip.board.place}</p>
          <p className="max-w-[8rem] text-xs text-stone-500">{trip.board.point}</p>
        </div>
        <div className="flex flex-col items-center pt-2.5 text-xs text-stone-500">
          <div className="flex w-full items-center gap-1.5" aria-hidden>
            <span className="size-2 rounded-full border-2 border-trip-600" />
            <span className="h-0.5 flex-1 bg-trip-200" />
            <span className="size-2 rounded-full bg-trip-600" />
          </div>
          <TripDuration minutes={trip.duration_minutes} className="mt-1" />
        </div>
        <div className="text-right">
          <p className="text-2xl font-extrabold text-stone-900 tabular-nums">
            {tripTime(trip.alight.at)}
            {nextDay > 0 && (
              <sup className="ml-0.5 text-xs font-semibold text-trip-700">
                {t('travel.plusDays', { count: nextDay })}
              </sup>
            )}
          </p>
          <p className="ml-auto max-w-[8rem] text-sm font-medium text-stone-800">{trip.alight.place}</p>
          <p className="ml-auto max-w-[8rem] text-xs text-stone-500">{trip.alight.point}</p>
        </div>
      </div>

      {trip.amenities.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('travel.amenities')}>
          {trip.amenities.slice(0, CARD_AMENITIES).map((amenity) => (
            <li key={amenity} className="rounded-md bg-sand-100 px-2 py-0.5 text-xs text-stone-700">
              {t(`vehicleAmenities.${amenity}`)}
            </li>
          ))}
          {extraAmenities > 0 && (
            <li className="rounded-md bg-sand-100 px-2 py-0.5 text-xs text-stone-700">
              {t('travel.moreAmenities', { count: extraAmenities })}
            </li>
          )}
        </ul>
      )}

      <div className="mt-4 flex items-end justify-between gap-3 border-t border-sand-100 pt-3">
        <p className={fewSeats ? 'text-sm font-semibold text-primary-800' : 'text-sm text-stone-600'}>
          {t('travel.seatsLeft', { count: trip.seats_left })}
        </p>
        <div className="text-right">
          <p className="text-xl font-extrabold text-stone-900">
            <Link
              to={tripPageUrl(trip.trip_id, trip.board.position, trip.alight.position, guests)}
              className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
              aria-label={t('tripSearch.openTrip', {
                company: trip.transporter.company_name,
                from: trip.board.place,
                to: trip.alight.place,
                time: tripTime(trip.board.at),
                fare: tzs(trip.fare_tzs),
              })}
            >
              {tzs(trip.fare_tzs)}
            </Link>
          </p>
          <p className="text-xs text-stone-500">
            {t('travel.usdEstimate', { amount: usd(trip.fare_usd) })} · {t('travel.perSeat')}
          </p>
        </div>
      </div>
    </article>
  );
}
