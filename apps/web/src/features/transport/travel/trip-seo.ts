import type { TripDetail } from '@dala/shared';
import type { TFunction } from 'i18next';
import { shareImageOf, trimDescription, type PageMeta } from '../../../lib/seo/page-meta';
import { IN_STOCK, SCHEMA_CONTEXT, SOLD_OUT, type SiteUrls } from '../../../lib/seo/structured-data';
import { tripDate, tripTime, tzs } from './trip-format';

/**
 * A trip's page for search engines and shares (issue 16): route, date and times, the fare in TSh and
 * the transporter in its description, and a schema.org BusTrip (stops, times, provider, an Offer in
 * TZS). Canonical: /trips/{id}, whatever segment or seats the URL carries. Only the server calls this.
 */
export function tripPageMeta(trip: TripDetail, t: TFunction<'transport'>, site: SiteUrls): PageMeta {
  const path = `/trips/${trip.id}`;
  const { board, alight, fare_tzs } = trip.segment;
  const description = trimDescription(
    t('tripDetail.seoDescription', {
      from: board.place,
      to: alight.place,
      date: tripDate(board.at),
      departs: tripTime(board.at),
      arrives: tripTime(alight.at),
      fare: tzs(fare_tzs),
      transporter: trip.transporter.company_name,
      vehicleClass: t(`vehicleClasses.${trip.vehicle.vehicle_class}`),
    }),
  );
  const busStop = (stop: TripDetail['segment']['board']) => ({
    '@type': 'BusStop',
    name: stop.point ? `${stop.point}, ${stop.place}` : stop.place,
    address: { '@type': 'PostalAddress', addressLocality: stop.place, addressCountry: 'TZ' },
  });
  const busTrip = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BusTrip',
    name: t('tripSearch.routeSummary', { from: board.place, to: alight.place }),
    description,
    url: site.url(path),
    departureBusStop: busStop(board),
    arrivalBusStop: busStop(alight),
    departureTime: board.at,
    arrivalTime: alight.at,
    provider: {
      '@type': 'Organization',
      name: trip.transporter.company_name,
      url: site.url(`/operators/${trip.transporter.slug}`),
    },
    offers: {
      '@type': 'Offer',
      price: fare_tzs,
      priceCurrency: 'TZS',
      availability: trip.sales.state === 'on_sale' ? IN_STOCK : SOLD_OUT,
      validThrough: trip.sales.closes_at,
      url: site.url(path),
    },
  };
  // The vehicle's photo when it has one (drawn art has no share image: the default one is shared).
  const photo = trip.vehicle.photos[0];
  const image = photo ? shareImageOf(photo) : null;
  return { description, canonicalPath: path, ...(image ? { image } : {}), structuredData: [busTrip] };
}
