import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullScreenLoader } from '../../components/loading/loading-screens';
import { LOADING_PHRASES } from '../../components/loading/loading-phrases';
import { user } from '../../test/fixtures';
import { tokenStore } from '../../lib/api-client';
import { withQueryClient } from '../../test/render';
import { AuthProvider, useAuth } from './auth-context';
import { GuestOnly, RequireAuth } from './guards';
import LoginPage from './login-page';
import RegisterPage from './register-page';
// The browser has the forms' schema chunk by the time anyone submits (it loads once the page is idle);
// imported here, its lazy import resolves at once and the messages are there right after the click.
import '@hookform/resolvers/zod';
import './form-schemas';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const USER = user({ email: 'neema@example.com' });

/** Routes the fake API answers by "METHOD path". */
function fakeApi(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
      .replace(/^\/api/, '')
      .split('?')[0];
    const handler = routes[`${init?.method ?? 'GET'} ${path}`];
    return handler ? handler() : json(404, { detail: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/login', element },
      { path: '/register', element },
      { path: '/', element: <p>Home page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/bookings', element: <p>Bookings page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    withQueryClient(
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>,
    ),
  );
  return router;
}

/** The readable cookie the API sets beside the refresh cookie (dala_session). */
const setHint = () => {
  document.cookie = 'dala_session=1; path=/';
};
const clearHint = () => {
  document.cookie = 'dala_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

const refreshCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/token/refresh'));

beforeEach(() => tokenStore.clear());
afterEach(() => {
  clearHint();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('auth context', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside its provider", () => {
    function Orphan() {
      useAuth();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('restores a session from the refresh cookie and keeps loading for at least 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setHint();
    fakeApi({
      'POST /auth/token/refresh': () =>
        json(200, { access_token: 't1', refresh_expires_in: 86400, user: USER }),
      'GET /users/me': () => json(200, USER),
    });
    let latest: ReturnType<typeof useAuth> | null = null;
    function Probe() {
      latest = useAuth();
      return null;
    }
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(latest?.isStartupDone).toBe(true));
    expect(latest!.isLoading).toBe(true);
    expect(latest!.isAuthenticated).toBe(false);
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(latest!.isLoading).toBe(false);
    expect(latest!.isAuthenticated).toBe(true);
    expect(latest!.user?.first_name).toBe('Neema');
    expect(tokenStore.get()).toBe('t1');
  });
});

describe('auth context and the session hint', () => {
  it('without the session hint, is anonymous at once: no refresh request, no loading', async () => {
    const fetchMock = fakeApi({
      'POST /auth/token/refresh': () =>
        json(401, { detail: 'No refresh token found.', code: 'unauthenticated' }),
    });
    const states: ReturnType<typeof useAuth>[] = [];
    function Probe() {
      states.push(useAuth());
      return null;
    }
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    // The very first render already knows.
    expect(states[0]).toMatchObject({
      isLoading: false,
      isStartupDone: true,
      isAuthenticated: false,
      user: null,
    });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(refreshCalls(fetchMock)).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the hint from its sessionHint prop over document.cookie (as the server render does)', async () => {
    setHint();
    const fetchMock = fakeApi({
      'POST /auth/token/refresh': () =>
        json(200, { access_token: 't1', refresh_expires_in: 86400, user: USER }),
      'GET /users/me': () => json(200, USER),
    });
    let first: ReturnType<typeof useAuth> | null = null;
    function Probe() {
      const auth = useAuth();
      first ??= auth;
      return null;
    }
    const { unmount } = render(
      <AuthProvider sessionHint={false}>
        <Probe />
      </AuthProvider>,
    );
    expect(first!.isStartupDone).toBe(true);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(refreshCalls(fetchMock)).toHaveLength(0);
    unmount();

    clearHint();
    first = null;
    render(
      <AuthProvider sessionHint>
        <Probe />
      </AuthProvider>,
    );
    expect(first!.isStartupDone).toBe(false);
    expect(first!.isLoading).toBe(true);
    await waitFor(() => expect(refreshCalls(fetchMock)).toHaveLength(1));
  });
});

describe('guards and the session hint', () => {
  function renderGuarded(path: string) {
    const router = createMemoryRouter(
      [
        {
          element: <GuestOnly />,
          children: [{ path: '/login', element: <LoginPage /> }],
        },
        {
          element: <RequireAuth />,
          children: [{ path: '/bookings', element: <p>Bookings page</p> }],
        },
        { path: '/dashboard', element: <p>Dashboard page</p> },
      ],
      { initialEntries: [path] },
    );
    render(
      withQueryClient(
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>,
      ),
    );
    return router;
  }

  it('/login shows its form at once to a visitor without the hint, with no loader and no refresh', async () => {
    const fetchMock = fakeApi({});
    renderGuarded('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Loading application...')).not.toBeInTheDocument();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(refreshCalls(fetchMock)).toHaveLength(0);
  });

  it('a signed-in screen sends a visitor without the hint straight to /login, with no loader', () => {
    fakeApi({});
    const router = renderGuarded('/bookings');
    expect(screen.queryByText('Loading application...')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: '/bookings' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('with the hint, /login waits for the startup (not the 2 s minimum) under the loader, then redirects a signed-in user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setHint();
    fakeApi({
      'POST /auth/token/refresh': () =>
        json(200, { access_token: 't1', refresh_expires_in: 86400, user: USER }),
      'GET /users/me': () => json(200, USER),
    });
    const router = renderGuarded('/login');
    expect(screen.getByText('Loading application...')).toBeInTheDocument();
    // The form is laid out under the loader: taking the loader away moves nothing.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 1_500 });
  });

  it('with a stale hint, /login shows its form once the refresh says there is no session', async () => {
    setHint();
    const fetchMock = fakeApi({
      'POST /auth/token/refresh': () => json(401, { detail: 'Session expired', code: 'unauthenticated' }),
    });
    renderGuarded('/login');
    expect(screen.getByText('Loading application...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading application...')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(refreshCalls(fetchMock)).toHaveLength(1);
  });

  it('with the hint, a signed-in screen keeps the loader for at least 2 s, then shows the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setHint();
    fakeApi({
      'POST /auth/token/refresh': () =>
        json(200, { access_token: 't1', refresh_expires_in: 86400, user: USER }),
      'GET /users/me': () => json(200, USER),
    });
    renderGuarded('/bookings');
    expect(screen.getByText('Loading application...')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1_500));
    expect(screen.getByText('Loading application...')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(600));
    expect(await screen.findByText('Bookings page')).toBeInTheDocument();
  });
});

describe('full-screen loader', () => {
  it('rotates the phrases every 3 s', () => {
    vi.useFakeTimers();
    render(<FullScreenLoader message="Loading application..." />);
    expect(screen.getByText('Loading application...')).toBeInTheDocument();
    const first = screen.getByTestId('loading-phrase').textContent!;
    expect(LOADING_PHRASES).toContain(first);
    act(() => vi.advanceTimersByTime(3_000));
    const second = screen.getByTestId('loading-phrase').textContent!;
    expect(LOADING_PHRASES.indexOf(second as (typeof LOADING_PHRASES)[number])).toBe(
      (LOADING_PHRASES.indexOf(first as (typeof LOADING_PHRASES)[number]) + 1) % LOADING_PHRASES.length,
    );
  });
});

describe('login page', () => {
  it('shows the ?message= banner, requires both fields, and any failure reads Invalid email or password', async () => {
    fakeApi({
      'POST /auth/token/refresh': () =>
        json(401, { detail: 'No refresh token found.', code: 'unauthenticated' }),
      'POST /auth/login': () => json(401, { detail: 'Invalid email or password', code: 'unauthenticated' }),
    });
    renderAt('/login?message=Welcome%20back', <LoginPage />);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'neema@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it("goes to 'from' after signing in, and rejects an answer without a user", async () => {
    let answer = json(200, { access_token: 't', user: null, refresh_expires_in: 1 });
    fakeApi({
      'POST /auth/token/refresh': () =>
        json(401, { detail: 'No refresh token found.', code: 'unauthenticated' }),
      'POST /auth/login': () => answer,
    });
    const router = renderAt('/login?from=%2Fbookings', <LoginPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'neema@example.com');
    await user.type(screen.getByLabelText('Password'), 'dala-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed: No user data received')).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();

    answer = json(200, { access_token: 't', user: USER, refresh_expires_in: 1 });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
  });

  it.each(['/\\evil.example', '//evil.example', '/%5Cevil.example', 'https://evil.example/'])(
    "goes to the default page after signing in when 'from' is not a path of this site (%s)",
    async (from) => {
      fakeApi({
        'POST /auth/token/refresh': () =>
          json(401, { detail: 'No refresh token found.', code: 'unauthenticated' }),
        'POST /auth/login': () => json(200, { access_token: 't', user: USER, refresh_expires_in: 1 }),
      });
      const router = renderAt(`/login?from=${encodeURIComponent(from)}`, <LoginPage />);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Email'), 'neema@example.com');
      await user.type(screen.getByLabelText('Password'), 'dala-demo-2026');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );
});

describe('register page', () => {
  it('opens as traveler, mirrors the operator choice in the URL and needs an operator type', async () => {
    fakeApi({
      'POST /auth/token/refresh': () =>
        json(401, { detail: 'No refresh token found.', code: 'unauthenticated' }),
    });
    const router = renderAt('/register', <RegisterPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Traveler' })).toBeChecked();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tour Operator' }));
    expect(router.state.location.search).toBe('?type=operator&operatorType=tour_operator');
    expect(screen.getByLabelText('Company name')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Travel Agent/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Company name is required for operators')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required for operators')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Traveler' }));
    expect(router.state.location.search).toBe('?type=traveler');
  });

  it(
    'on success shows the webmail link and counts down from 5 to 0, then goes to /',
    { timeout: 15_000 },
    async () => {
      const fetchMock = fakeApi({
        'POST /auth/token/refresh': () =>
          json(401, { detail: 'No refresh token found.', code: 'unauthenticated' }),
        'POST /auth/register': () => json(201, { detail: 'ok', user: USER }),
      });
      const router = renderAt('/register', <RegisterPage />);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('First name'), 'Neema');
      await user.type(screen.getByLabelText('Last name'), 'Mushi');
      await user.type(screen.getByLabelText('Email'), 'neema@gmail.com');
      await user.type(screen.getByLabelText('Phone number (optional)'), '0712 345 678');
      await user.type(screen.getByLabelText('Password'), 'Serengeti-2026');
      await user.type(screen.getByLabelText('Confirm password'), 'Serengeti-2026');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(await screen.findByRole('heading', { name: 'Registration Successful!' })).toBeInTheDocument();
      const sent = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/auth/register'))!;
      expect(String(sent[0])).toBe('/api/auth/register?type=traveler');
      expect(JSON.parse(String(sent[1]?.body))).toMatchObject({
        phone_number: '+255712345678',
        email: 'neema@gmail.com',
      });
      expect(screen.getByRole('link', { name: /Verify Email/ })).toHaveAttribute(
        'href',
        'https://mail.google.com/',
      );
      expect(screen.getByTestId('countdown')).toHaveTextContent('5');
      await waitFor(() => expect(screen.getByTestId('countdown')).toHaveTextContent('4'), { timeout: 1_500 });
      await waitFor(() => expect(screen.getByTestId('countdown')).toHaveTextContent('1'), { timeout: 4_000 });
      expect(router.state.location.pathname).toBe('/register');
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2_000 });
    },
  );
});
