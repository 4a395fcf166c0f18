import { useEffect, useReducer, useRef, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { PageLoader, tipKindForPath } from '../components/loading/loading-screens';
import { PageLoadingContext } from './page-loading';
import { useScrollRestoration } from './shell/scroll-restoration';

/**
 * The app's router view (main.tsx and entry-server.tsx render routes.tsx's tree through it; tests
 * their own routes), on React Router's declarative mode (docs/decisions/008-declarative-router.md):
 * the data router's ~15 KiB (gzip) of loaders, actions, fetchers and blockers served none of our pages,
 * which read their data through TanStack Query. What it did for us is here: a route's `lazy` page
 * (chunk + texts, `lazyPage`) is loaded before the page is shown, the previous page stays on screen
 * meanwhile (`usePageLoading`, page-loading.ts, for the shell's progress bar), and scroll positions are restored.
 */

type PageModule = { Component: ComponentType };
type PageState = { Component?: ComponentType; error?: unknown; loading?: Promise<void> };

/** What the lazy routes loaded (or failed to load), by route object: loaded once per page view. */
const pages = new WeakMap<RouteObject, PageState>();

const isSettled = (route: RouteObject) =>
  !route.lazy || Boolean(pages.get(route)?.Component) || pages.get(route)?.error !== undefined;

function loadPage(route: RouteObject): Promise<void> {
  const state = pages.get(route);
  if (isSettled(route)) return Promise.resolve();
  if (state?.loading) return state.loading;
  const load = route.lazy as unknown as () => Promise<PageModule>;
  const loading = load().then(
    ({ Component }) => void pages.set(route, { Component }),
    // Kept to be thrown while rendering, so the route's error boundary shows it (e.g. offline).
    (error: unknown) => void pages.set(route, { error: error ?? new Error('Page failed to load') }),
  );
  pages.set(route, { loading });
  return loading;
}

/**
 * The routes a path matches. React Router ranks the whole tree again on every call (~5 ms on a fast
 * machine for ours, four times that on a phone): the last answer per tree is kept, since a page asks
 * for the same path while it loads its pages, renders and takes over.
 */
const lastMatch = new WeakMap<RouteObject[], { pathname: string; routes: RouteObject[] }>();
function matchedRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  const last = lastMatch.get(routes);
  if (last?.pathname === pathname) return last.routes;
  const matched = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
  lastMatch.set(routes, { pathname, routes: matched });
  return matched;
}

/** Whether every lazy page the path matches has loaded (or failed), so it can render right away. */
function matchedPagesSettled(pathname: string, routes: RouteObject[]): boolean {
  return matchedRoutes(routes, pathname).every(isSettled);
}

/** Loads the lazy pages the path matches (the server before rendering; the browser before hydrating). */
export async function loadMatchedPages(pathname: string, routes: RouteObject[]): Promise<void> {
  await Promise.all(matchedRoutes(routes, pathname).map(loadPage));
}

/** A lazy route's page, once loaded (RouteView renders a location only when its pages have settled). */
function LazyPage({ route }: { route: RouteObject }) {
  const state = pages.get(route);
  if (state?.error !== undefined) throw state.error;
  if (!state?.Component) throw new Error(`Route ${route.path ?? ''} rendered before its page loaded`);
  return <state.Component />;
}

/** The route tree as `useRoutes` takes it: each `lazy` becomes the element that shows its loaded page. */
function withPageElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children, ...rest } = route;
    const element = lazy ? <LazyPage route={route} /> : rest.element;
    return { ...rest, element, ...(children ? { children: withPageElements(children) } : {}) } as RouteObject;
  });
}

const elementTrees = new WeakMap<RouteObject[], RouteObject[]>();
function elementTreeOf(routes: RouteObject[]): RouteObject[] {
  let tree = elementTrees.get(routes);
  if (!tree) elementTrees.set(routes, (tree = withPageElements(routes)));
  return tree;
}

/**
 * The last location whose pages were ready: `location` itself when it is. A ref rather than state, so
 * a navigation to a loaded page renders once (state would re-render the whole page to record it).
 * Render stays a function of its inputs: the ref only remembers the previous settled location.
 */
function useLastSettled(location: Location, settled: boolean): Location | null {
  const last = useRef<Location | null>(null);
  /* eslint-disable react-hooks/refs -- see above */
  if (settled) last.current = location;
  return last.current;
  /* eslint-enable react-hooks/refs */
}

/** Renders the current location once its pages have loaded; until then, the previous one. */
export function RouteView({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const settled = matchedPagesSettled(location.pathname, routes);
  const shown = useLastSettled(location, settled);

  useEffect(() => {
    if (settled) return;
    let current = true;
    void loadMatchedPages(location.pathname, routes).then(() => current && rerender());
    return () => {
      current = false;
    };
  }, [location.pathname, settled, routes]);

  useScrollRestoration(shown);
  const element = useRoutes(elementTreeOf(routes), shown ?? location);
  // First load of a signed-in screen (public pages arrive rendered, their pages loaded before hydrating).
  if (!shown) return <PageLoader tipKind={tipKindForPath(location.pathname)} />;
  return <PageLoadingContext.Provider value={!settled}>{element}</PageLoadingContext.Provider>;
}
