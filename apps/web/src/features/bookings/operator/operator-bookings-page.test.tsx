import type { OperatorBooking } from '@dala/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking } from '../../../test/fixtures';
import { mockApi, renderRoutes } from '../../../test/render';
import OperatorBookingsPage from './operator-bookings-page';

const routes = [{ path: '/safaris-management/bookings', Component: OperatorBookingsPage }];

const traveler = { id: 'u1', name: 'Asha Mushi', email: 'asha@example.com', phone: null };
const paidByMobileMoney: OperatorBooking = {
  ...booking,
  traveler,
  payments: [
    {
      id: 'p1',
      kind: 'deposit',
      method: 'mobile_money',
      provider: 'sandbox',
      status: 'succeeded',
      amount_cents: 97_400,
      currency: 'USD',
      charged_amount_cents: 243_500_000,
      charged_currency: 'TZS',
      tzs_per_usd: '2500.00',
      channel: null,
      flow: 'push',
      provider_reference: 'ref-1',
      checkout_url: null,
      failure_reason: null,
      created_at: '2026-11-22T10:00:00.000Z',
      completed_at: '2026-11-22T10:01:00.000Z',
    },
  ],
};
const refunded: OperatorBooking = {
  ...booking,
  id: '1f8fad5b-d9cb-469f-a165-70867728950e',
  reference: 'DR-ZZ12CD34',
  status: 'cancelled',
  traveler: { ...traveler, name: 'Juma Said' },
  paid_cents: 129_900,
  refunded_cents: 124_700,
};

afterEach(() => vi.unstubAllGlobals());

describe('/safaris-management/bookings', () => {
  it('shows what each booking was paid and refunded, and the totals of the filter', async () => {
    mockApi((_m, path) =>
      path.startsWith('/operator/bookings')
        ? [
            200,
            {
              items: [paidByMobileMoney, refunded],
              total: 25,
              page: 1,
              page_size: 20,
              totals: [{ currency: 'USD', bookings: 25, paid_cents: 3_250_000, refunded_cents: 124_700 }],
            },
          ]
        : [200, { items: [], total: 0, page: 1, page_size: 100 }],
    );
    renderRoutes(routes, '/safaris-management/bookings');
    const first = (await screen.findByRole('link', { name: 'Asha Mushi' })).closest('article')!;
    expect(within(first).getByText('$3,248')).toBeInTheDocument();
    expect(first.textContent).toContain('Paid $974');
    expect(first.textContent).toMatch(/charged TSh\s2,435,000/);
    expect(within(first).queryByText(/Refunded/)).not.toBeInTheDocument();

    const second = screen.getByRole('link', { name: 'Juma Said' }).closest('article')!;
    expect(second.textContent).toContain('Paid $1,299');
    expect(within(second).getByText('Refunded $1,247')).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals of these bookings' });
    expect(totals).toHaveTextContent('25 bookings, all pages: paid $32,500, refunded $1,247');
  });
});
