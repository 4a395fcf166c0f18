import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import InboxPage from './inbox-page';
import { conversation, inboxPage } from './messaging-fixtures';

const auth = vi.hoisted(() => ({ type: 'traveler' as 'traveler' | 'operator' }));
vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useAuth: () => ({ user: { ...user(), type: auth.type } }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  auth.type = 'traveler';
});

const routes = [{ path: '/messages', element: <InboxPage /> }];

describe('InboxPage', () => {
  it('lists conversations with their subject, last message and unread count, each opening its thread', async () => {
    mockApi((_m, path) =>
      path.startsWith('/messages/conversations')
        ? [
            200,
            inboxPage([
              conversation(),
              conversation({
                id: '7d1a1c1e-1111-4a4a-8b8b-000000000002',
                counterpart_name: 'Twiga Coaches',
                unread_count: 0,
                subject: {
                  ...conversation().subject,
                  kind: 'trip',
                  booking_id: null,
                  booking_reference: null,
                  title: 'Dar es Salaam → Arusha',
                  safari_id: null,
                  trip_id: 4,
                  date: '2027-03-01',
                },
                last_message: {
                  body: '<b>Yes</b>',
                  sent_at: '2027-02-19T08:00:00.000Z',
                  from_me: true,
                  sender_name: 'Neema Mushi',
                },
              }),
            ]),
          ]
        : [404, { detail: 'Not found' }],
    );
    renderRoutes(routes, '/messages');
    const kilele = await screen.findByRole('link', {
      name: 'Conversation with Kilele Safaris about Serengeti Great Migration',
    });
    expect(kilele).toHaveAttribute('href', '/messages/7d1a1c1e-1111-4a4a-8b8b-000000000001');
    expect(within(kilele).getByText(/Booking DR-K1LELE01 · 02 Mar 2027/)).toBeInTheDocument();
    expect(within(kilele).getByText('Our driver will meet you at 7:30.')).toBeInTheDocument();
    expect(within(kilele).getByLabelText('1 unread')).toHaveTextContent('1');
    const twiga = screen.getByRole('link', { name: /Twiga Coaches/ });
    expect(within(twiga).getByText(/Question about a trip/)).toBeInTheDocument();
    // The other party's text is text, never markup.
    expect(within(twiga).getByText('You: <b>Yes</b>')).toBeInTheDocument();
    expect(screen.getByText('You have 1 unread message.')).toBeInTheDocument();
    // Travelers get no operator filters.
    expect(screen.queryByLabelText('Type')).not.toBeInTheDocument();
  });

  it('shows the empty state, and a failed load offers a retry', async () => {
    let fail = true;
    mockApi(() => (fail ? [500, { detail: 'Server error', code: 'internal' }] : [200, inboxPage([], 0, 0)]));
    renderRoutes(routes, '/messages');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse safaris' })).toBeInTheDocument();
  });

  it('gives operators the unread, type and listing filters, sent to the server', async () => {
    auth.type = 'operator';
    const calls = mockApi((_m, path) => {
      if (path.startsWith('/messages/listings'))
        return [
          200,
          { items: [{ key: 'safari:7', kind: 'safari', title: 'Serengeti Great Migration', date: null }] },
        ];
      if (path.includes('unread=true')) return [200, inboxPage([], 0, 0)];
      return [200, inboxPage([conversation({ my_role: 'operator', counterpart_name: 'Neema Mushi' })])];
    });
    renderRoutes(routes, '/messages');
    await screen.findByRole('link', { name: /Neema Mushi/ });
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'pre_booking');
    await waitFor(() => expect(calls.some((c) => c.path.includes('subject=pre_booking'))).toBe(true));
    await userEvent.selectOptions(await screen.findByLabelText('Listing'), 'safari:7');
    await waitFor(() => expect(calls.some((c) => c.path.includes('listing=safari%3A7'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('No conversations match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: /Neema Mushi/ })).toBeInTheDocument();
  });
});
