import type { TripDetail } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatRating } from '../../../lib/format';
import { AskOperatorButton } from '../../messaging';
import { VerifiedBadge } from '../../safaris';
import { BusIcon, TripDuration } from './trip-bits';
import { daysLater, tripDay, tripTime } from './trip-format';

/**
 * The parts of a trip's page that describe it: its stops with times (the traveler's segment marked),
 * the vehicle, the transporter and the cancellation bands.
 */

export function TripStops({ trip, className }: { trip: TripDetail; className?: string }) {
  const { t } = useTranslation('transport');
  const board = trip.segment.board.position;
  const alight = trip.segment.alight.position;
  const first = trip.route.stops[0]?.at ?? trip.departs_at;
  return (
    <ol className={cn('relative', className)} aria-label={t('tripDetail.stops')}>
      {trip.route.stops.map((stop, index) => {
        const onSegment = stop.position >= board && stop.position <= alight;
        const isEnd = stop.position === board || stop.position === alight;
        const last = index === trip.route.stops.length - 1;
        const later = daysLater(first, stop.at);
        return (
          <li key={stop.position} className="relative flex gap-3 pb-4 last:pb-0">
            {!last && (
              <span
                aria-hidden
                className={cn(
                  'absolute top-5 bottom-0 left-[4.125rem] w-0.5',
                  stop.position >= board && stop.position < alight ? 'bg-trip-500' : 'bg-sand-200',
                )}
              />
            )}
            <span
              className={cn(
                'w-12 shrink-0 pt-0.5 text-right text-sm tabular-nums',
                onSegment ? 'font-bold text-stone-900' : 'text-stone-500',
              )}
            >
              {tripTime(stop.at)}
              {later > 0 && (
                <span className="block text-[0.65rem] font-semibold text-trip-700">{tripDay(stop.at)}</span>
              )}
            </span>
            <span
              aria-hidden
              className={cn(
                'relative z-10 mt-1.5 size-3.5 shrink-0 rounded-full border-2',
                isEnd
                  ? 'border-trip-600 bg-trip-600'
                  : onSegment
                    ? 'border-trip-500 bg-white'
                    : 'border-sand-300 bg-white',
              )}
            />
            <span className="min-w-0">
              <span
                className={cn('block text-sm', onSegment ? 'font-semibold text-stone-900' : 'text-stone-600')}
              >
                {stop.place}
                {stop.position === board && (
                  <span className="ml-2 rounded bg-trip-100 px-1.5 py-0.5 text-xs font-semibold text-trip-800">
                    {t('tripDetail.youBoard')}
                  </span>
                )}
                {stop.position === alight && (
                  <span className="ml-2 rounded bg-trip-100 px-1.5 py-0.5 text-xs font-semibold text-trip-800">
                    {t('tripDetail.youAlight')}
                  </span>
                )}
              </span>
              <span className="block text-xs text-stone-500">
                {stop.point}
                {!stop.can_board && stop.can_alight && !last && ` · ${t('tripDetail.dropOffOnly')}`}
                {stop.can_board && !stop.can_alight && index > 0 && ` · ${t('tripDetail.pickUpOnly')}`}
              </span>
            </span>
          </li>
        );
      })}
      <li className="sr-only">
        <TripDuration minutes={trip.segment.duration_minutes} />
      </li>
    </ol>
  );
}

export function VehicleCard({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation('transport');
  const { vehicle } = trip;
  const cover = vehicle.photos[0];
  return (
    <Card className="overflow-hidden">
      {cover ? (
        <img
          src={cover.url}
          srcSet={cover.srcset || undefined}
          sizes="(min-width: 1024px) 640px, 100vw"
          alt={cover.alt}
          width={cover.width ?? undefined}
          height={cover.height ?? undefined}
          className="aspect-[16/9] w-full bg-trip-50 object-cover sm:aspect-[16/7]"
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="flex aspect-[16/9] w-full sm:aspect-[16/7] items-center justify-center bg-trip-50 text-trip-300">
          <BusIcon className="size-16" />
        </div>
      )}
      {vehicle.photos.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto px-5 pt-3" aria-label={t('tripDetail.morePhotos')}>
          {vehicle.photos.slice(1, 6).map((photo) => (
            <li key={photo.url} className="shrink-0">
              <img
                src={photo.url}
                alt={photo.alt}
                className="h-16 w-28 rounded-lg bg-trip-50 object-cover"
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      )}
      <div className="p-5">
        <h2 className="text-lg font-bold">{t('tripDetail.vehicle')}</h2>
        <p className="text-sm text-stone-600">
          {t('tripDetail.vehicleLine', {
            make: vehicle.make,
            model: vehicle.model,
            class: t(`vehicleClasses.${vehicle.vehicle_class}`),
            count: vehicle.capacity,
          })}
        </p>
        {vehicle.amenities.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('travel.amenities')}>
            {vehicle.amenities.map((amenity) => (
              <li
                key={amenity}
                className="rounded-full bg-trip-50 px-3 py-1 text-sm text-trip-900 ring-1 ring-trip-100 ring-inset"
              >
                {t(`vehicleAmenities.${amenity}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

export function TransporterCard({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation('transport');
  const { transporter } = trip;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('tripDetail.transporter')}</h2>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <Link
          to={`/operators/${transporter.slug}`}
          className="font-semibold whitespace-nowrap text-stone-900 hover:text-trip-700 hover:underline"
        >
          {transporter.company_name}
        </Link>
        {transporter.is_verified && <VerifiedBadge />}
        {transporter.rating !== null && (
          <span className="text-sm text-stone-700">
            {t('tripDetail.rating', { rating: formatRating(transporter.rating) })}{' '}
            {/* The company page lists exactly these reviews. */}
            <Link to={`/operators/${transporter.slug}`} className="text-stone-500 hover:underline">
              {t('tripDetail.reviewCount', { count: transporter.review_count })}
            </Link>
          </span>
        )}
      </p>
      {transporter.phone && (
        <p className="mt-1 text-sm text-stone-600">
          {t('tripDetail.phone')}{' '}
          <a href={`tel:${transporter.phone}`} className="font-semibold text-trip-700 hover:underline">
            {transporter.phone}
          </a>
        </p>
      )}
      <Link
        to={`/operators/${transporter.slug}`}
        className="mt-1 inline-block text-sm font-semibold text-trip-700 hover:underline"
      >
        {t('tripDetail.viewCompanyProfile')}
      </Link>
      <AskOperatorButton listing={{ kind: 'trip', id: trip.id }} operatorName={transporter.company_name} />
    </Card>
  );
}

/** 'Cancel 24 h or more before departure: 90 % back' … 'Less than 6 h, or not boarding: nothing back'. */
export function RefundBands({ bands, className }: { bands: TripDetail['refund_bands']; className?: string }) {
  const { t } = useTranslation('transport');
  const sorted = [...bands].sort((a, b) => b.min_hours_before - a.min_hours_before);
  const lowest = sorted.at(-1)?.min_hours_before ?? 0;
  return (
    <ul className={cn('divide-y divide-sand-100 text-sm', className)}>
      {sorted.map((band, i) => {
        const upper = i > 0 ? sorted[i - 1]!.min_hours_before : null;
        return (
          <li key={band.min_hours_before} className="flex justify-between gap-3 py-2">
            <span className="text-stone-700">
              {upper === null
                ? t('refunds.atLeast', { hours: band.min_hours_before })
                : band.min_hours_before === 0
                  ? t('refunds.under', { hours: upper })
                  : t('refunds.between', { from: band.min_hours_before, to: upper })}
            </span>
            <span className="font-semibold whitespace-nowrap text-stone-900">
              {band.percent > 0 ? t('refunds.percent', { percent: band.percent }) : t('refunds.nothing')}
            </span>
          </li>
        );
      })}
      {lowest > 0 && (
        <li className="flex justify-between gap-3 py-2">
          <span className="text-stone-700">{t('refunds.under', { hours: lowest })}</span>
          <span className="font-semibold whitespace-nowrap text-stone-900">{t('refunds.nothing')}</span>
        </li>
      )}
      <li className="flex justify-between gap-3 py-2">
        <span className="text-stone-700">{t('refunds.noShow')}</span>
        <span className="font-semibold whitespace-nowrap text-stone-900">{t('refunds.nothing')}</span>
      </li>
    </ul>
  );
}
