import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCachedAnswers } from '../../../lib/offline/cached-answers';
import { browserNetwork, keepProfile } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { tripBooking } from '../../../test/trip-fixtures';
import TravelerTripsPage from './traveler-trips-page';

let network: ReturnType<typeof browserNetwork>;
beforeEach(() => {
  network = browserNetwork();
  keepProfile('traveler');
});
afterEach(() => {
  vi.unstubAllGlobals();
  network.restore();
  resetCachedAnswers();
  localStorage.clear();
});

const routes = [{ path: '/trips', element: <TravelerTripsPage /> }];
const list = { items: [tripBooking], total: 1, page: 1, page_size: 10 };
const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('My trips offline (issue 16)', () => {
  it("shows the service worker's copy of the list with when it was last updated", async () => {
    network.go(false);
    // What the worker answers with no network: the stored answer, marked with when the server gave it.
    const fetch = vi.fn(async (_input: RequestInfo | URL) =>
      json(list, { 'x-dala-cached-at': '2026-12-14T06:30:00.000Z' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, '/trips');
    expect(await screen.findByRole('article', { name: 'Dar es Salaam → Moshi' })).toBeInTheDocument();
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(
      /^You are offline — last updated 14 Dec 2026, \d{2}:\d{2}$/,
    );
    // The copy the page reads is the one the worker keeps (and the pre-warm fetches).
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/me/trips?when=upcoming&page=1&page_size=10');
  });

  it('says nothing of being offline when the list came from the network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(list)),
    );
    renderRoutes(routes, '/trips');
    expect(await screen.findByRole('article', { name: 'Dar es Salaam → Moshi' })).toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });

  it('a list this device did not keep is "You are offline", and loads by itself once the network is back', async () => {
    network.go(false);
    let connected = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (!connected) throw new TypeError('Failed to fetch');
        return json(list);
      }),
    );
    renderRoutes(routes, '/trips?when=past');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    connected = true;
    await network.reconnect();
    expect(await screen.findByRole('article', { name: 'Dar es Salaam → Moshi' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument();
  });
});
