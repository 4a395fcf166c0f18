import { TRANSPORT_TIME_ZONE } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { formatDate } from '../../../../lib/format';
import { SafariImage } from '../../../safaris';
import { useSafarisAround, useTransportTowns, useTripsInto } from '../../api/tickets-cross-sell';
import { BusIcon } from '../trip-bits';
import { tripIsoDate, tripTime, tzs } from '../trip-format';

/**
 * "One account for both" (issue 13): a safari's booking suggests real trips that reach its starting
 * town the day before; a trip to a safari town suggests real safaris there. Without a town, or without
 * results, nothing is shown: no invented offers.
 */

/** Today's date in Tanzania, 'YYYY-MM-DD'. */
function tanzanianToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TRANSPORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** The calendar day before an ISO date. */
function dayBefore(isoDate: string): string | null {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const SUGGESTIONS = 3;

/**
 * Where a safari starts, when we know it: its location if trips stop there, else a town trips stop at
 * that its first day names ('Arrival in Arusha'). Null otherwise: no guessing.
 */
export function safariStartingTown(
  location: string,
  firstDayTitle: string | undefined,
  towns: readonly { name: string; can_alight: boolean }[],
): string | null {
  const reachable = towns.filter((town) => town.can_alight);
  const key = (text: string) => text.trim().toLowerCase();
  const exact = reachable.find((town) => key(town.name) === key(location));
  if (exact) return exact.name;
  if (!firstDayTitle) return null;
  const title = key(firstDayTitle);
  let best: { name: string; at: number } | null = null;
  for (const town of reachable) {
    const name = key(town.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = new RegExp(`(^|[^\\p{L}])${name}($|[^\\p{L}])`, 'u').exec(title);
    if (found && (!best || found.index < best.at)) best = { name: town.name, at: found.index };
  }
  return best?.name ?? null;
}

/**
 * Trips arriving at the safari's starting town on the day before `startDate` with `guests` seats
 * free (the search finds trips that stop there; only those that arrive that day are offered).
 * Nothing when the day has gone or no town is known.
 */
export function TripsBeforeSafari({
  location,
  firstDayTitle,
  startDate,
  guests,
}: {
  location: string;
  firstDayTitle?: string;
  startDate: string;
  guests: number;
}) {
  const { t } = useTranslation(['tickets', 'transport']);
  const day = dayBefore(startDate);
  const upcoming = !!day && day >= tanzanianToday();
  const towns = useTransportTowns(upcoming);
  const town = towns.data ? safariStartingTown(location, firstDayTitle, towns.data.items) : null;
  const trips = useTripsInto(upcoming ? town : null, upcoming ? day : null, Math.max(1, guests));
  if (!upcoming || !town || !trips.data) return null;
  const arriving = trips.data.items
    .filter((item) => tripIsoDate(item.alight.at) === day)
    .slice(0, SUGGESTIONS);
  if (arriving.length === 0) return null;

  return (
    <Card className="border-trip-200 p-5" role="region" aria-labelledby="trips-before-safari">
      <h2 id="trips-before-safari" className="flex items-center gap-2 text-lg font-bold">
        <BusIcon className="size-5 text-trip-700" />
        {t('myTrips.crossSell.tripsTitle', { town: town })}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t('myTrips.crossSell.tripsLead', { date: formatDate(day) })}
      </p>
      <ul className="mt-3 space-y-2">
        {arriving.map((item) => (
          <li key={`${item.trip_id}-${item.board.position}`}>
            <Link
              to={`/trips/${item.trip_id}?board=${item.board.position}&alight=${item.alight.position}`}
              className="flex items-center justify-between gap-3 rounded-xl border border-trip-200 bg-trip-50 px-3 py-2 text-sm transition-colors hover:bg-trip-100"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">
                  {t('myTrips.crossSell.tripLine', {
                    from: item.board.place,
                    to: item.alight.place,
                    departs: tripTime(item.board.at),
                    arrives: tripTime(item.alight.at),
                  })}
                </span>
                <span className="block text-xs text-stone-600">
                  {item.transporter.company_name} · {t(`transport:vehicleClasses.${item.vehicle_class}`)}
                </span>
              </span>
              <span className="text-right font-semibold whitespace-nowrap text-trip-800 tabular-nums">
                {tzs(item.fare_tzs)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={`/transport-search?${new URLSearchParams({ location: town, start_date: day, guests: String(Math.max(1, guests)) }).toString()}`}
        className="mt-3 inline-block text-sm font-semibold text-trip-700 hover:underline"
      >
        {t('myTrips.crossSell.moreTrips')}
      </Link>
    </Card>
  );
}

/** Safaris the catalog finds around `town`, where a trip goes. */
export function SafarisAtTown({ town }: { town: string }) {
  const { t } = useTranslation('tickets');
  const safaris = useSafarisAround(town);
  const items = safaris.data?.items.slice(0, SUGGESTIONS) ?? [];
  if (items.length === 0) return null;

  return (
    <Card className="p-5" role="region" aria-labelledby="safaris-at-town">
      <h2 id="safaris-at-town" className="text-lg font-bold">
        {t('myTrips.crossSell.safarisTitle', { town })}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('myTrips.crossSell.safarisLead')}</p>
      <ul className="mt-3 space-y-2">
        {items.map((safari) => (
          <li key={safari.id}>
            <Link
              to={`/safaris/${safari.id}`}
              className="flex items-center gap-3 rounded-xl border border-sand-200 p-2 text-sm transition-colors hover:bg-sand-50"
            >
              <SafariImage
                image={safari.cover_image}
                url={safari.cover_image_url}
                alt=""
                sizes="64px"
                className="size-14 shrink-0 rounded-lg"
              />
              <span className="min-w-0">
                <span className="block font-semibold break-words text-stone-900">{safari.title}</span>
                <span className="block text-xs text-stone-600">
                  {t('myTrips.crossSell.safariLine', {
                    count: safari.duration_days,
                    location: safari.location,
                  })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={`/safaris-search?${new URLSearchParams({ location: town }).toString()}`}
        className="mt-3 inline-block text-sm font-semibold text-primary-700 hover:underline"
      >
        {t('myTrips.crossSell.moreSafaris')}
      </Link>
    </Card>
  );
}
