import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import { tripBooking, tripRefundQuote } from '../../../test/trip-fixtures';
import TravelerTripsPage from './traveler-trips-page';

afterEach(() => vi.unstubAllGlobals());

const page = (items: unknown[], total = items.length) => ({ items, total, page: 1, page_size: 10 });
const routes = [{ path: '/trips', element: <TravelerTripsPage /> }];

describe('TravelerTripsPage', () => {
  it('lists upcoming trips with route, times, seats, passengers and links to their tickets', async () => {
    const calls = mockApi((_method, path) =>
      path.startsWith('/me/trips') ? [200, page([tripBooking])] : [404, { detail: 'Not found' }],
    );
    renderRoutes(routes, '/trips');
    const card = await screen.findByRole('article', { name: 'Dar es Salaam → Moshi' });
    const inCard = within(card);
    expect(inCard.getByText('01 Mar 2027, 06:00')).toBeInTheDocument();
    expect(inCard.getByText('01 Mar 2027, 14:30')).toBeInTheDocument();
    expect(inCard.getByText('7A, 7B')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'Ticket K7M-3Q9-XPR: Neema Mushi, seat 7A' })).toHaveAttribute(
      'href',
      '/trips/tickets/K7M3Q9XPR',
    );
    expect(
      inCard.getByRole('link', { name: 'Ticket H4W-8N2-TZE: Baraka Mushi, seat 7B' }),
    ).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/me/trips?when=upcoming&page=1&page_size=10');
  });

  it('switches to past trips by tab', async () => {
    const calls = mockApi((_method, path) =>
      path.includes('when=past')
        ? [200, page([{ ...tripBooking, id: 'past-1', group: 'past', status: 'completed' }])]
        : [200, page([tripBooking])],
    );
    renderRoutes(routes, '/trips');
    await screen.findByRole('article', { name: 'Dar es Salaam → Moshi' });
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(calls.some((c) => c.path.includes('when=past'))).toBe(true));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    // A past trip cannot be cancelled.
    expect(screen.queryByRole('button', { name: /Cancel the trip/ })).not.toBeInTheDocument();
  });

  it("shows the spec's empty text with a way to search", async () => {
    mockApi(() => [200, page([])]);
    renderRoutes(routes, '/trips');
    expect(await screen.findByRole('heading', { name: 'No trips on the horizon yet!' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Find a trip' });
    expect(links.every((link) => link.getAttribute('href') === '/transport-search')).toBe(true);
  });

  it('pages through trips', async () => {
    const calls = mockApi((_method, path) => [
      200,
      { ...page([tripBooking], 25), page: path.includes('page=2') ? 2 : 1 },
    ]);
    renderRoutes(routes, '/trips');
    await screen.findByRole('article', { name: 'Dar es Salaam → Moshi' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/me/trips?when=upcoming&page=2&page_size=10')).toBe(true),
    );
  });

  it("shows the refund by the transporter's bands before cancelling, and cancels only on confirmation", async () => {
    const calls = mockApi((method, path) => {
      if (path.startsWith('/me/trips')) return [200, page([tripBooking])];
      if (path === `/trip-bookings/${tripBooking.id}/refund-quote`) return [200, tripRefundQuote];
      if (method === 'POST' && path === `/trip-bookings/${tripBooking.id}/cancel`)
        return [200, { ...tripBooking, status: 'cancelled', group: 'cancelled', refunded_cents: 6_840_000 }];
      return [404, { detail: 'Not found' }];
    });
    renderRoutes(routes, '/trips');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the trip of 01 Mar 2027, 06:00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this trip?' });
    expect(await within(dialog).findByTestId('trip-refund-amount')).toHaveTextContent(/TSh\s*68,400/);
    expect(within(dialog).getByText('Refund share').nextElementSibling).toHaveTextContent('90 % back');
    expect(within(dialog).getByText(/leaves in 30 h/)).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Plans changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel trip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cancel = calls.find((c) => c.method === 'POST' && c.path.endsWith('/cancel'));
    expect(cancel?.path).toBe(`/trip-bookings/${tripBooking.id}/cancel`);
    expect(cancel?.body).toEqual({ reason: 'Plans changed' });
  });

  it('cannot confirm when the server says the trip can no longer be cancelled', async () => {
    mockApi((_method, path) =>
      path.startsWith('/me/trips')
        ? [200, page([tripBooking])]
        : [200, { ...tripRefundQuote, can_cancel: false, refund_percent: 0, refund_cents: 0 }],
    );
    renderRoutes(routes, '/trips');
    await userEvent.click(await screen.findByRole('button', { name: /Cancel the trip of/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/can no longer be cancelled/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel trip' })).toBeDisabled();
  });
});
