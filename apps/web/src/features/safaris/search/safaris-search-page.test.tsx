import { SAFARI_MESSAGES } from '@dala/shared';
import { screen, waitFor } from '@testing-library/react';
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
