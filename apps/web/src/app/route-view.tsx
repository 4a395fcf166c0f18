import { useEffect, useReducer, useRef, type ComponentType } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { PageLoader, tipKindForPath } from '../components/loading/loading-screens';
import { PageLoadingContext } from './page-loading';
import { matchRouteChain } from './route-match';
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

/** What a path matched in a tree: the routes (outermost first), and the tree pruned to them. */
interface PathMatch {
  routes: RouteObject[];
  branch: RouteObject[];
}

/**
 * A page load asks for one path's match several times (its pages load, it renders, it is taken over;
 * while the next page loads, the shown and the next location both render): the last few answers per
 * tree are kept.
 */
const MATCHES_KEPT = 8;
const matchesByTree = new WeakMap<RouteObject[], Map<string, PathMatch>>();
function matchPath(routes: RouteObject[], pathname: string): PathMatch {
  let matches = matchesByTree.get(routes);
  if (!matches) matchesByTree.set(routes, (matches = new Map()));
  const known = matches.get(pathname);
  if (known) return known;
  const matched = matchRouteChain(routes, pathname);
  const match = { routes: matched, branch: prunedTo(matched) };
  if (matches.size >= MATCHES_KEPT) matches.delete(matches.keys().next().value!);
  matches.set(pathname, match);
  return match;
}
const matchedRoutes = (routes: RouteObject[], pathname: string) => matchPath(routes, pathname).routes;

/**
 * The matched routes as `useRoutes` takes them (elementRouteOf, below), each with the next as its only
 * child: what `useRoutes` is given, so it ranks one branch instead of the whole tree again. It matches the same
 * routes with the same params (the best branch of the whole tree is the best of any part holding it).
 */
function prunedTo(matched: RouteObject[]): RouteObject[] {
  let branch: RouteObject[] = [];
  for (const route of [...matched].reverse()) {
    const withPage = elementRouteOf(route);
    branch = [withPage.index === true || branch.length === 0 ? withPage : { ...withPage, children: branch }];
  }
  return branch;
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

/** A route as `useRoutes` takes it, without its children (prunedTo gives it the matched one): a
 * `lazy` route's element shows its loaded page. One copy per route, so its element stays the same. */
const elementRoutes = new WeakMap<RouteObject, RouteObject>();
function elementRouteOf(route: RouteObject): RouteObject {
  let withPage = elementRoutes.get(route);
  if (!withPage) {
    const { lazy, children: _children, ...rest } = route;
    withPage = { ...rest, element: lazy ? <LazyPage route={route} /> : rest.element } as RouteObject;
    elementRoutes.set(route, withPage);
  }
  return withPage;
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
  const element = useRoutes(matchPath(routes, (shown ?? location).pathname).branch, shown ?? location);
  // First load of a signed-in screen (public pages arrive rendered, their pages loaded before hydrating).
  if (!shown) return <PageLoader tipKind={tipKindForPath(location.pathname)} />;
  return <PageLoadingContext.Provider value={!settled}>{element}</PageLoadingContext.Provider>;
}
