import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detail, quote } from '../../../test/fixtures';
import { mockApi, renderRoutes } from '../../../test/render';
import SafariDetailPage from './safari-detail-page';

const auth = vi.hoisted(() => ({ isAuthenticated: false }));
vi.mock('../../auth/auth-context', () => ({
  useAuth: () => ({ ...auth, isLoading: false, isRefreshing: false, user: null }),
}));

const departure = {
  id: 11,
  start_date: '2027-03-02',
  end_date: '2027-03-06',
  capacity: 8,
  seats_left: 6,
  adult_price_usd: 1299,
  child_price_usd: 650,
};

function LoginProbe() {
  return <p>login page</p>;
}
function ConfirmProbe() {
  return <p>confirm page</p>;
}
const routes = [
  { path: '/safaris/:id', Component: SafariDetailPage },
  { path: '/login', Component: LoginProbe },
  { path: '/booking/confirm', Component: ConfirmProbe },
];

function api() {
  return mockApi((method, path) => {
    if (path.includes('/availability'))
      return [
        200,
        {
          package_id: 7,
          is_private: false,
          from: '2026-11-22',
          to: '2027-11-22',
          departures: [departure],
          earliest_date: null,
          unavailable_dates: [],
          max_group_size: 8,
        },
      ];
    if (method === 'POST' && path.endsWith('/quote')) {
      // The server's numbers on purpose differ from a naive client sum: the page must show these.
      return [
        200,
        { ...quote, total_usd: 3100, discount_usd: 148, deal_title: 'Green season deal', due_now_usd: 930 },
      ];
    }
    return [200, detail];
  });
}

beforeEach(() => {
  auth.isAuthenticated = false;
});
afterEach(() => vi.unstubAllGlobals());

describe('/safaris/{id}', () => {
  it('asks the server for the price of the choice and shows its breakdown', async () => {
    const calls = api();
    renderRoutes(routes, '/safaris/serengeti-migration-safari?departure=11&adults=2&children=1');
    expect(await screen.findByRole('heading', { level: 1, name: detail.title })).toBeInTheDocument();
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('$3,100');
    expect(screen.getByTestId('due-now')).toHaveTextContent('$930');
    expect(screen.getByText('Green season deal')).toBeInTheDocument();
    expect(screen.getByText('Full refund minus a 4% processing fee')).toBeInTheDocument();
    const quoteCall = calls.find((c) => c.path.endsWith('/quote'));
    expect(quoteCall?.body).toEqual({ adults: 2, children: 1, infants: 0, departure_id: 11 });
  });

  it('sends a guest to /login with the same choice as `from`', async () => {
    api();
    const { router } = renderRoutes(
      routes,
      '/safaris/serengeti-migration-safari?departure=11&adults=2&children=1',
    );
    await screen.findByTestId('quote-total');
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText('login page');
    const state = router.state.location.state as { from: string; message: string };
    expect(state.from).toBe('/safaris/serengeti-migration-safari?departure=11&adults=2&children=1');
    expect(state.message).toBe('Please sign in to book this safari');
  });

  it('takes a signed-in traveler to /booking/confirm with the choice', async () => {
    auth.isAuthenticated = true;
    api();
    const { router } = renderRoutes(routes, '/safaris/serengeti-migration-safari');
    await screen.findByRole('heading', { level: 1, name: detail.title });
    expect(screen.getByText('Pick a departure to see the full price.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('radio', { name: /02 Mar 2027/ }));
    await screen.findByTestId('quote-total');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book now' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText('confirm page');
    expect(router.state.location.search).toBe('?safari=7&departure=11&adults=2');
  });
});
