import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking, user } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import { tripBooking } from '../../test/trip-fixtures';
import BookingsPage from './bookings-page';

vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useAuth: () => ({ user: user() }),
}));

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/bookings', element: <BookingsPage /> }];

describe('BookingsPage', () => {
  it('lists safari bookings and trip bookings together', async () => {
    mockApi((_method, path) =>
      path.startsWith('/bookings?')
        ? [200, { items: [booking, tripBooking], total: 2, page: 1, page_size: 10 }]
        : [404, { detail: 'Not found' }],
    );
    renderRoutes(routes, '/bookings');
    const safari = await screen.findByRole('link', { name: booking.safari.title });
    expect(safari).toHaveAttribute('href', `/bookings/${booking.id}`);

    const tripLink = screen.getByRole('link', { name: 'Trip Dar es Salaam → Moshi' });
    expect(tripLink).toHaveAttribute('href', `/bookings/${tripBooking.id}`);
    const row = tripLink.closest('article')!;
    const inRow = within(row);
    expect(inRow.getByText('01 Mar 2027, 06:00 · 2 seats (7A, 7B)')).toBeInTheDocument();
    expect(inRow.getByText(/Total TSh\s*76,000/)).toBeInTheDocument();
    expect(inRow.getByText('Confirmed')).toBeInTheDocument();
    expect(inRow.getByText('DR-TR1P2027')).toBeInTheDocument();
  });

  it('offers safaris and trips when nothing is upcoming', async () => {
    mockApi(() => [200, { items: [], total: 0, page: 1, page_size: 10 }]);
    renderRoutes(routes, '/bookings');
    expect(await screen.findByRole('link', { name: 'Find a safari' })).toHaveAttribute(
      'href',
      '/safaris-search',
    );
    expect(screen.getByRole('link', { name: 'Looking for a bus? Find a trip' })).toHaveAttribute(
      'href',
      '/transport-search',
    );
  });
});
