import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';
import { destinationIndexQuery } from './api/use-destination-index';
import { destinationPageQuery } from './api/use-destination-page';
import { safariSearchOf, tripSearchOf } from './api/listings';

/**
 * The destinations pages: /destinations, every place, and /destinations/{slug}, one place with what is
 * on sale there (issue 16). Public, server-rendered, lazy-loaded (each page its own chunk).
 */
export const destinationRoutes: RouteObject[] = [
  {
    path: 'destinations',
    handle: publicPage(
      import.meta.env.SSR
        ? ({ queryClient }) => queryClient.prefetchQuery(destinationIndexQuery())
        : undefined,
    ),
    lazy: lazyPage(() => import('./destinations-page'), ['destinations']),
  },
  {
    path: 'destinations/:slug',
    // The place, then the searches its page shows (by its name); an unknown place stops at its 404.
    handle: publicPage(
      import.meta.env.SSR
        ? async ({ params, queryClient }) => {
            const query = destinationPageQuery(params.slug ?? '');
            await queryClient.prefetchQuery(query);
            const place = queryClient.getQueryData(query.queryKey);
            if (!place) return;
            await Promise.all([
              queryClient.prefetchQuery(safariSearchOf(place.name).query),
              place.reached_by_road ? queryClient.prefetchQuery(tripSearchOf(place.name).query) : null,
            ]);
          }
        : undefined,
    ),
    // Safari cards come from the safaris feature, the cards' heart from saved: their namespaces load
    // with the page.
    lazy: lazyPage(
      () => import('./destination-page'),
      ['destinations', 'safaris', 'saved'],
      ['search', 'saved', 'common'],
    ),
  },
];
