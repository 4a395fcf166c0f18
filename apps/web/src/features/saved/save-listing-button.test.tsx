import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render';
import { SaveListingButton } from './save-listing-button';

const auth = vi.hoisted(() => ({ signedIn: true }));
vi.mock('../auth/auth-context', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useAuth: () => ({
    isAuthenticated: auth.signedIn,
    isStartupDone: true,
    isLoading: false,
    isRefreshing: false,
    user: auth.signedIn ? { id: 'u1' } : null,
    accessToken: auth.signedIn ? 'token' : null,
  }),
}));

beforeEach(() => {
  auth.signedIn = true;
});
afterEach(() => vi.unstubAllGlobals());

function Hearts() {
  return (
    <>
      <SaveListingButton listing={{ kind: 'safari', id: 7 }} title="Serengeti Migration" />
      <SaveListingButton listing={{ kind: 'safari', id: 7 }} />
      <SaveListingButton listing={{ kind: 'trip', id: 41 }} />
    </>
  );
}
const routes = [
  { path: '/safaris-search', element: <Hearts /> },
  { path: '/login', element: <p>login page</p> },
];

describe('SaveListingButton', () => {
  it('fills from one request for every heart, and toggles at once', async () => {
    const calls = mockApi((method, path) => {
      if (method === 'GET' && path === '/saved/ids') return [200, { safari_ids: [], trip_ids: [41] }];
      if (method === 'PUT') return [200, { kind: 'safari', listing_id: 7, saved: true }];
      return [404, { detail: 'Not found', code: 'not_found' }];
    });
    renderRoutes(routes, '/safaris-search');
    // Empty until the ids arrive (as the server renders them), then filled.
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save Serengeti Migration' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(calls.filter((c) => c.path === '/saved/ids')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Save Serengeti Migration' }));
    // Both hearts of the safari follow at once.
    expect(screen.getByRole('button', { name: 'Saved: Serengeti Migration' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(2);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/saved/safari/7')).toBe(true),
    );
  });

  it('puts the heart back and says why when the server refuses', async () => {
    mockApi((method, path) => {
      if (method === 'GET' && path === '/saved/ids') return [200, { safari_ids: [7], trip_ids: [] }];
      if (method === 'DELETE') return [500, { detail: 'Something broke on our side.', code: 'internal' }];
      return [404, { detail: 'Not found', code: 'not_found' }];
    });
    renderRoutes(routes, '/safaris-search');
    const heart = await screen.findByRole('button', { name: 'Saved: Serengeti Migration' });
    await userEvent.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saved: Serengeti Migration' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('sends a guest to sign in, asking nothing of the API', async () => {
    auth.signedIn = false;
    const calls = mockApi(() => [404, {}]);
    const { router } = renderRoutes(routes, '/safaris-search');
    await userEvent.click(screen.getByRole('button', { name: 'Save Serengeti Migration' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: '/safaris-search' });
    expect(calls).toHaveLength(0);
  });
});
