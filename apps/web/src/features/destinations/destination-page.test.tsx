import type { DestinationPage, SafariCard, TripSearchItem, TripSearchResult } from '@dala/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import DestinationPageView from './destination-page';

afterEach(() => vi.unstubAllGlobals());

const serengeti: DestinationPage = {
  slug: 'serengeti-national-park',
  name: 'Serengeti National Park',
  region: 'Northern Tanzania',
  type: 'Wildlife Safari',
  summary: 'Endless short-grass plains and the Great Migration.',
  reached_by_road: false,
  same_region: [
    {
      slug: 'ngorongoro-crater',
      name: 'Ngorongoro Crater',
      region: 'Northern Tanzania',
      type: 'Wildlife Safari',
      summary: 'A caldera with year-round water.',
    },
    {
      slug: 'arusha',
      name: 'Arusha',
      region: 'Northern Tanzania',
      type: 'City & Gateway',
      summary: 'The safari capital.',
    },
  ],
};

const arusha: DestinationPage = {
  ...serengeti.same_region[1]!,
  reached_by_road: true,
  same_region: [serengeti],
};

const safaris = (count: number): SafariCard[] =>
  Array.from({ length: count }, (_, i) => ({
    ...card,
    id: i + 1,
    slug: `safari-${i + 1}`,
    title: `Safari number ${i + 1}`,
  }));

const trip: TripSearchItem = {
  trip_id: 41,
  route_name: 'Dar es Salaam – Arusha',
  transporter: {
    id: 't-1',
    company_name: 'Kilimanjaro Express',
    is_verified: true,
    rating: 4.6,
    review_count: 3,
  },
  vehicle_class: 'luxury',
  amenities: [],
  // 06:00 in Dar es Salaam (UTC+3), on a Monday.
  board: { position: 0, place: 'Dar es Salaam', point: 'Magufuli', at: '2027-03-01T03:00:00.000Z' },
  alight: { position: 4, place: 'Arusha', point: 'Bus stand', at: '2027-03-01T12:00:00.000Z' },
  duration_minutes: 540,
  time_of_day: 'morning',
  seats_left: 3,
  fare_tzs: 38_000,
  fare_usd: 15,
};

const tripResult = (items: TripSearchItem[], total = items.length): TripSearchResult => ({
  items,
  total,
  page: 1,
  page_size: 10,
  any_trips: items.length > 0,
  facets: {
    classes: [],
    amenities: [],
    transporters: [],
    times_of_day: [],
    price_min_tzs: null,
    price_max_tzs: null,
  },
  window: { start_date: '2027-03-01', end_date: '2027-03-07' },
  tzs_per_usd: 2500,
});

function renderPage(
  path: string,
  answers: {
    place: [number, unknown];
    safaris?: SafariCard[];
    safariTotal?: number;
    trips?: TripSearchResult;
  },
) {
  const calls = mockApi((_method, url) => {
    if (url.startsWith('/destinations/')) return answers.place;
    if (url.startsWith('/safaris?')) {
      const items = answers.safaris ?? [];
      return [200, { items, total: answers.safariTotal ?? items.length, page: 1, page_size: 12 }];
    }
    if (url.startsWith('/trips/search?')) return [200, answers.trips ?? tripResult([])];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  const view = renderRoutes([{ path: '/destinations/:slug', element: <DestinationPageView /> }], path);
  return { calls, ...view };
}

describe('DestinationPageView', () => {
  it('shows the place, the first safaris that visit it with a link to all of them, and its region', async () => {
    const { calls } = renderPage('/destinations/serengeti-national-park', {
      place: [200, serengeti],
      safaris: safaris(8),
      safariTotal: 8,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Serengeti National Park' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Wildlife Safari')[0]).toHaveClass('uppercase');
    expect(screen.getByText('Endless short-grass plains and the Great Migration.')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Destinations' })).toHaveAttribute(
      'href',
      '/destinations',
    );
    expect(trail).toHaveTextContent('Northern Tanzania');

    expect(screen.getByRole('heading', { name: 'Safaris to Serengeti National Park' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Safari number 1' })).toHaveAttribute(
      'href',
      '/safaris/safari-1',
    );
    // Six cards; the rest through the search, asked exactly as the search page asks it.
    expect(screen.getAllByRole('heading', { level: 3, name: /^Safari number/ })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'See all 8 safaris' })).toHaveAttribute(
      'href',
      '/safaris-search?location=Serengeti+National+Park',
    );
    expect(calls.map((c) => c.path)).toContain(
      '/safaris?location=Serengeti+National+Park&page_size=12&sort=recommended',
    );
    // Not reached by road: no trips asked for or listed.
    expect(calls.some((c) => c.path.startsWith('/trips/'))).toBe(false);
    expect(screen.queryByRole('heading', { name: /^Trips to/ })).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'More in Northern Tanzania' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ngorongoro Crater/ })).toHaveAttribute(
      'href',
      '/destinations/ngorongoro-crater',
    );
    expect(screen.getByRole('link', { name: /All destinations/ })).toHaveAttribute('href', '/destinations');
    await vi.waitFor(() =>
      expect(document.title).toBe('Serengeti National Park, Northern Tanzania — Dala Rides'),
    );
  });

  it('lists the next trips to a place reached by road, each to its trip page, and all of them in the search', async () => {
    const { calls } = renderPage('/destinations/arusha', {
      place: [200, arusha],
      safaris: safaris(1),
      trips: tripResult([trip], 14),
    });
    expect(await screen.findByRole('heading', { name: 'Trips to Arusha' })).toBeInTheDocument();
    const row = await screen.findByRole('link', { name: /Dar es Salaam → Arusha/ });
    // Tanzania's clock: 03:00 UTC is 06:00 in Dar es Salaam.
    expect(row).toHaveTextContent('Mon 01 Mar, 06:00 · Kilimanjaro Express');
    expect(row).toHaveTextContent('TSh 38,000');
    expect(row).toHaveAttribute('href', '/trips/41?board=0&alight=4');
    expect(screen.getByRole('link', { name: 'See all 14 trips' })).toHaveAttribute(
      'href',
      '/transport-search?location=Arusha',
    );
    expect(calls.map((c) => c.path)).toContain(
      '/trips/search?location=Arusha&guests=1&sort=earliest&page_size=10',
    );
    expect(screen.getByRole('link', { name: 'See the safari in the search' })).toHaveAttribute(
      'href',
      '/safaris-search?location=Arusha',
    );
  });

  it('says when nothing is on sale there yet, with the searches of everything', async () => {
    renderPage('/destinations/arusha', { place: [200, arusha], safaris: [], trips: tripResult([]) });
    expect(
      await screen.findByRole('heading', { name: 'Nothing on sale for Arusha yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all safaris' })).toHaveAttribute(
      'href',
      '/safaris-search',
    );
    expect(screen.getByRole('link', { name: 'Search all trips' })).toHaveAttribute(
      'href',
      '/transport-search',
    );
    expect(screen.queryByRole('heading', { name: 'Safaris to Arusha' })).not.toBeInTheDocument();
    // The region's places stay.
    expect(screen.getByRole('link', { name: /Serengeti National Park/ })).toHaveAttribute(
      'href',
      '/destinations/serengeti-national-park',
    );
  });

  it('a place without safaris but with trips lists the trips and says so of safaris', async () => {
    renderPage('/destinations/arusha', { place: [200, arusha], safaris: [], trips: tripResult([trip]) });
    expect(await screen.findByText('No safaris visit Arusha yet.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Dar es Salaam → Arusha/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the trip in the search' })).toBeInTheDocument();
  });

  it('moves another spelling of the address to the place’s own', async () => {
    const { router } = renderPage('/destinations/Serengeti-National-Park', { place: [200, serengeti] });
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/destinations/serengeti-national-park'),
    );
  });

  it('an unknown place is a not-found page leading to every destination', async () => {
    renderPage('/destinations/atlantis', {
      place: [404, { detail: 'This destination could not be found', code: 'not_found' }],
    });
    expect(await screen.findByRole('heading', { name: 'Destination not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All destinations' })).toHaveAttribute('href', '/destinations');
    await vi.waitFor(() => expect(document.title).toBe('Destination not found — Dala Rides'));
  });
});
