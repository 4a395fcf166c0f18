import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSearchDates, toIsoDate } from '@dala/shared';
import { SearchPanel } from './search-panel';

const SUGGESTIONS = [
  {
    slug: 'serengeti-national-park',
    name: 'Serengeti National Park',
    region: 'Northern Tanzania',
    type: 'Wildlife Safari',
    summary: '',
  },
  {
    slug: 'ngorongoro-crater',
    name: 'Ngorongoro Crater',
    region: 'Northern Tanzania',
    type: 'Wildlife Safari',
    summary: '',
  },
];

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

function renderPanel(options: { pendingTarget?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const target = options.pendingTarget
    ? { lazy: () => new Promise<never>(() => {}) }
    : { Component: Landing };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <div>
            <p>Outside the panel</p>
            <SearchPanel />
          </div>
        ),
      },
      { path: '/safaris-search', ...target },
      { path: '/transport-search', ...target },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let fetchMock: ReturnType<typeof vi.fn>;
const TOWNS = [
  { name: 'Moshi', region: 'Kilimanjaro', can_board: true, can_alight: true },
  { name: 'Morogoro', region: 'Morogoro', can_board: true, can_alight: true },
  { name: 'Mombo', region: 'Tanga', can_board: true, can_alight: false },
];

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const parsed = new URL(url, 'http://test');
    const q = parsed.searchParams.get('q') ?? '';
    const source: { name: string }[] = parsed.pathname.endsWith('/trips/towns') ? TOWNS : SUGGESTIONS;
    const items = source.filter((s) => s.name.toLowerCase().includes(q.toLowerCase()));
    return new Response(JSON.stringify({ items }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('SearchPanel', { timeout: 20_000 }, () => {
  it('starts in Safari mode with the primary theme, Trips switches to the teal theme', async () => {
    const user = userEvent.setup();
    renderPanel();
    const safari = screen.getByRole('button', { name: 'Safari' });
    expect(safari).toHaveAttribute('aria-pressed', 'true');
    const submit = screen.getByRole('button', { name: 'Find Safaris' });
    expect(submit.className).toContain('bg-primary-700');

    await user.click(screen.getByRole('button', { name: 'Trips' }));
    expect(screen.getByRole('button', { name: 'Trips' })).toHaveAttribute('aria-pressed', 'true');
    const tripSubmit = screen.getByRole('button', { name: 'Find Trips' });
    expect(tripSubmit.className).toContain('bg-trip-600');
    expect(tripSubmit.className).not.toContain('bg-primary-700');
    expect(screen.queryByRole('button', { name: 'Find Safaris' })).toBeNull();
  });

  it('keeps the search button disabled until a destination is given', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('button', { name: 'Find Safaris' })).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), '   ');
    expect(screen.getByRole('button', { name: 'Find Safaris' })).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Arusha');
    expect(screen.getByRole('button', { name: 'Find Safaris' })).toBeEnabled();
  });

  it('suggests destinations, chooses one with the keyboard, and closes on an outside click', async () => {
    const user = userEvent.setup();
    renderPanel();
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(input, 'seren');
    const option = await screen.findByRole('option', { name: /Serengeti National Park/ });
    expect(option).toHaveTextContent('Northern Tanzania · Wildlife Safari');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Serengeti National Park');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(input);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByText('Outside the panel'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('suggests the towns trips stop at in Trips mode, asking only once the field is used', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Trips' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(input, 'mo');
    expect(await screen.findByRole('option', { name: /Moshi/ })).toHaveTextContent(
      'Kilimanjaro · Town with trips',
    );
    expect(screen.getByRole('option', { name: /Morogoro/ })).toBeInTheDocument();
    // A town where nobody may get off is no destination.
    expect(screen.queryByRole('option', { name: /Mombo/ })).toBeNull();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.every((url) => url.includes('/trips/towns'))).toBe(true);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Moshi');
  });

  it("says 'No destinations found' when nothing matches, and Escape closes the list", async () => {
    const user = userEvent.setup();
    renderPanel();
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(input, 'Atlantis');
    expect(await screen.findByText('No destinations found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('counts travelers with their minimums and no maximum, and closes on an outside click', async () => {
    const user = userEvent.setup();
    renderPanel();
    const toggle = screen.getByRole('button', { name: /Travelers 2 Travelers/ });
    await user.click(toggle);
    const removeAdult = screen.getByRole('button', { name: 'Remove one adult' });
    expect(screen.getByRole('button', { name: 'Remove one child' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove one infant' })).toBeDisabled();
    await user.click(removeAdult);
    expect(removeAdult).toBeDisabled();
    expect(toggle).toHaveTextContent('1 Traveler');
    for (let i = 0; i < 12; i++) await user.click(screen.getByRole('button', { name: 'Add one adult' }));
    await user.click(screen.getByRole('button', { name: 'Add one child' }));
    await user.click(screen.getByRole('button', { name: 'Add one infant' }));
    expect(toggle).toHaveTextContent('15 Travelers');
    expect(screen.getByRole('button', { name: 'Remove one child' })).toBeEnabled();

    await user.click(screen.getByText('Outside the panel'));
    expect(screen.queryByRole('group', { name: 'Number of travelers' })).toBeNull();
  });

  it('navigates to the safari search with location, dates and guests (infants excluded)', async () => {
    const user = userEvent.setup();
    const router = renderPanel();
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Ngorongoro Crater');
    await user.click(screen.getByRole('button', { name: /Travelers/ }));
    await user.click(screen.getByRole('button', { name: 'Add one child' }));
    await user.click(screen.getByRole('button', { name: 'Add one infant' }));
    await user.click(screen.getByRole('button', { name: 'Find Safaris' }));
    const landed = await screen.findByTestId('landed');
    const url = new URL(landed.textContent!, 'http://test');
    expect(url.pathname).toBe('/safaris-search');
    expect(url.searchParams.get('location')).toBe('Ngorongoro Crater');
    expect(url.searchParams.get('guests')).toBe('3');
    expect(url.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(url.searchParams.get('end_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(router.state.location.pathname).toBe('/safaris-search');
  });

  it('searches the default dates of each mode until the traveler picks some (issue 15)', async () => {
    const today = toIsoDate(new Date());
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Ngorongoro Crater');
    await user.click(screen.getByRole('button', { name: 'Find Safaris' }));
    const url = new URL((await screen.findByTestId('landed')).textContent!, 'http://test');
    // A safari start window from the coming weekend over four weeks, not today → +5 days.
    const safari = defaultSearchDates('safari', today);
    expect(url.searchParams.get('start_date')).toBe(safari.start_date);
    expect(url.searchParams.get('end_date')).toBe(safari.end_date);
  });

  it('gives trips their own default dates (today and the week after)', async () => {
    const today = toIsoDate(new Date());
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Trips' }));
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Arusha');
    await user.click(screen.getByRole('button', { name: 'Find Trips' }));
    const url = new URL((await screen.findByTestId('landed')).textContent!, 'http://test');
    expect(url.searchParams.get('start_date')).toBe(today);
    expect(url.searchParams.get('end_date')).toBe(defaultSearchDates('trip', today).end_date);
  });

  it("shows 'Searching...' and disables the button while the search page loads", async () => {
    const user = userEvent.setup();
    renderPanel({ pendingTarget: true });
    await user.click(screen.getByRole('button', { name: 'Trips' }));
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Arusha');
    await user.click(screen.getByRole('button', { name: 'Find Trips' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled());
  });
});
