import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../../test/render';
import TicketPage from './ticket-page';
import { ticket } from '../../../../test/trip-fixtures';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/trips/tickets/:number', element: <TicketPage /> }];

describe('TicketPage', () => {
  it("shows every item LATRA's guidance lists, and the server's QR as an image", async () => {
    const calls = mockApi((method, path) =>
      method === 'GET' && path === `/tickets/${ticket.number}`
        ? [200, ticket]
        : [404, { detail: 'Not found', code: 'not_found' }],
    );
    renderRoutes(routes, `/trips/tickets/${ticket.number}`);
    const card = await screen.findByRole('article', { name: 'Passenger ticket' });
    const inCard = within(card);
    // Ticket number, passenger, vehicle plate, date and time of travel.
    expect(inCard.getByTestId('ticket-number')).toHaveTextContent('K7M-3Q9-XPR');
    expect(inCard.getByText('Neema Mushi')).toBeInTheDocument();
    expect(inCard.getByText('T 123 ABC')).toBeInTheDocument();
    expect(inCard.getByText('01 Mar 2027')).toBeInTheDocument();
    expect(inCard.getByText('06:00')).toBeInTheDocument();
    // Boarding and final stations.
    expect(inCard.getByText('Dar es Salaam')).toBeInTheDocument();
    expect(inCard.getByText('Magufuli Bus Terminal')).toBeInTheDocument();
    expect(inCard.getByText('Moshi')).toBeInTheDocument();
    expect(inCard.getByText('Moshi Bus Stand')).toBeInTheDocument();
    // Fare paid, seat.
    expect(inCard.getByText(/TSh\s*38,000/)).toBeInTheDocument();
    expect(inCard.getByText('7A')).toBeInTheDocument();
    // The operator's address and phone numbers.
    expect(inCard.getByText('Plot 12, Morogoro Road, Ubungo, Dar es Salaam')).toBeInTheDocument();
    expect(inCard.getByText('Phone: +255 22 245 0000, +255 754 000 111')).toBeInTheDocument();
    // The QR: the server's SVG as an image (it can run nothing), never inserted as markup.
    const qr = inCard.getByRole('img', { name: 'QR code of ticket K7M-3Q9-XPR' });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.qr_svg)}`,
    );
    expect(card.querySelector('svg path[d="M4 4h7v7H4z"]')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual([`/tickets/${ticket.number}`]);
  });

  it("downloads the API's PDF with the session", async () => {
    const calls = mockApi((_method, path) =>
      path === `/tickets/${ticket.number}` ? [200, ticket] : [200, {}],
    );
    const createObjectURL = vi.fn(() => 'blob:ticket');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderRoutes(routes, `/trips/tickets/${ticket.number}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.some((c) => c.path === `/tickets/${ticket.number}/pdf`)).toBe(true);
  });

  it('says a cancelled ticket is not valid for travel', async () => {
    mockApi(() => [200, { ...ticket, status: 'cancelled' }]);
    renderRoutes(routes, `/trips/tickets/${ticket.number}`);
    expect(await screen.findByText('This ticket was cancelled')).toBeInTheDocument();
  });

  it("shows not found for the API's 404 (another traveler's ticket or a wrong number)", async () => {
    mockApi(() => [404, { detail: 'Ticket not found.', code: 'not_found' }]);
    renderRoutes(routes, '/trips/tickets/ZZZ9ZZ9ZZ');
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My trips' })).toHaveAttribute('href', '/trips');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
