import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';
import { popularSafarisQuery } from './api/use-popular-safaris';
import { POPULAR_SHOWN } from './popular-shown';

/** The home page. Public, lazy-loaded with its namespaces (the search panel's included). */
export const homeRoutes: RouteObject[] = [
  {
    index: true,
    handle: publicPage(
      import.meta.env.SSR
        ? ({ queryClient }) => queryClient.prefetchQuery(popularSafarisQuery(POPULAR_SHOWN))
        : undefined,
    ),
    // The hearts' texts (saved) load with the sections below the fold (home-page.tsx).
    lazy: lazyPage(() => import('./home-page'), ['home', 'search']),
  },
];
