import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render';
import { savedList, savedSafari, savedTrip } from './saved-fixtures';
import SavedPage from './saved-page';

// The toaster (for Undo) asks whether motion is reduced.
beforeEach(() =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })),
);
afterEach(() => vi.unstubAllGlobals());

type Answer = [number, unknown];

function renderPage(list: (path: string) => Answer, url = '/saved') {
  const calls = mockApi((method, path) => {
    if (method === 'GET' && path.startsWith('/saved?')) return list(path);
    if (method === 'GET' && path === '/saved/ids') return [200, { safari_ids: [7], trip_ids: [41] }];
    if (method === 'DELETE') return [200, { kind: 'safari', listing_id: 7, saved: false }];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  const page = (
    <>
      <SavedPage />
      <Toaster />
    </>
  );
  const utils = renderRoutes(
    [
      { path: '/saved', element: page },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    url,
  );
  return { calls, ...utils };
}

describe('/saved', () => {
  it('shows each saved item with its price, its drop, its seats and a link', async () => {
    const { calls } = renderPage(() => [200, savedList([savedTrip, savedSafari])]);
    const safari = (await screen.findByRole('link', { name: 'Serengeti Great Migration' })).closest(
      'article',
    )!;
    expect(within(safari).getByText('Price dropped from $1,299 to $999')).toBeInTheDocument();
    expect(within(safari).getByText('$999')).toBeInTheDocument();
    expect(within(safari).getByText('Next departure 14 Dec 2026 · 4 seats left')).toBeInTheDocument();
    expect(within(safari).getByRole('link')).toHaveAttribute('href', '/safaris/serengeti-great-migration');
    const trip = screen.getByRole('link', { name: 'Arusha → Dar es Salaam' }).closest('article')!;
    expect(within(trip).getByText('Sold out')).toBeInTheDocument();
    expect(within(trip).getByText('TSh 36,000')).toBeInTheDocument();
    expect(within(trip).getByText('Departs 12 Dec 2026, 07:30')).toBeInTheDocument();
    expect(within(trip).getByRole('link')).toHaveAttribute('href', '/trips/41');
    expect(screen.getByText('2 saved items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Price drops (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls[0]?.path).toBe('/saved?filter=all&page=1&page_size=12');
  });

  it('removes at once without a question; Undo keeps it, leaving the page sends the removal', async () => {
    const { calls, unmount } = renderPage(() => [200, savedList([savedTrip, savedSafari])]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Serengeti Great Migration from saved' }),
    );
    expect(screen.queryByRole('link', { name: 'Serengeti Great Migration' })).toBeNull();
    expect(screen.getByText('1 saved item')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Serengeti Great Migration' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Serengeti Great Migration from saved' }),
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    unmount();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/saved/safari/7']),
    );
  });

  it('leads to search when nothing is saved, and offers a retry when the list fails', async () => {
    renderPage(() => [200, savedList([])]);
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find safaris' })).toHaveAttribute('href', '/safaris-search');
    expect(screen.getByRole('link', { name: 'Find trips' })).toHaveAttribute('href', '/transport-search');
  });

  it('offers a retry when the list cannot load', async () => {
    renderPage(() => [500, { detail: 'Something broke on our side.', code: 'internal' }]);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Something broke on our side.')).toBeInTheDocument();
  });

  it('filters to price drops and pages through the URL', async () => {
    const { calls, router } = renderPage((path) =>
      path.includes('filter=price_drops')
        ? [200, savedList([savedSafari], { saved_count: 30 })]
        : [200, savedList([savedSafari, savedTrip], { total: 30, saved_count: 30, price_drop_count: 1 })],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Price drops (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=price_drops'));
    await waitFor(() => expect(calls.some((c) => c.path.includes('filter=price_drops'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'All (30)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });
});
