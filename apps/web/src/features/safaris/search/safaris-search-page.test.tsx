import { SAFARI_MESSAGES } from '@dala/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText } from '../../../lib/i18n';
import { card } from '../../../test/fixtures';
import { mockApi, renderRoutes } from '../../../test/render';
import SafarisSearchPage from './safaris-search-page';

const routes = [{ path: '/safaris-search', Component: SafarisSearchPage }];
const page = (items: unknown[], total = items.length) => ({ items, total, page: 1, page_size: 12 });

afterEach(() => vi.unstubAllGlobals());

describe('/safaris-search', () => {
  it('passes the home panel’s parameters to the API and shows result cards', async () => {
    const calls = mockApi((_m, path) =>
      path.startsWith('/destinations') ? [200, { items: [] }] : [200, page([card], 1)],
    );
    renderRoutes(routes, '/safaris-search?location=Serengeti+National+Park&start_date=2027-03-01&guests=3');
    expect(await screen.findByRole('link', { name: 'Serengeti Migration Safari' })).toHaveAttribute(
      'href',
      '/safaris/serengeti-migration-safari?adults=3',
    );
    expect(screen.getByText('Kilima Safaris')).toBeInTheDocument();
    expect(screen.getByText('$1,299')).toBeInTheDocument();
    const search = calls.find((c) => c.path.startsWith('/safaris?'));
    const params = new URLSearchParams(search?.path.split('?')[1]);
    expect(params.get('location')).toBe('Serengeti National Park');
    expect(params.get('start_date')).toBe('2027-03-01');
    expect(params.get('guests')).toBe('3');
  });

  it('says the catalog is empty when nothing is filtered and nothing exists', async () => {
    mockApi((_m, path) => (path.startsWith('/destinations') ? [200, { items: [] }] : [200, page([], 0)]));
    renderRoutes(routes, '/safaris-search');
    expect(await screen.findByText(messageText(SAFARI_MESSAGES.emptyCatalog))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers to clear the filters when they match nothing, keeping the sort', async () => {
    const calls = mockApi((_m, path) => {
      if (path.startsWith('/destinations')) return [200, { items: [] }];
      return path.includes('tier=') ? [200, page([], 0)] : [200, page([card], 1)];
    });
    const { router } = renderRoutes(routes, '/safaris-search?tier=luxury&sort=rating&page=2');
    expect(await screen.findByText('No safaris match your search')).toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clearButtons[clearButtons.length - 1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
    expect(await screen.findByRole('link', { name: 'Serengeti Migration Safari' })).toBeInTheDocument();
    expect(calls.at(-1)?.path).not.toContain('tier=');
  });

  it('offers the nearest alternatives of an empty search, each with its count, as links', async () => {
    const alternatives = [
      {
        kind: 'later_dates',
        count: 12,
        start_date: '2027-01-03',
        end_date: '2027-01-08',
        changes: { start_date: '2027-01-03', end_date: '2027-01-08' },
      },
      {
        kind: 'nearby',
        count: 1,
        place: { name: 'Moshi', region: 'Northern Tanzania' },
        changes: { location: 'Moshi' },
      },
      { kind: 'without_filter', filter: 'tier', count: 4, changes: { tier: null } },
      { kind: 'without_filter', filter: 'price', count: 2, changes: { min_price: null, max_price: null } },
    ];
    mockApi((_m, path) => {
      if (path.startsWith('/destinations')) return [200, { items: [] }];
      return path.includes('start_date=2027-01-03')
        ? [200, page([card], 1)]
        : [200, { ...page([], 0), alternatives }];
    });
    const { router } = renderRoutes(
      routes,
      '/safaris-search?location=Mount+Kilimanjaro&start_date=2026-12-20&end_date=2026-12-25&tier=luxury&max_price=900&sort=rating',
    );
    const nav = await screen.findByRole('navigation', { name: 'Nearest alternatives' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      '12 safaris from 03 Jan 2027',
      '1 safari in Moshi',
      "Without 'Luxury': 4 results",
      "Without 'up to $900': 2 results",
    ]);
    expect(links[2]).toHaveAttribute(
      'href',
      '/safaris-search?location=Mount+Kilimanjaro&start_date=2026-12-20&end_date=2026-12-25&max_price=900&sort=rating',
    );
    await userEvent.click(links[0]!);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('start_date')).toBe('2027-01-03'),
    );
    expect(new URLSearchParams(router.state.location.search).get('end_date')).toBe('2027-01-08');
    expect(await screen.findByRole('link', { name: 'Serengeti Migration Safari' })).toBeInTheDocument();
  });

  it('writes sort changes to the URL and resets the page', async () => {
    mockApi((_m, path) =>
      path.startsWith('/destinations') ? [200, { items: [] }] : [200, page([card], 30)],
    );
    const { router } = renderRoutes(routes, '/safaris-search?page=2');
    await screen.findAllByRole('link', { name: 'Serengeti Migration Safari' });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'));
  });
});
