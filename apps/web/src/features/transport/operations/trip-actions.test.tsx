import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import { routeFixture, tripFixture, tripSummaryFixture } from './operations-fixtures';
import TransporterTripsPage from './transporter-trips-page';

afterEach(() => vi.unstubAllGlobals());

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, page_size: 50 });

function renderTrips(
  trips = [
    tripSummaryFixture,
    { ...tripSummaryFixture, id: 42, status: 'scheduled', seats_sold: 0, departure_time: '13:30' },
  ],
  answers: Record<string, [number, unknown]> = {},
) {
  const calls = mockApi((method, path) => {
    const key = `${method} ${path.split('?')[0]}`;
    if (answers[key]) return answers[key];
    if (key === 'GET /operator/trips') return [200, page(trips)];
    if (key === 'GET /operator/routes') return [200, page([routeFixture])];
    if (key === 'POST /operator/trips/42/publish') return [200, { ...tripFixture, id: 42 }];
    if (key === 'POST /operator/trips/41/cancel')
      return [
        200,
        {
          trip: { ...tripFixture, status: 'cancelled' },
          refunded_bookings: [{ booking_id: 'b1', reference: 'DR-1' }],
        },
      ];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  renderRoutes([{ path: '/trips', element: <TransporterTripsPage /> }], '/trips');
  return calls;
}

const card = async (time: string) =>
  (await screen.findByText(time, { selector: 'p' })).closest('article') as HTMLElement;

describe('Transporter trips — list and actions', () => {
  it('lists trips by day with their state and seats sold of capacity, from today by default', async () => {
    const calls = renderTrips();
    const onSale = await card('07:00');
    expect(within(onSale).getByText('On sale')).toBeInTheDocument();
    expect(within(onSale).getByText('2 of 40 seats sold')).toBeInTheDocument();
    expect(within(onSale).getByText('T 123 ABC · Juma Mrisho')).toBeInTheDocument();
    expect(within(onSale).getByRole('link', { name: 'Dar es Salaam → Arusha' })).toHaveAttribute(
      'href',
      '/trips/manage/41',
    );
    expect(within(await card('13:30')).getByText('Not on sale')).toBeInTheDocument();
    const list = calls.find((c) => c.path.startsWith('/operator/trips?'))!;
    expect(list.path).toMatch(/from=\d{4}-\d{2}-\d{2}/);
    expect(list.path).toMatch(/to=\d{4}-\d{2}-\d{2}/);
  });

  it('filters by route through the URL', async () => {
    const calls = renderTrips();
    await card('07:00');
    await userEvent.selectOptions(screen.getByLabelText('Route'), String(routeFixture.id));
    await waitFor(() => expect(calls.some((c) => c.path.includes(`route_id=${routeFixture.id}`))).toBe(true));
  });

  it('puts a scheduled trip on sale; a trip on sale has no publish button', async () => {
    const calls = renderTrips();
    expect(
      within(await card('07:00')).queryByRole('button', { name: 'Put on sale' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(await card('13:30')).getByRole('button', { name: 'Put on sale' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/operator/trips/42/publish')).toBe(true),
    );
  });

  it('cancels a trip only with a reason, after saying every passenger is refunded in full', async () => {
    const calls = renderTrips();
    await userEvent.click(within(await card('07:00')).getByRole('button', { name: 'Cancel trip' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Every passenger is refunded in full')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Every passenger with a ticket \(2 seats\) gets the whole fare back/),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund everyone' }));
    expect(await within(dialog).findByText('Tell passengers why the trip is cancelled')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Reason for the passengers'), 'The bus broke down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund everyone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/operator/trips/41/cancel')?.body).toEqual({
      reason: 'The bus broke down',
    });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    renderTrips(undefined, {
      'POST /operator/trips/41/cancel': [
        409,
        {
          detail: 'This trip has passengers with tickets.',
          code: 'conflict',
          fields: { reason: ['Not now'] },
        },
      ],
    });
    await userEvent.click(within(await card('07:00')).getByRole('button', { name: 'Cancel trip' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason for the passengers'), 'Flood');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund everyone' }));
    expect(await within(dialog).findByText('Not now')).toBeInTheDocument();
  });

  it('shows the empty state when no trip departs in the days shown', async () => {
    renderTrips([]);
    expect(await screen.findByText('No trips on the horizon yet!')).toBeInTheDocument();
  });
});
