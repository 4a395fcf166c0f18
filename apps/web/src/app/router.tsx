import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { appRoutes } from './routes';

/**
 * Loads the lazy routes the URL matches before the router starts, so the first render is the page
 * itself, as the server rendered it, and not the fallback.
 */
async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}

/**
 * The browser's router. On a page the server rendered (`hydrating`), it starts on the page's loaded
 * route with no data to load (public pages read theirs from the query cache the HTML carried).
 */
export async function createAppRouter(hydrating: boolean) {
  if (!hydrating) return createBrowserRouter(appRoutes);
  await loadMatchedRoutes(appRoutes, window.location);
  return createBrowserRouter(appRoutes, { hydrationData: { loaderData: {} } });
}
