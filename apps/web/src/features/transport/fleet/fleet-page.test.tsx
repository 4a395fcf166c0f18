import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import FleetPage from './fleet-page';
import { fleetDocument, overview } from './fleet-test-data';

const routes = [{ path: '/fleet', Component: FleetPage }];

afterEach(() => vi.unstubAllGlobals());

function answers(documents = [fleetDocument()], counts = overview()) {
  return mockApi((_m, path) =>
    path.startsWith('/operator/fleet/overview') ? [200, counts] : [200, { items: documents, counts: {} }],
  );
}

describe('/fleet', () => {
  it('shows the counts, each leading to its page', async () => {
    answers();
    renderRoutes(routes, '/fleet');
    const vehicles = await screen.findByRole('link', { name: /^Active vehicles: 4\./ });
    expect(vehicles).toHaveAttribute('href', '/vehicles');
    expect(within(vehicles).getByText('1 retired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Active drivers: 6\./ })).toHaveAttribute(
      'href',
      '/fleet/drivers',
    );
    expect(screen.getByRole('link', { name: /^Trips this week: 28\./ })).toHaveAttribute('href', '/trips');
    expect(screen.getByRole('link', { name: /^Occupancy this week: 61 %\./ })).toHaveAttribute(
      'href',
      '/trips',
    );
    const documents = screen.getByRole('link', { name: /^Documents needing attention: 5\./ });
    expect(documents).toHaveAttribute('href', '/fleet/validation');
    expect(within(documents).getByText('3 blocking sales, 1 expiring soon, 1 in review')).toBeInTheDocument();
  });

  it('lists the documents needing attention first, most urgent at the top', async () => {
    answers([
      fleetDocument({ id: 1, kind: 'latra_licence', state: 'approved' }),
      fleetDocument({ id: 2, kind: 'insurance', state: 'expiring', expires_on: '2026-12-10' }),
      fleetDocument({
        id: 3,
        kind: 'driving_licence',
        state: 'expired',
        holder: { type: 'driver', id: 4, name: 'Juma Mwinyi' },
      }),
    ]);
    renderRoutes(routes, '/fleet');
    const panel = (await screen.findByRole('heading', { name: '2 documents need attention' })).closest('div')!
      .parentElement as HTMLElement;
    const items = within(panel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringContaining('Driving licence · Juma Mwinyi'),
      expect.stringContaining('Insurance · T 123 ABC'),
    ]);
    expect(within(panel).queryByText(/LATRA/)).not.toBeInTheDocument();
    // The panel comes before the counts.
    const counts = screen.getByRole('link', { name: /^Active vehicles/ });
    expect(panel.compareDocumentPosition(counts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so when every document is approved', async () => {
    answers(
      [fleetDocument()],
      overview({
        documents_attention: { pending: 0, rejected: 0, expiring: 0, expired: 0, missing: 0, total: 0 },
      }),
    );
    renderRoutes(routes, '/fleet');
    expect(await screen.findByText('Everything approved and valid')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /need attention/ })).not.toBeInTheDocument();
  });
});
