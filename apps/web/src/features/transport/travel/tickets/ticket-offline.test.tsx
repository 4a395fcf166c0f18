import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCachedAnswers } from '../../../../lib/offline/cached-answers';
import { renderRoutes } from '../../../../test/render';
import { ticket } from '../../../../test/trip-fixtures';
import TicketPage from './ticket-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCachedAnswers();
});

const routes = [{ path: '/trips/tickets/:number', element: <TicketPage /> }];

describe('TicketPage offline', () => {
  it("shows the service worker's copy of the ticket with when it was last updated", async () => {
    // What the worker answers with no network: the stored answer, marked with when the server gave it.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(ticket), {
            status: 200,
            headers: { 'content-type': 'application/json', 'x-dala-cached-at': '2026-12-14T06:30:00.000Z' },
          }),
      ),
    );
    renderRoutes(routes, `/trips/tickets/${ticket.number}`);
    expect(await screen.findByTestId('ticket-number')).toHaveTextContent('K7M-3Q9-XPR');
    expect(screen.getByRole('img', { name: 'QR code of ticket K7M-3Q9-XPR' })).toBeInTheDocument();
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(
      /^You are offline — last updated 14 Dec 2026, \d{2}:\d{2}$/,
    );
  });

  it('says nothing of being offline when the answer came from the network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(ticket), { status: 200 })),
    );
    renderRoutes(routes, `/trips/tickets/${ticket.number}`);
    expect(await screen.findByTestId('ticket-number')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });

  it('shows the offline state, not an error, for a ticket this device did not keep', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderRoutes(routes, `/trips/tickets/${ticket.number}`);
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This ticket was not saved on this device before the network went. It opens once you are back online.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
