import base from 'i18next';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transportRoutes } from './routes';

function findRoute(routes: readonly RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const child = route.children && findRoute(route.children, path);
    if (child) return child;
  }
  return undefined;
}

/** The i18next namespaces a route's `lazyPage` loads with its page. */
async function namespacesOf(path: string): Promise<string[]> {
  const route = findRoute(transportRoutes, path);
  if (typeof route?.lazy !== 'function') throw new Error(`no lazy route ${path}`);
  const load = vi.spyOn(base, 'loadNamespaces');
  await route.lazy();
  const loaded = load.mock.calls.flatMap(([namespaces]) => [namespaces].flat());
  load.mockRestore();
  return loaded;
}

describe('the transport routes load the texts of their screens (issue 12)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['transport-search', 'trips-discovery', 'trips/:id'])(
    'the public page %s loads the travel texts, not the signed-in screens’ ones',
    async (path) => {
      const namespaces = await namespacesOf(path);
      expect(namespaces).toContain('transport');
      expect(namespaces).not.toContain('tickets');
      expect(namespaces).not.toContain('fleet');
    },
  );

  it.each(['trips', 'trips/tickets/:number'])(
    "%s (a traveler's trips, a ticket) loads the tickets texts",
    async (path) => {
      expect(await namespacesOf(path)).toEqual(expect.arrayContaining(['transport', 'tickets']));
    },
  );

  it("the vehicles page loads the fleet texts (the seat-layout editor's)", async () => {
    expect(await namespacesOf('vehicles')).toContain('fleet');
  });
});
