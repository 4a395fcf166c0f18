import type { AdminUserDetail } from '@dala/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../lib/api-client';
import { user } from '../../test/fixtures';
import { mockApi, withQueryClient } from '../../test/render';
import { AuthProvider } from '../auth';
import UserPage from './user-page';

const ADMIN = { ...user({ type: 'admin' }), id: 'admin-1', first_name: 'Amani', last_name: 'Kweka' };

function detail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...user(),
    id: 'u1',
    email: 'grace@example.com',
    first_name: 'Grace',
    last_name: 'Wanjiru',
    created_at: '2026-10-02T08:00:00.000Z',
    disabled_at: null,
    disabled_reason: null,
    bookings_count: 14,
    active_sessions: 2,
    last_sign_in_at: '2026-11-23T09:30:00.000Z',
    documents: [],
    ...overrides,
  };
}

function renderPage(id: string, answer: (method: string, path: string, body: unknown) => [number, unknown]) {
  const calls = mockApi((method, path, body) => {
    if (method === 'POST' && path === '/auth/token/refresh')
      return [200, { access_token: 't', refresh_expires_in: 86400, user: ADMIN }];
    if (path === '/users/me') return [200, ADMIN];
    if (path.startsWith('/admin/audit')) return [200, { items: [], total: 0, page: 1, page_size: 10 }];
    return answer(method, path, body);
  });
  render(
    withQueryClient(
      <AuthProvider sessionHint>
        <MemoryRouter initialEntries={[`/admin/users/${id}`]}>
          <Routes>
            <Route path="/admin/users/:id" element={<UserPage />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>,
    ),
  );
  return calls;
}

beforeEach(() => tokenStore.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/admin/users/:id', () => {
  it('shows the account, and disables it only with a reason after the confirmation', async () => {
    let current = detail();
    const calls = renderPage('u1', (method, path, body) => {
      if (method === 'POST' && path === '/admin/users/u1/disable') {
        current = detail({
          disabled_at: '2026-11-24T10:00:00.000Z',
          disabled_reason: (body as { reason: string }).reason,
          active_sessions: 0,
        });
        return [200, current];
      }
      if (path === '/admin/users/u1') return [200, current];
      return [404, { detail: 'Not found', code: 'not_found' }];
    });
    expect(await screen.findByRole('heading', { name: 'Grace Wanjiru' })).toBeInTheDocument();
    expect(screen.getByText('Bookings made').nextSibling).toHaveTextContent('14');
    expect(screen.getByText('Signed-in sessions').nextSibling).toHaveTextContent('2');

    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Grace Wanjiru?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(dialog).findByText('Give the reason for disabling this account')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith('/admin'))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Chargeback fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/admin/users/u1/disable')?.body).toEqual({
        reason: 'Chargeback fraud',
      }),
    );
    expect(await screen.findByText('Reason: Chargeback fraud')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  it('offers no disable button on the admin’s own account', async () => {
    renderPage('admin-1', (_method, path) =>
      path === '/admin/users/admin-1'
        ? [200, detail({ ...ADMIN, id: 'admin-1', type: 'admin' })]
        : [404, { detail: 'Not found', code: 'not_found' }],
    );
    expect(
      await screen.findByText('This is your own account: it cannot be disabled from here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable account' })).not.toBeInTheDocument();
  });

  it('says when the account does not exist', async () => {
    renderPage('nope', () => [404, { detail: 'User not found', code: 'not_found' }]);
    expect(await screen.findByText('This account does not exist.')).toBeInTheDocument();
  });
});
