import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import { tripDetailQuery } from '../api/travel-trip';
import TripDetailPage from './trip-detail-page';
import { tripBooking, tripDetail } from './travel-fixtures';

const auth = vi.hoisted(() => ({ isAuthenticated: false }));
vi.mock('../../auth/auth-context', () => ({
  useAuth: () => ({ ...auth, isLoading: false, isRefreshing: false, user: null }),
}));

function LoginProbe() {
  return <p>login page</p>;
}
const routes = [
  { path: '/trips/:id', Component: TripDetailPage },
  { path: '/login', Component: LoginProbe },
];

const realLocation = window.location;
const assign = vi.fn();
beforeEach(() => {
  auth.isAuthenticated = false;
  assign.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

const seat = (name: string) => screen.findByRole('button', { name });

describe('/trips/{id}', () => {
  it('shows the route, the segment’s stops and times, the vehicle, the bands and the seat map', async () => {
    const calls = mockApi(() => [200, tripDetail()]);
    renderRoutes(routes, '/trips/41?board=0&alight=4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dar es Salaam → Moshi' }),
    ).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/trips/41?board=0&alight=4');
    // The overview is a chunk of its own below the seat map: it arrives a moment later.
    const stops = await screen.findByRole('list', { name: 'Stops' });
    expect(within(stops).getByText('Korogwe')).toBeInTheDocument();
    expect(within(stops).getByText('14:30')).toBeInTheDocument();
    expect(screen.getByText('Cancel 24 h or more before departure')).toBeInTheDocument();
    expect(screen.getByText('Not boarding (no-show)')).toBeInTheDocument();
    expect(screen.getByText(/Yutong ZK6122H9 · Luxury · 9 seats/)).toBeInTheDocument();
    expect(await seat('Seat 1A, window, taken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it("shows the transporter's rating and review count, the count leading to the company page that lists them", async () => {
    mockApi(() => [
      200,
      tripDetail({ transporter: { ...tripDetail().transporter, rating: 4.3, review_count: 1 } }),
    ]);
    renderRoutes(routes, '/trips/41');
    const count = await screen.findByRole('link', { name: '(1 review)' });
    expect(count).toHaveAttribute('href', '/operators/kilimanjaro-express');
    expect(screen.getByText(/★ 4\.3/)).toBeInTheDocument();
  });

  it('shows no rating while the transporter has no reviews', async () => {
    mockApi(() => [200, tripDetail()]);
    renderRoutes(routes, '/trips/41');
    await screen.findByRole('heading', { level: 1, name: 'Dar es Salaam → Moshi' });
    expect(screen.queryByText(/★/)).toBeNull();
    expect(screen.queryByRole('link', { name: /review/ })).toBeNull();
  });

  it('shows the seat map the server sent moments ago without asking again; an older one is asked again', async () => {
    const segment = { board: 0, alight: 4 };
    const filled = (ageMs: number) => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      client.setQueryData(tripDetailQuery('41', segment).queryKey, tripDetail(), {
        updatedAt: Date.now() - ageMs,
      });
      return client;
    };
    const fresh = mockApi(() => [200, tripDetail()]);
    const first = renderRoutes(routes, '/trips/41?board=0&alight=4', filled(2_000));
    expect(await seat('Seat 2A, window, free')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fresh).toEqual([]);
    first.unmount();

    const old = mockApi(() => [200, tripDetail()]);
    renderRoutes(routes, '/trips/41?board=0&alight=4', filled(60_000));
    await waitFor(() => expect(old.map((c) => c.path)).toEqual(['/trips/41?board=0&alight=4']), {
      timeout: 5000,
    });
  });

  it('asks for the seat map again when a hold is refused, most often for a seat taken meanwhile', async () => {
    auth.isAuthenticated = true;
    const refusal = 'Seat 2A was just taken. Choose another seat.';
    const calls = mockApi((method) =>
      method === 'POST' ? [409, { detail: refusal, code: 'conflict' }] : [200, tripDetail()],
    );
    renderRoutes(routes, '/trips/41?board=0&alight=4&seats=2A');
    await screen.findByText('1 seat: 2A');
    const maps = () => calls.filter((c) => c.method === 'GET').length;
    expect(maps()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(maps()).toBe(2));
  });

  it('writes a new segment to the URL and asks for that segment’s seats', async () => {
    const calls = mockApi(() => [200, tripDetail()]);
    const { router } = renderRoutes(routes, '/trips/41?board=0&alight=4&seats=2A');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.selectOptions(screen.getByLabelText('Get off at'), '5');
    await waitFor(() => expect(router.state.location.search).toBe('?board=0&alight=5'));
    await waitFor(() => expect(calls.some((c) => c.path === '/trips/41?board=0&alight=5')).toBe(true));
  });

  it('sends a guest to sign in and back to the same trip, segment and seats', async () => {
    mockApi(() => [200, tripDetail()]);
    const { router } = renderRoutes(routes, '/trips/41?board=0&alight=4');
    await userEvent.click(await seat('Seat 2A, window, free'));
    await userEvent.click(await seat('Seat 3B, aisle, free'));
    await waitFor(() => expect(router.state.location.search).toBe('?board=0&alight=4&seats=2A%2C3B'));
    expect(screen.getByText('2 seats: 2A, 3B')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('login page');
    const state = router.state.location.state as { from: string; message: string };
    expect(state.from).toBe('/trips/41?board=0&alight=4&seats=2A%2C3B');
    expect(state.message).toBe('Sign in to book your seats. We will bring you back to them.');
  });

  it('holds the chosen seats, names a passenger per seat and pays the full fare', async () => {
    auth.isAuthenticated = true;
    let booking = tripBooking();
    const calls = mockApi((method, path, body) => {
      if (method === 'POST' && path === '/trip-bookings') return [201, booking];
      if (method === 'PUT' && path.endsWith('/passengers')) {
        const { passengers } = body as { passengers: { seat: string; name: string; phone: string }[] };
        booking = tripBooking(
          {},
          {
            passengers: passengers.map((p) => ({ ...p, id_number: null, displaced: false })),
          },
        );
        return [200, booking];
      }
      if (method === 'POST' && path.endsWith('/payments'))
        return [201, { checkout_url: '/api/payments/sandbox/checkout/sbx_1', booking, payment: {} }];
      if (path.startsWith('/trip-bookings/')) return [200, booking];
      return [200, tripDetail()];
    });
    const { router } = renderRoutes(routes, '/trips/41?board=0&alight=4&seats=2A,3B');
    await screen.findByText('2 seats: 2A, 3B');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // The hold: one request with an Idempotency-Key, then the checkout with its countdown.
    const hold = calls.find((c) => c.method === 'POST' && c.path === '/trip-bookings');
    expect(hold?.body).toEqual({ trip_id: 41, board: 0, alight: 4, seats: ['2A', '3B'] });
    await waitFor(() => expect(router.state.location.search).toContain(`booking=${booking.id}`));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/);

    // A passenger per seat: the first is the lead traveler; the second must be named.
    const form = await screen.findByRole('form', { name: 'Passengers' });
    const seat3B = within(form).getByRole('group', { name: 'Seat 3B' });
    await userEvent.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(seat3B).findByText('Enter the passenger’s full name')).toBeInTheDocument();
    await userEvent.type(within(seat3B).getByLabelText(/Full name/), 'Juma Bakari');
    await userEvent.type(within(seat3B).getByRole('textbox', { name: /Phone number/ }), '754321987');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`/trip-bookings/${booking.id}/passengers`);
    expect(put?.body).toEqual({
      passengers: [
        { seat: '2A', name: 'Amina Juma', phone: '+255712345678', id_number: null },
        { seat: '3B', name: 'Juma Bakari', phone: '+255754321987', id_number: null },
      ],
    });

    // The full fare through the provider's checkout page, which sends the payer back to this trip.
    await userEvent.click(await screen.findByRole('button', { name: /Pay TSh\s76,000/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout/sbx_1'));
    const payment = calls.find((c) => c.method === 'POST' && c.path.endsWith('/payments'));
    expect(payment?.body).toMatchObject({ kind: 'full', return_path: '/trips/41?board=0&alight=4&guests=2' });
  });

  it('shows the tickets once the payment came back approved', async () => {
    auth.isAuthenticated = true;
    const paid = tripBooking(
      { status: 'confirmed', next_payment: null, paid_cents: 7_600_000 },
      {
        tickets: [
          {
            number: 'K7M3Q9XPR',
            display: 'K7M-3Q9-XPR',
            seat: '2A',
            passenger_name: 'Amina Juma',
            boarding_status: 'booked',
            cancelled: false,
          },
        ],
      },
    );
    mockApi((_m, path) => (path.startsWith('/trip-bookings/') ? [200, paid] : [200, tripDetail()]));
    renderRoutes(routes, '/trips/41?board=0&alight=4&booking=DR-7KQ2M9XA&payment=paid');
    expect(await screen.findByRole('heading', { name: 'Your seats are booked' })).toBeInTheDocument();
    const tickets = screen.getByRole('list', { name: 'Tickets' });
    expect(within(tickets).getByText('K7M-3Q9-XPR')).toBeInTheDocument();
    expect(within(tickets).getByText('Amina Juma')).toBeInTheDocument();
    expect(
      within(tickets).getByRole('link', { name: 'Open the ticket of Amina Juma, seat 2A' }),
    ).toHaveAttribute('href', '/trips/tickets/K7M3Q9XPR');
  });
});
