import type { AdminUser } from '@dala/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import UsersPage from './users-page';

const routes = [
  { path: '/admin/users', Component: UsersPage },
  { path: '/admin/users/:id', element: <p>User page</p> },
];

function account(id: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...user(),
    id,
    email: `${id}@example.com`,
    first_name: 'Zawadi',
    last_name: 'Kilonzo',
    created_at: '2026-10-02T08:00:00.000Z',
    disabled_at: null,
    disabled_reason: null,
    ...overrides,
  };
}

const USERS = [
  account('u1'),
  account('u2', {
    first_name: 'Baraka',
    last_name: 'Mollel',
    type: 'operator',
    operator_type: 'transporter',
    company_name: 'Twiga Coaches',
    disabled_at: '2026-11-20T08:00:00.000Z',
    disabled_reason: 'Fraud',
  }),
];

afterEach(() => vi.unstubAllGlobals());

describe('/admin/users', () => {
  it('lists accounts with type, state and join date, each linking to its page', async () => {
    mockApi(() => [200, { items: USERS, total: 23, page: 1, page_size: 10 }]);
    const { router } = renderRoutes(routes, '/admin/users');
    const list = await screen.findByRole('list', { name: 'Users' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Zawadi Kilonzo');
    expect(rows[0]).toHaveTextContent('Traveler');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('Joined 02 Oct 2026');
    expect(rows[1]).toHaveTextContent('Baraka Mollel · Twiga Coaches');
    expect(rows[1]).toHaveTextContent('Disabled');
    expect(screen.getByText('23 accounts')).toBeInTheDocument();
    // 23 accounts, 10 a page: three pages.
    expect(screen.getByRole('navigation', { name: /pag/i })).toHaveTextContent('3');
    await userEvent.click(within(rows[1]!).getByRole('link', { name: 'View Baraka Mollel' }));
    expect(router.state.location.pathname).toBe('/admin/users/u2');
  });

  it('searches by text and filters by type and state through the URL', async () => {
    const calls = mockApi(() => [200, { items: [USERS[0]], total: 1, page: 1, page_size: 10 }]);
    const { router } = renderRoutes(routes, '/admin/users');
    await screen.findByText('1 account');
    await userEvent.type(screen.getByLabelText('Search', { selector: 'input' }), 'zawadi');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/admin/users?q=zawadi&page=1&page_size=10'));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'operator');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'disabled');
    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe(
        '/admin/users?q=zawadi&type=operator&state=disabled&page=1&page_size=10',
      ),
    );
    expect(router.state.location.search).toBe('?q=zawadi&type=operator&state=disabled');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/admin/users?page=1&page_size=10'));
  });

  it('says when nothing matches, and when the list could not load', async () => {
    mockApi(() => [200, { items: [], total: 0, page: 1, page_size: 10 }]);
    renderRoutes(routes, '/admin/users?q=nobody');
    expect(await screen.findByText('No account found')).toBeInTheDocument();
    vi.unstubAllGlobals();
    mockApi(() => [500, { detail: 'Something went wrong', code: 'internal_error' }]);
    renderRoutes(routes, '/admin/users?q=other');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
