import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import { tripBooking, tripRefundQuote } from '../../test/trip-fixtures';
import BookingDetailPage from './booking-detail-page';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/bookings/:id', element: <BookingDetailPage /> }];
const notFound = [404, { detail: 'Booking not found.', code: 'not_found' }] as [number, unknown];

describe('BookingDetailPage — a trip booking', () => {
  it('shows the trip booking with its tickets when /bookings/:id does not know the id', async () => {
    mockApi((_method, path) => {
      if (path === `/trip-bookings/${tripBooking.id}`) return [200, tripBooking];
      if (path.startsWith('/safaris?')) return [200, { items: [], total: 0, page: 1, page_size: 3 }];
      return notFound;
    });
    renderRoutes(routes, `/bookings/${tripBooking.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Dar es Salaam → Moshi', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ticket K7M-3Q9-XPR: Neema Mushi, seat 7A' })).toHaveAttribute(
      'href',
      '/trips/tickets/K7M3Q9XPR',
    );
    expect(screen.getByText('T 123 ABC')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Refund if you cancel' })).toHaveTextContent('90 % back');
  });

  it('cancels with the refund quote shown first', async () => {
    const cancelled = {
      ...tripBooking,
      status: 'cancelled',
      group: 'cancelled',
      cancelled_at: '2027-02-27T21:00:00.000Z',
      cancelled_by: 'traveler',
      refunded_cents: 6_840_000,
    };
    let current: unknown = tripBooking;
    const calls = mockApi((method, path) => {
      if (path === `/trip-bookings/${tripBooking.id}`) return [200, current];
      if (path.endsWith('/refund-quote')) return [200, tripRefundQuote];
      if (method === 'POST' && path.endsWith('/cancel')) {
        current = cancelled;
        return [200, cancelled];
      }
      return notFound;
    });
    renderRoutes(routes, `/bookings/${tripBooking.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel trip' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('trip-refund-amount')).toHaveTextContent(/TSh\s*68,400/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel trip' }));
    expect(await screen.findByText('You cancelled this trip')).toBeInTheDocument();
    expect(screen.getByText(/Refund: TSh\s*68,400/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel trip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cancellation' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/trip-bookings/${tripBooking.id}/cancel`,
    ]);
  });

  it("suggests safaris around the trip's destination (real results only)", async () => {
    const safari = {
      id: 9,
      slug: 'kilimanjaro-day-hike',
      title: 'Kilimanjaro Day Hike',
      summary: '',
      location: 'Moshi',
      destinations: [],
      cover_image: null,
      cover_image_url: null,
      duration_days: 1,
      duration_text: '1 day',
      rating: 4.8,
      review_count: 12,
      from_price_usd: 250,
      from_price_cents: 25_000,
      currency: 'USD',
      tier: 'mid_range',
      is_private: false,
      max_group_size: 8,
      operator: { id: 'o1', company_name: 'Kili Treks', is_verified: true },
    };
    const calls = mockApi((_method, path) => {
      if (path === `/trip-bookings/${tripBooking.id}`) return [200, tripBooking];
      if (path.startsWith('/safaris?')) return [200, { items: [safari], total: 1, page: 1, page_size: 3 }];
      return notFound;
    });
    renderRoutes(routes, `/bookings/${tripBooking.id}`);
    expect(await screen.findByRole('heading', { name: 'Safaris around Moshi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kilimanjaro Day Hike/ })).toHaveAttribute('href', '/safaris/9');
    expect(calls.find((c) => c.path.startsWith('/safaris?'))?.path).toContain('location=Moshi');
  });

  it('shows not found when neither kind knows the id', async () => {
    mockApi(() => notFound);
    renderRoutes(routes, '/bookings/DR-NOTMINE1');
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
  });
});

describe('BookingDetailPage — a safari booking suggests trips the day before', () => {
  const tripInto = {
    trip_id: 77,
    route_name: 'Dar es Salaam – Arusha',
    transporter: { id: 't1', company_name: 'Twiga Coaches', is_verified: true, rating: null },
    vehicle_class: 'luxury',
    amenities: [],
    board: { position: 0, place: 'Dar es Salaam', point: 'Magufuli Bus Terminal', at: '' },
    alight: { position: 5, place: 'Arusha', point: 'Central', at: '' },
    duration_minutes: 600,
    time_of_day: 'morning',
    seats_left: 10,
    fare_tzs: 45_000,
    fare_usd: 18,
  };
  const dayBefore = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1);
    return d.toISOString().slice(0, 10);
  };

  const towns = {
    items: [
      { name: 'Dar es Salaam', region: 'Dar es Salaam', can_board: true, can_alight: true },
      { name: 'Arusha', region: 'Arusha', can_board: true, can_alight: true },
    ],
  };
  const arushaSafari = {
    ...booking,
    safari: {
      ...booking.safari,
      itinerary: [
        { ...booking.safari.itinerary[0]!, title: 'Arrival in Arusha' },
        ...booking.safari.itinerary.slice(1),
      ],
    },
  };

  it("offers trips arriving at the safari's town on the day before it starts, and only those", async () => {
    const day = dayBefore(booking.start_date);
    const arriving = {
      ...tripInto,
      board: { ...tripInto.board, at: `${day}T03:00:00.000Z` },
      alight: { ...tripInto.alight, at: `${day}T13:00:00.000Z` },
    };
    // Leaves that day but arrives after midnight in Tanzania: not offered.
    const overnight = {
      ...tripInto,
      trip_id: 78,
      board: { ...tripInto.board, at: `${day}T18:00:00.000Z` },
      alight: { ...tripInto.alight, at: `${booking.start_date}T02:00:00.000Z` },
    };
    const calls = mockApi((_method, path) => {
      if (path === `/bookings/${booking.id}`) return [200, arushaSafari];
      if (path.startsWith('/trips/towns')) return [200, towns];
      if (path.startsWith('/trips/search?'))
        return [200, { items: [arriving, overnight], total: 2, page: 1, page_size: 10 }];
      return notFound;
    });
    renderRoutes(routes, `/bookings/${booking.id}`);
    // Its first day names the town ('Arrival in Arusha'): the safari's location is a park.
    const section = await screen.findByRole('region', { name: 'Getting to Arusha' });
    const links = within(section).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/trips/77?board=0&alight=5');
    expect(links.filter((l) => l.getAttribute('href')?.startsWith('/trips/'))).toHaveLength(1);
    const search = calls.find((c) => c.path.startsWith('/trips/search?'))!.path;
    expect(search).toContain('location=Arusha');
    expect(search).toContain(`start_date=${day}`);
    expect(search).toContain(`guests=${booking.seats}`);
  });

  it('shows nothing when no trip reaches the town', async () => {
    mockApi((_method, path) => {
      if (path === `/bookings/${booking.id}`) return [200, arushaSafari];
      if (path.startsWith('/trips/towns')) return [200, towns];
      if (path.startsWith('/trips/search?')) return [200, { items: [], total: 0, page: 1, page_size: 10 }];
      return notFound;
    });
    renderRoutes(routes, `/bookings/${booking.id}`);
    await screen.findByRole('heading', { name: booking.safari.title, level: 1 });
    expect(screen.queryByText(/Getting to/)).not.toBeInTheDocument();
  });

  it('searches nothing when no town is known (a park, and a first day naming no town)', async () => {
    const calls = mockApi((_method, path) => {
      if (path === `/bookings/${booking.id}`) return [200, booking];
      if (path.startsWith('/trips/towns')) return [200, towns];
      return [200, { items: [], total: 0, page: 1, page_size: 10 }];
    });
    renderRoutes(routes, `/bookings/${booking.id}`);
    await screen.findByRole('heading', { name: booking.safari.title, level: 1 });
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/trips/towns'))).toBe(true));
    expect(calls.some((c) => c.path.startsWith('/trips/search'))).toBe(false);
    expect(screen.queryByText(/Getting to/)).not.toBeInTheDocument();
  });
});
