import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { RouteView } from '../app/route-view';

/**
 * Renders routes the way the app does (a router view over `routes`, lazy pages included) in a memory
 * router with a fresh query client (no retries). `router.state.location` is the router's current
 * location, for assertions on where a page navigated. `client`: one the test filled first (as the
 * server's state fills the browser's).
 */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string,
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
) {
  const router = { state: { location: undefined as unknown as Location } };
  function LocationProbe() {
    router.state.location = useLocation();
    return null;
  }
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <LocationProbe />
        <RouteView routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

export function withQueryClient(node: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return <QueryClientProvider client={client}>{node}</QueryClientProvider>;
}

export interface MockCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with a router of JSON answers: `handler(method, path)` returns [status, body].
 * Returns the calls made, for assertions.
 */
export function mockApi(handler: (method: string, path: string, body: unknown) => [number, unknown]) {
  const calls: MockCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api/, '');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      const [status, answer] = handler(method, path, body);
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
