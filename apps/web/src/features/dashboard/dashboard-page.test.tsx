import type { TravelerDashboard, User } from '@dala/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tourOperator, user } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import { analyticsFixture, emptyAnalytics } from '../../test/analytics-fixtures';
import { countdownParts } from './countdown';
import DashboardPage from './dashboard-page';

let signedIn: User = user();
vi.mock('../auth', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useAuth: () => ({ user: signedIn }),
}));
// The slots' owners test their cards; here they are markers, to check where the dashboard places them.
vi.mock('../messaging', () => ({ UnreadMessagesCard: () => <section aria-label="slot: unread messages" /> }));
vi.mock('../saved', () => ({ SavedPriceDropsCard: () => <section aria-label="slot: saved price drops" /> }));
vi.mock('../reviews', () => ({ ReviewsToWriteCard: () => <section aria-label="slot: reviews to write" /> }));
// jsdom has no canvas: the chart is a named image here.
vi.mock('../analytics/analytics-chart', () => ({
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;

function tripDashboard(): TravelerDashboard {
  return {
    next: {
      kind: 'trip',
      booking_id: 'b-trip',
      reference: 'DR-TR1P2027',
      status: 'confirmed',
      title: 'Dar es Salaam → Arusha',
      subtitle: 'Dar es Salaam → Moshi',
      operator_name: 'Twiga Coaches',
      // 3 days, 4 hours and a half from now.
      starts_at: new Date(Date.now() + 76.5 * HOUR).toISOString(),
      start_date: '2027-03-01',
      end_date: '2027-03-01',
      seats: 2,
      tickets: [
        { number: 'K7M3Q9XPR', display: 'K7M-3Q9-XPR', seat: '7A' },
        { number: 'A1B2C3D4E', display: 'A1B-2C3-D4E', seat: '7B' },
      ],
      receipt_payment_id: 'pay-1',
    },
    upcoming_count: 3,
    balances_due: [
      {
        booking_id: 'b-safari',
        reference: 'DR-SAF12345',
        title: 'Serengeti Great Migration',
        start_date: '2027-06-10',
        currency: 'USD',
        balance_cents: 873_600,
        due_date: '2027-04-26',
        overdue: false,
      },
    ],
  };
}

function renderDashboard(answers: Record<string, [number, unknown]>) {
  const calls = mockApi(
    (method, path) => answers[`${method} ${path.split('?')[0]}`] ?? [404, { detail: 'Not found' }],
  );
  const view = renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/admin', element: <p>Admin console</p> },
    ],
    '/dashboard',
  );
  return { calls, ...view };
}

describe('traveler dashboard', () => {
  it('shows the next trip with its countdown and documents, the balances due, no "will appear" text', async () => {
    signedIn = user();
    renderDashboard({ 'GET /me/dashboard': [200, tripDashboard()] });
    const next = (await screen.findByRole('heading', { name: 'Dar es Salaam → Arusha' })).closest(
      'section, div',
    )!;
    expect(screen.getByText('Your next trip')).toBeInTheDocument();
    expect(screen.getByText('Starts in 3 days 4 hours')).toBeInTheDocument();
    expect(screen.getByText('Dar es Salaam → Moshi · Twiga Coaches')).toBeInTheDocument();
    expect(within(next as HTMLElement).getByRole('link', { name: 'Booking details' })).toHaveAttribute(
      'href',
      '/bookings/b-trip',
    );
    expect(screen.getByRole('link', { name: 'Ticket K7M-3Q9-XPR (seat 7A)' })).toHaveAttribute(
      'href',
      '/trips/tickets/K7M3Q9XPR',
    );
    expect(screen.getByRole('link', { name: 'Latest receipt' })).toHaveAttribute(
      'href',
      '/payments/pay-1/receipt',
    );
    expect(screen.getByRole('link', { name: 'And 2 more coming up' })).toHaveAttribute('href', '/bookings');

    const balances = screen.getByRole('heading', { name: 'Balances due' }).parentElement!;
    expect(within(balances).getByText('Serengeti Great Migration')).toBeInTheDocument();
    expect(within(balances).getByText('$8,736 due by 26 Apr 2027')).toBeInTheDocument();
    expect(within(balances).getByRole('link', { name: 'Pay balance' })).toHaveAttribute(
      'href',
      '/bookings/b-safari',
    );
    for (const slot of ['unread messages', 'saved price drops', 'reviews to write']) {
      expect(screen.getByRole('region', { name: `slot: ${slot}` })).toBeInTheDocument();
    }
    expect(document.body.textContent).not.toMatch(/will appear/i);
    // The header is the spec's; the dashboard leads to every traveler page besides it.
    for (const [name, href] of [
      ['Messages', '/messages'],
      ['Saved', '/saved'],
      ['Deals', '/deals'],
      ['Reviews', '/reviews'],
      ['Payments', '/payments'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
  });

  it('offers to find a safari or a trip when nothing is coming, and retries a failed load', async () => {
    signedIn = user();
    renderDashboard({ 'GET /me/dashboard': [200, { next: null, upcoming_count: 0, balances_due: [] }] });
    expect(await screen.findByRole('heading', { name: 'No trips coming up' })).toBeInTheDocument();
    expect(screen.getByText('Nothing to pay right now.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Find a safari' })[0]).toHaveAttribute(
      'href',
      '/safaris-search',
    );

    vi.unstubAllGlobals();
    renderDashboard({ 'GET /me/dashboard': [500, { detail: 'Server error', code: 'internal' }] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('counts down in days and hours, then minutes, then says it is under way', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(countdownParts('2026-11-27T16:30:00Z', now)).toEqual({ days: 3, hours: 4, minutes: 30 });
    expect(countdownParts('2026-11-24T12:20:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 20 });
    expect(countdownParts('2026-11-24T11:00:00Z', now)).toBeNull();
  });
});

describe('operator dashboard', () => {
  it('summarises the last 30 days with the way to the analytics', async () => {
    signedIn = tourOperator(true);
    const { calls } = renderDashboard({ 'GET /operator/analytics': [200, analyticsFixture] });
    expect(await screen.findByRole('heading', { name: 'Last 30 days' })).toBeInTheDocument();
    expect(await screen.findByText('$3,370')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open analytics' })).toHaveAttribute('href', '/analytics');
    for (const [name, href] of [
      ['Company profile', '/company'],
      ['Earnings and payouts', '/payments'],
      ['Deals', '/deals'],
      ['Messages', '/messages'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('table', { name: /most earned first/ })).toHaveTextContent(
      'Serengeti Great Migration',
    );
    expect(calls.find((c) => c.path.startsWith('/operator/analytics'))?.path).toMatch(
      /^\/operator\/analytics\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    expect(calls.some((c) => c.path === '/me/dashboard')).toBe(false);
    expect(screen.getByRole('region', { name: 'slot: unread messages' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'slot: saved price drops' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/will appear/i);
  });

  it('tells a new operator what will fill it', async () => {
    signedIn = tourOperator(true);
    renderDashboard({ 'GET /operator/analytics': [200, emptyAnalytics] });
    expect(
      await screen.findByText(/Your bookings, revenue and listing views show here as soon as travelers/),
    ).toBeInTheDocument();
  });
});

describe('admin', () => {
  it('is sent to the admin console', async () => {
    signedIn = user({ type: 'admin' });
    const { router } = renderDashboard({});
    expect(await screen.findByText('Admin console')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
