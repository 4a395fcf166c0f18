import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render';
import { failedCard, tripRefund, tzsDeposit } from './billing-fixtures';
import TravelerPaymentsPage from './traveler-payments-page';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/payments', element: <TravelerPaymentsPage /> }];
const page = (items: unknown[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  page_size: 20,
});

describe('TravelerPaymentsPage', () => {
  it('lists payments and refunds with state, method, the amount paid and the dollars beside shillings', async () => {
    const calls = mockApi((_method, path) =>
      path.startsWith('/me/payments?') ? [200, page([tripRefund, tzsDeposit, failedCard])] : [404, {}],
    );
    renderRoutes(routes, '/payments');

    // The table (wide screens): one row per line, newest first.
    const table = await screen.findByRole('table', { name: 'Your payments and refunds, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const refund = within(rows[0]!);
    expect(refund.getByText('Refund of the full payment')).toBeInTheDocument();
    expect(refund.getByText('Refund in progress')).toBeInTheDocument();
    expect(refund.getByText('M-Pesa')).toBeInTheDocument();
    expect(refund.getByText(/Reason: Cancelled by the traveler/)).toBeInTheDocument();
    expect(refund.getByRole('link', { name: 'Booking DR-TR1P2027' })).toHaveAttribute(
      'href',
      `/bookings/${tripRefund.booking.id}`,
    );
    expect(refund.queryByRole('link', { name: /Receipt/ })).toBeNull();

    const deposit = within(rows[1]!);
    expect(deposit.getByText('Deposit')).toBeInTheDocument();
    expect(deposit.getByText('Paid')).toBeInTheDocument();
    expect(deposit.getByText('Mixx by Yas')).toBeInTheDocument();
    expect(deposit.getByText(/3,231,875/)).toBeInTheDocument();
    expect(deposit.getByText('$1,250 at 2585.50 TSh/USD')).toBeInTheDocument();
    expect(deposit.getByText('20 Nov 2026')).toBeInTheDocument();
    expect(deposit.getByRole('link', { name: 'Receipt RCT-DRP7K2M9Q4' })).toHaveAttribute(
      'href',
      `/payments/${tzsDeposit.id}/receipt`,
    );

    const failed = within(rows[2]!);
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText('Card')).toBeInTheDocument();
    expect(failed.getByText('Why: Card declined')).toBeInTheDocument();
    expect(failed.queryByRole('link', { name: /Receipt/ })).toBeNull();

    // The cards (phones) hold the same lines.
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByRole('link', { name: 'Receipt RCT-DRP7K2M9Q4' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/me/payments?page=1&page_size=20']);
  });

  it('points to the safaris when there is nothing yet', async () => {
    mockApi(() => [200, page([])]);
    renderRoutes(routes, '/payments');
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a safari' })).toHaveAttribute('href', '/safaris-search');
  });

  it('says when the list could not load, and tries again', async () => {
    let fail = true;
    mockApi(() =>
      fail ? [500, { detail: 'Something went wrong', code: 'internal' }] : [200, page([tzsDeposit])],
    );
    renderRoutes(routes, '/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('pages through a long history', async () => {
    const calls = mockApi((_method, path) =>
      path.includes('page=2') ? [200, page([failedCard], 21, 2)] : [200, page([tzsDeposit], 21, 1)],
    );
    const { router } = renderRoutes(routes, '/payments');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findAllByText('Why: Card declined')).not.toHaveLength(0);
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.map((c) => c.path)).toContain('/me/payments?page=2&page_size=20');
  });
});
