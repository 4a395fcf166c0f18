import type { TripAlternative } from '@dala/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../test/render';
import TransportSearchPage from './transport-search-page';
import { discovery, searchResult, tripItem } from './travel-fixtures';

const routes = [{ path: '/transport-search', Component: TransportSearchPage }];
const searchCalls = (calls: { path: string }[]) =>
  calls
    .filter((c) => c.path.startsWith('/trips/search?'))
    .map((c) => new URLSearchParams(c.path.split('?')[1]));

afterEach(() => vi.unstubAllGlobals());

describe('/transport-search', () => {
  it('searches what the URL says and shows each trip with times, seats and fares', async () => {
    const calls = mockApi(() => [200, searchResult([tripItem])]);
    renderRoutes(
      routes,
      '/transport-search?from=Dar+es+Salaam&location=Moshi&start_date=2027-03-01&guests=2&end_date=2027-03-02',
    );
    const link = await screen.findByRole('link', {
      name: /Kilimanjaro Express, Dar es Salaam to Moshi at 06:00/,
    });
    expect(link).toHaveAttribute('href', '/trips/41?board=0&alight=4&guests=2');
    const card = link.closest('article')!;
    expect(within(card).getByText('14:30')).toBeInTheDocument();
    expect(within(card).getByText('8 h 30 min')).toBeInTheDocument();
    expect(within(card).getByText('3 seats left')).toBeInTheDocument();
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByText('Luxury')).toBeInTheDocument();
    // The transporter's rating with the number of reviews it averages.
    expect(within(card).getByText('(23 reviews)')).toBeInTheDocument();
    expect(within(card).getByText('(23 reviews)').parentElement).toHaveTextContent('Rating4.6(23 reviews)');
    expect(within(card).getByText(/≈ \$15/)).toBeInTheDocument();
    expect(link.textContent).toMatch(/TSh\s38,000/);
    const [query] = searchCalls(calls);
    expect(Object.fromEntries(query!)).toMatchObject({
      from: 'Dar es Salaam',
      location: 'Moshi',
      start_date: '2027-03-01',
      end_date: '2027-03-02',
      guests: '2',
      sort: 'earliest',
    });
  });

  it("names each trip's day when the search covers several days, and not for one day", async () => {
    mockApi((_m, path) =>
      path.includes('end_date=')
        ? [200, searchResult([tripItem], { window: { start_date: '2027-03-01', end_date: '2027-03-03' } })]
        : [200, searchResult([tripItem])],
    );
    const { unmount } = renderRoutes(
      routes,
      '/transport-search?location=Moshi&start_date=2027-03-01&guests=1',
    );
    const card = (await screen.findByRole('link', { name: /Kilimanjaro Express/ })).closest('article')!;
    expect(within(card).queryByText('Mon 01 Mar')).not.toBeInTheDocument();
    unmount();
    renderRoutes(
      routes,
      '/transport-search?location=Moshi&start_date=2027-03-01&end_date=2027-03-03&guests=1',
    );
    const ranged = (await screen.findByRole('link', { name: /Kilimanjaro Express/ })).closest('article')!;
    expect(within(ranged).getByText('Mon 01 Mar')).toBeInTheDocument();
  });

  it('writes ticked filters and the sort to the URL, which the next search sends', async () => {
    const calls = mockApi(() => [200, searchResult([tripItem], { total: 25 })]);
    const { router } = renderRoutes(routes, '/transport-search?location=Moshi&guests=1&page=2');
    await screen.findAllByRole('link', { name: /Kilimanjaro Express/ });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Luxury' }));
    await waitFor(() => expect(router.state.location.search).toBe('?location=Moshi&guests=1&class=luxury'));
    await userEvent.click(within(filters).getByRole('checkbox', { name: /Night/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?location=Moshi&guests=1&time_of_day=night&class=luxury'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'cheapest');
    await waitFor(() => expect(router.state.location.search).toContain('sort=cheapest'));
    await waitFor(() =>
      expect(Object.fromEntries(searchCalls(calls).at(-1)!)).toMatchObject({
        class: 'luxury',
        time_of_day: 'night',
        sort: 'cheapest',
      }),
    );
  });

  it('says no trips are on the horizon when none exist at all, without a clear-filters button', async () => {
    mockApi(() => [200, searchResult([], { any_trips: false })]);
    renderRoutes(routes, '/transport-search?location=Moshi&start_date=2027-03-01&guests=1&class=luxury');
    expect(await screen.findByText('No trips on the horizon yet!')).toBeInTheDocument();
    expect(screen.queryByText('No trips match your filters')).not.toBeInTheDocument();
  });

  it('offers to clear the filters when they match nothing, keeping the journey and the sort', async () => {
    const calls = mockApi((_m, path) =>
      path.includes('class=') ? [200, searchResult([])] : [200, searchResult([tripItem])],
    );
    const { router } = renderRoutes(
      routes,
      '/transport-search?from=Dar&location=Moshi&start_date=2027-03-01&guests=2&class=luxury&sort=fastest',
    );
    const empty = (await screen.findByText('No trips match your filters')).closest('section')!;
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?from=Dar&location=Moshi&start_date=2027-03-01&guests=2&sort=fastest',
      ),
    );
    expect(await screen.findByRole('link', { name: /Kilimanjaro Express/ })).toBeInTheDocument();
    expect(calls.at(-1)?.path).not.toContain('class=');
  });

  it('offers the nearest alternatives of an empty search as links with their counts', async () => {
    const alternatives: TripAlternative[] = [
      {
        kind: 'later_dates' as const,
        count: 3,
        start_date: '2027-03-04',
        end_date: '2027-03-04',
        changes: { start_date: '2027-03-04', end_date: '2027-03-04' },
      },
      {
        kind: 'nearby' as const,
        count: 2,
        place: { name: 'Arusha', region: 'Arusha' },
        changes: { location: 'Arusha' },
      },
      { kind: 'without_filter' as const, filter: 'class' as const, count: 5, changes: { class: null } },
      { kind: 'without_filter' as const, filter: 'guests' as const, count: 1, changes: { guests: null } },
    ];
    mockApi((_m, path) =>
      path.includes('start_date=2027-03-04')
        ? [200, searchResult([tripItem])]
        : [200, searchResult([], { alternatives })],
    );
    const { router } = renderRoutes(
      routes,
      '/transport-search?from=Dar+es+Salaam&location=Moshi&start_date=2027-03-01&guests=9&class=luxury',
    );
    const nav = await screen.findByRole('navigation', { name: 'Nearest alternatives' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      '3 trips from 04 Mar 2027',
      '2 trips to Arusha',
      "Without 'Luxury': 5 results",
      "Without '9 passengers': 1 result",
    ]);
    expect(links[1]).toHaveAttribute(
      'href',
      '/transport-search?from=Dar+es+Salaam&location=Arusha&start_date=2027-03-01&guests=9&class=luxury',
    );
    await userEvent.click(links[0]!);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('start_date')).toBe('2027-03-04'),
    );
    expect(await screen.findByRole('link', { name: /Kilimanjaro Express/ })).toBeInTheDocument();
  });

  it('without a destination offers popular routes as prefilled searches, or says nothing is on sale', async () => {
    const calls = mockApi(() => [200, discovery]);
    renderRoutes(routes, '/transport-search');
    expect(await screen.findByRole('link', { name: /Dar es Salaam → Arusha/ })).toHaveAttribute(
      'href',
      discovery.regions[0]!.routes[0]!.search_url,
    );
    expect(calls.some((c) => c.path.startsWith('/trips/search'))).toBe(false);
    vi.unstubAllGlobals();

    mockApi(() => [200, { regions: [], tzs_per_usd: 2500 }]);
    renderRoutes(routes, '/transport-search');
    expect(await screen.findByText('No trips on the horizon yet!')).toBeInTheDocument();
  });

  it('searches a new journey from the form, dropping filters and asking for a destination', async () => {
    mockApi((_m, path) =>
      path.startsWith('/trips/towns') ? [200, { items: [] }] : [200, searchResult([tripItem])],
    );
    const { router } = renderRoutes(
      routes,
      '/transport-search?location=Moshi&guests=1&class=luxury&sort=cheapest',
    );
    await screen.findAllByRole('link', { name: /Kilimanjaro Express/ });
    const form = screen.getByRole('form', { name: 'Trip search' });
    await userEvent.clear(within(form).getByLabelText('To'));
    await userEvent.click(within(form).getByRole('button', { name: 'Search trips' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose where you are travelling to');
    await userEvent.type(within(form).getByLabelText('From'), 'Arusha');
    await userEvent.type(within(form).getByLabelText('To'), 'Karatu');
    await userEvent.clear(within(form).getByLabelText('Passengers'));
    await userEvent.type(within(form).getByLabelText('Passengers'), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Search trips' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=Arusha&location=Karatu&guests=4&sort=cheapest'),
    );
  });
});
