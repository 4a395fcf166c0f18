import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCachedAnswers } from '../../lib/offline/cached-answers';
import { booking, user } from '../../test/fixtures';
import { browserNetwork, keepProfile } from '../../test/offline';
import { renderRoutes } from '../../test/render';
import { tripBooking } from '../../test/trip-fixtures';
import BookingsPage from './bookings-page';

vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useAuth: () => ({ user: user() }),
}));

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

const routes = [{ path: '/bookings', element: <BookingsPage /> }];
const list = { items: [booking, tripBooking], total: 2, page: 1, page_size: 10 };
const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('Bookings offline (issue 16)', () => {
  it("shows the service worker's copy of the list with when it was last updated", async () => {
    network.go(false);
    const fetch = vi.fn(async (_input: RequestInfo | URL) =>
      json(list, { 'x-dala-cached-at': '2026-12-14T06:30:00.000Z' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, '/bookings');
    expect(await screen.findByRole('link', { name: booking.safari.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trip Dar es Salaam → Moshi' })).toBeInTheDocument();
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent(
      /^You are offline — last updated 14 Dec 2026, \d{2}:\d{2}$/,
    );
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/bookings?group=upcoming&page=1&page_size=10');
  });

  it('says nothing of being offline when the list came from the network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(list)),
    );
    renderRoutes(routes, '/bookings');
    expect(await screen.findByRole('link', { name: booking.safari.title })).toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });

  it('a tab this device did not keep is "You are offline", not an error', async () => {
    network.go(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderRoutes(routes, '/bookings?tab=cancelled');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trips' })).toHaveAttribute('href', '/trips');
  });
});
