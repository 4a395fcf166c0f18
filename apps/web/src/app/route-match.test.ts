import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRouteChain } from './route-match';
import { appRoutes } from './routes';

/** Every path the tree names, its parameters filled in two ways, and a splat with one and two segments. */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    const filled = [
      path.replace(/:\w+\??/g, '42').replace('*', 'x'),
      path.replace(/:\w+\??/g, 'some-slug').replace('*', 'x/y'),
      path.replace(/\/:\w+\?/g, ''),
    ];
    return [...filled, ...(route.children ? pathsOf(route.children, path) : [])];
  });
}

const chainOf = (routes: RouteObject[], pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);

describe('matchRouteChain', () => {
  it("matches every path of the app's tree as React Router does over the whole tree", () => {
    const samples = new Set(pathsOf(appRoutes).map((path) => path.replace(/\/+/g, '/')));
    const paths = [
      ...samples,
      ...[...samples].map((path) => path.toUpperCase()),
      ...[...samples].map((path) => `${path}/`),
      '/',
      '',
      '/nowhere',
      '/nowhere/at/all',
      '/trips/1/extra',
      '/safaris/%E2%9C%93',
      '/%74rips/1',
      '//double//slashes',
    ];
    expect(samples.size).toBeGreaterThan(60);
    for (const path of paths) {
      expect(matchRouteChain(appRoutes, path), path).toEqual(chainOf(appRoutes, path));
    }
  });

  it('returns the tree’s own route objects, with their children, when it ranked a part of the tree', () => {
    const page = { path: 'trips/:id' };
    const layout: RouteObject = { children: [{ path: 'about' }, page, { path: 'help' }] };
    const root: RouteObject = { path: '/', children: [layout] };
    const [first, second, third] = matchRouteChain([root], '/trips/7');
    expect(first).toBe(root);
    expect(second).toBe(layout);
    expect(third).toBe(page);
  });

  it('keeps routes that leave their beginning open: parameters, splats, optional segments, index', () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true, id: 'home' },
          { path: 'about', id: 'about' },
          { path: ':lang?/help', id: 'help' },
          { path: ':slug', id: 'slug' },
          { path: '*', id: 'rest' },
        ],
      },
    ];
    const leaf = (path: string) => matchRouteChain(routes, path).at(-1)?.id;
    expect(leaf('/')).toBe('home');
    expect(leaf('/About')).toBe('about');
    expect(leaf('/sw/help')).toBe('help');
    expect(leaf('/help')).toBe('help');
    expect(leaf('/serengeti')).toBe('slug');
    expect(leaf('/a/b/c')).toBe('rest');
  });
});
