import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The routes a path matches, outermost first: what React Router's `matchRoutes` finds in the whole
 * tree, found among fewer. `matchRoutes` flattens and ranks every route of the tree on each call (~5 ms
 * on a fast machine for our ~60 pages, four times that on a phone, in the page's first task). A route
 * whose path begins with a fixed segment other than the path's first cannot match it, so those are
 * left out before it ranks the rest; what remains ranks as it does in the whole tree.
 */
export function matchRouteChain(routes: RouteObject[], pathname: string): RouteObject[] {
  const first = firstSegment(pathname);
  if (first === undefined) return (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
  const originals = new Map<RouteObject, RouteObject>();
  const candidates = routesThatMayMatch(routes, '', first, originals);
  return (matchRoutes(candidates, pathname) ?? []).map(({ route }) => originals.get(route) ?? route);
}

/** The path's first segment in lower case ('' for '/'); undefined when it is encoded (React Router
 * decodes it before matching, so it is left to React Router). */
function firstSegment(pathname: string): string | undefined {
  const segment = pathname.split('/').find((part) => part !== '') ?? '';
  return segment.includes('%') ? undefined : segment.toLowerCase();
}

/**
 * The routes that may match a path whose first segment is `first`. A route that leaves its path's
 * beginning open (no path, a parameter, a splat, an optional segment) is kept; one without a fixed
 * beginning of its own yet keeps only its children that may match (a copy, mapped to the original in
 * `originals`, so the caller gets the tree's own route objects back).
 */
function routesThatMayMatch(
  routes: RouteObject[],
  parentPath: string,
  first: string,
  originals: Map<RouteObject, RouteObject>,
): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const path = route.path?.startsWith('/') ? route.path : `${parentPath}/${route.path ?? ''}`;
    const leading = path.split('/').find((part) => part !== '');
    if (leading === undefined) {
      if (route.index === true || !route.children) {
        kept.push(route);
        continue;
      }
      const children = routesThatMayMatch(route.children, path, first, originals);
      if (children.length === route.children.length && children.every((c, i) => c === route.children![i])) {
        kept.push(route);
      } else {
        const copy: RouteObject = { ...route, children };
        originals.set(copy, route);
        kept.push(copy);
      }
    } else if (isOpen(leading) || leading.toLowerCase() === first) {
      kept.push(route);
    }
  }
  return kept;
}

const isOpen = (segment: string) => segment.startsWith(':') || segment === '*' || segment.endsWith('?');
