import type { TripDiscovery } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { tzs } from './trip-format';

/** A compact list of popular routes, each a prefilled search ('Dar es Salaam → Arusha, from TSh 40,000'). */
export function PopularRouteLinks({
  regions,
  className,
}: {
  regions: TripDiscovery['regions'];
  className?: string;
}) {
  const { t } = useTranslation('transport');
  const routes = regions.flatMap((region) => region.routes);
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {routes.map((route) => (
        <li key={`${route.from.place}|${route.to.place}`} className="min-w-0">
          <Link
            to={route.search_url}
            className="flex h-full items-center justify-between gap-3 rounded-card border border-sand-200 bg-white px-4 py-3 shadow-card transition-shadow hover:shadow-raised focus-visible:ring-3 focus-visible:ring-trip-200 focus-visible:outline-none"
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold text-stone-900">
                {t('tripSearch.routeSummary', { from: route.from.place, to: route.to.place })}
              </span>
              <span className="block text-xs text-stone-500">
                {t('discoveryPage.tripsOnSale', { count: route.trips_on_sale })}
              </span>
            </span>
            <span className="shrink-0 text-right text-xs text-stone-500">
              {t('discoveryPage.from')}
              <span className="block text-sm font-bold text-trip-800">{tzs(route.lowest_fare_tzs)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
