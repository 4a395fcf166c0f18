import { ANALYTICS_DEFAULT_RANGE_DAYS, addDays, todayInTanzania } from '@dala/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render';
import { analyticsFixture, emptyAnalytics } from '../../test/analytics-fixtures';
import AnalyticsPage from './analytics-page';

// jsdom has no canvas: the chart is a named image here (chart.js itself is exercised in the browser).
vi.mock('./analytics-chart', () => ({
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

afterEach(() => vi.unstubAllGlobals());

function renderPage(answer: () => [number, unknown] = () => [200, analyticsFixture], entry = '/analytics') {
  const calls = mockApi((method, path) =>
    method === 'GET' && path.startsWith('/operator/analytics?') ? answer() : [404, { detail: 'Not found' }],
  );
  const view = renderRoutes([{ path: '/analytics', element: <AnalyticsPage /> }], entry);
  return { calls, ...view };
}

describe('AnalyticsPage', () => {
  it('shows the range’s figures, the chart with a text alternative, top listings, occupancy and ratings', async () => {
    const { calls } = renderPage();
    const today = todayInTanzania();
    await screen.findByText('$3,370');
    expect(calls[0]?.path).toBe(
      `/operator/analytics?from=${addDays(today, -(ANALYTICS_DEFAULT_RANGE_DAYS - 1))}&to=${today}`,
    );
    expect(screen.getByText('$12,480')).toBeInTheDocument();
    expect(screen.getByText('$3,744 paid so far')).toBeInTheDocument();
    expect(screen.getByText('2.5 % booked')).toBeInTheDocument();
    expect(screen.getByText('35 %')).toBeInTheDocument();
    expect(screen.getByText('7 of 20 seats')).toBeInTheDocument();
    expect(screen.getByText('$520 refunded')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: /Bookings and earnings per week, from 02 Nov 2026 to 16 Nov 2026: 3 bookings, \$3,370 earned; the best period was 09 Nov 2026 with \$2,430\./,
      }),
    ).toBeInTheDocument();

    const listings = screen.getByRole('table', { name: /most earned first/ });
    const rows = within(listings).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Serengeti Great Migration');
    expect(rows[1]).toHaveTextContent('2.5 %');
    const occupancy = screen.getByRole('table', { name: /seats confirmed of capacity/ });
    expect(within(occupancy).getByText('5 / 10')).toBeInTheDocument();
    expect(within(occupancy).getByText('20 Nov 2026')).toBeInTheDocument();
    const ratings = screen.getByRole('table', { name: /average rating/ });
    expect(within(ratings).getByText('4.5 / 5')).toBeInTheDocument();
  });

  it('writes counts with separators and every share by one rule (a few bookings of thousands of views is not 0 %)', async () => {
    const busy = {
      ...analyticsFixture,
      totals: { ...analyticsFixture.totals, views: 8549, bookings: 3, conversion_percent: 0 },
      listings: [
        { ...analyticsFixture.listings[0]!, views: 1078, bookings: 2, conversion_percent: 0.2 },
        { ...analyticsFixture.listings[1]!, views: 7471, bookings: 1, conversion_percent: 0 },
      ],
    };
    renderPage(() => [200, busy]);
    expect(await screen.findByText('8,549')).toBeInTheDocument();
    expect(screen.getByText('0.04 % booked')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: /most earned first/ })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1,078');
    expect(rows[1]).toHaveTextContent('0.19 %');
    expect(rows[2]).toHaveTextContent('7,471');
    expect(rows[2]).toHaveTextContent('0.01 %');
  });

  it('shows the same figures as a table, by week or by month', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: /Bookings and revenue \(By week\)/ });
    expect(within(table).getByRole('rowheader', { name: 'Week of 09 Nov 2026' })).toBeInTheDocument();
    expect(within(table).getByText('$2,430')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'By month' }));
    const months = screen.getByRole('table', { name: /Bookings and revenue \(By month\)/ });
    expect(within(months).getByRole('rowheader', { name: 'Nov 2026' })).toBeInTheDocument();
  });

  it('asks for another range from the presets or the dates, and refuses a backwards one', async () => {
    const { calls, router } = renderPage();
    await screen.findByText('$3,370');
    const today = todayInTanzania();
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(`/operator/analytics?from=${addDays(today, -29)}&to=${today}`),
    );
    expect(router.state.location.search).toBe(`?from=${addDays(today, -29)}&to=${today}`);

    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText('Choose a start date on or before the end date, at most a year apart.'),
    ).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it('downloads the CSV of the range', async () => {
    const { calls } = renderPage(undefined, '/analytics?from=2026-11-02&to=2026-11-22');
    await screen.findByText('$3,370');
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/operator/analytics.csv?from=2026-11-02&to=2026-11-22')).toBe(
        true,
      ),
    );
  });

  it('welcomes a new operator with an empty state, and offers a retry when loading fails', async () => {
    renderPage(() => [200, emptyAnalytics]);
    expect(await screen.findByRole('heading', { name: 'No figures yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your safaris' })).toHaveAttribute('href', '/safaris');

    let fail = true;
    vi.unstubAllGlobals();
    renderPage(() => (fail ? [500, { detail: 'Server error', code: 'internal' }] : [200, analyticsFixture]));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('$3,370')).toBeInTheDocument();
  });
});
