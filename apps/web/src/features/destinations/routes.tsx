import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/i18n';
import { publicPage } from '../../lib/public-page';
import { destinationIndexQuery } from './api/use-destination-index';

/** The destinations page. Public, lazy-loaded (each page is its own chunk, with its namespace). */
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
];
