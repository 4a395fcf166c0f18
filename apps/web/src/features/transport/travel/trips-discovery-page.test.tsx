import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import TripsDiscoveryPage from './trips-discovery-page';
import { discovery } from './travel-fixtures';

const routes = [{ path: '/trips-discovery', Component: TripsDiscoveryPage }];

afterEach(() => vi.unstubAllGlobals());

describe('/trips-discovery', () => {
  it('lists popular routes by origin region with the lowest fare, next departures and a prefilled search', async () => {
    mockApi(() => [200, discovery]);
    renderRoutes(routes, '/trips-discovery');
    const region = await screen.findByRole('region', { name: 'From Dar es Salaam' });
    const card = within(region).getByRole('heading', { name: 'Dar es Salaam → Arusha' }).closest('article')!;
    expect(within(card).getByText('42 trips on sale')).toBeInTheDocument();
    expect(within(card).getByText(/TSh\s40,000/)).toBeInTheDocument();
    // 03:00 UTC is 06:00 in Dar es Salaam, whatever the machine's time zone.
    expect(within(card).getByRole('link', { name: /Mon 01 Mar, 06:00/ })).toHaveAttribute(
      'href',
      '/trips/41?board=0&alight=5',
    );
    expect(within(card).getByRole('link', { name: 'See all trips on this route' })).toHaveAttribute(
      'href',
      discovery.regions[0]!.routes[0]!.search_url,
    );
  });

  it('says no trips are on the horizon when nothing is on sale', async () => {
    mockApi(() => [200, { regions: [], tzs_per_usd: 2500 }]);
    renderRoutes(routes, '/trips-discovery');
    expect(await screen.findByText('No trips on the horizon yet!')).toBeInTheDocument();
  });
});
