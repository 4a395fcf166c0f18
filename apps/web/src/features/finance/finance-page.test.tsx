import type { AdminPayout, FinanceOverview, FinancePayment, ReconciliationItem } from '@dala/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render';
import FinancePage from './finance-page';
import { financeRoutes } from './routes';

const routes = [{ path: '/admin/finance', Component: FinancePage }];

const OVERVIEW: FinanceOverview = {
  commission: {
    month_start: '2026-10-31T21:00:00.000Z',
    this_month: [{ currency: 'TZS', amount_cents: 28_000_000 }],
    all_time: [
      { currency: 'TZS', amount_cents: 125_000_000 },
      { currency: 'USD', amount_cents: 1_234_500 },
    ],
  },
  rates: {
    commission: [
      { segment: 'safaris', basis_points: 1000, percent: '10', set: false },
      { segment: 'transport', basis_points: 750, percent: '7.5', set: true },
    ],
    tzs_per_usd: '2585.50',
    tzs_per_usd_set: true,
  },
  counts: {
    pending_payments: 1,
    payouts_awaiting_approval: 1,
    failed_refunds: 0,
    reconciliation_problems: 2,
  },
  ledger: { balanced: true, transactions: 42, unbalanced: [] },
};

function payment(overrides: Partial<FinancePayment> = {}): FinancePayment {
  return {
    id: '0b7c5a4e-5b1f-4a8e-9d8e-1f2a3b4c5d6e',
    booking: { id: 'b1', reference: 'DR-7K2M9Q', kind: 'trip' },
    kind: 'full',
    status: 'pending',
    provider: 'clickpesa',
    method: 'mobile_money',
    channel: 'mpesa',
    reference: 'DRP1234',
    provider_reference: 'CP-1',
    charged_amount_cents: 3_500_000,
    charged_currency: 'TZS',
    created_at: '2026-11-22T08:00:00.000Z',
    age_seconds: 26 * 3600 + 15 * 60,
    check_attempts: 7,
    provider_state: 'PROCESSING',
    provider_checked_at: '2026-11-23T09:00:00.000Z',
    next_check_at: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

const PROBLEMS: ReconciliationItem[] = [
  {
    problem: 'stuck_pending',
    since: '2026-11-22T08:00:00.000Z',
    booking: { id: 'b1', reference: 'DR-7K2M9Q', kind: 'trip' },
    payment: payment(),
    refund: null,
  },
  {
    problem: 'refund_failed',
    since: '2026-11-20T08:00:00.000Z',
    booking: { id: 'b2', reference: 'DR-REFUND', kind: 'safari' },
    payment: payment({
      id: 'p2',
      status: 'succeeded',
      booking: { id: 'b2', reference: 'DR-REFUND', kind: 'safari' },
    }),
    refund: {
      id: 'r1',
      amount_cents: 1_000_000,
      currency: 'TZS',
      reason: 'Cancelled',
      created_at: '2026-11-20T08:00:00.000Z',
    },
  },
];

const PAYOUT: AdminPayout = {
  id: '5f2d1c3b-0a9e-4f8d-8c7b-6a5e4d3c2b1a',
  reference: 'PO123',
  status: 'requested',
  amount_cents: 50_000_000,
  currency: 'TZS',
  sent_amount_cents: null,
  sent_currency: null,
  tzs_per_usd: null,
  method: {
    id: 'm1',
    kind: 'mobile_money',
    status: 'verified',
    network: 'airtel',
    phone_masked: '•••••••5678',
    bank_name: null,
    account_name: null,
    account_number_masked: null,
    code_pending: false,
    created_at: '2026-11-01T08:00:00.000Z',
    verified_at: '2026-11-01T08:05:00.000Z',
  },
  failure_reason: null,
  requested_at: '2026-11-23T07:00:00.000Z',
  decided_at: null,
  completed_at: null,
  operator: { id: 'o1', company_name: 'Kilima Coaches', email: 'ops@kilima.example' },
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, page_size: 10 });

type Handler = (method: string, path: string, body: unknown) => [number, unknown] | undefined;

function api(extra: Handler = () => undefined) {
  return mockApi((method, path, body) => {
    const special = extra(method, path, body);
    if (special) return special;
    if (path === '/admin/finance/overview') return [200, OVERVIEW];
    if (path.startsWith('/admin/finance/commission')) return [200, page([])];
    if (path.startsWith('/admin/finance/exchange-rate'))
      return [
        200,
        page([
          {
            id: 3,
            tzs_per_usd: '2585.50',
            set_by: { id: 'a1', name: 'Amina Said', email: 'amina@dalarides.co.tz' },
            created_at: '2026-11-20T09:00:00.000Z',
          },
        ]),
      ];
    if (path.startsWith('/admin/finance/pending-payments')) return [200, page([payment()])];
    if (path.startsWith('/admin/finance/reconciliation')) return [200, page(PROBLEMS)];
    if (path.startsWith('/admin/payouts?')) return [200, page([PAYOUT])];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/finance', () => {
  it('shows commission per currency, counts linking to their sections, the ledger proof and the rates', async () => {
    api();
    renderRoutes(routes, '/admin/finance');
    expect(await screen.findByText('TSh 280,000')).toBeInTheDocument();
    expect(screen.getByText('TSh 1,250,000')).toBeInTheDocument();
    // The console's tabs: the admin's header no longer lists the console's sections.
    const tabs = screen.getByRole('navigation', { name: 'Admin console' });
    expect(within(tabs).getByRole('link', { name: 'Finance' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('$12,345')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Payouts to approve\s*1/ })).toHaveAttribute(
      'href',
      '#finance-payouts',
    );
    expect(screen.getByRole('link', { name: /Reconciliation problems\s*2/ })).toHaveAttribute(
      'href',
      '#finance-reconciliation',
    );
    expect(screen.getByTestId('ledger-proof')).toHaveTextContent(
      'The ledger balances: all 42 transactions sum to zero in every currency.',
    );
    const rates = screen.getByRole('region', { name: 'Rates' });
    expect(within(rates).getByText('Safaris commission').nextSibling).toHaveTextContent('10 %default');
    expect(within(rates).getByText('Transport commission').nextSibling).toHaveTextContent('7.5 %');
    expect(await within(rates).findByText('Amina Said')).toBeInTheDocument();
    expect(within(rates).getAllByText('TSh 2,585.50 per $1').length).toBeGreaterThan(0);
    expect(within(rates).getByText(/No admin has changed a commission yet/)).toBeInTheDocument();
  });

  it('lists pending payments with booking, provider, channel, amount, age, checks and state', async () => {
    api();
    renderRoutes(routes, '/admin/finance');
    const section = await screen.findByRole('region', { name: 'Pending payments' });
    const row = (await within(section).findByText('DR-7K2M9Q')).closest('tr')!;
    expect(row).toHaveTextContent('clickpesa · M-Pesa');
    expect(row).toHaveTextContent('TSh 35,000');
    expect(row).toHaveTextContent('1 d 2 h');
    expect(row).toHaveTextContent('PROCESSING');
    expect(row).toHaveTextContent('7 checks');
  });

  it('shows reconciliation problems as badges and checks a payment again', async () => {
    const calls = api((method, path) =>
      method === 'POST' && path.endsWith('/recheck')
        ? [200, { provider_says: 'succeeded', payment: payment({ status: 'succeeded' }) }]
        : undefined,
    );
    renderRoutes(routes, '/admin/finance');
    const section = await screen.findByRole('region', { name: 'Reconciliation' });
    expect(await within(section).findByText('Stuck pending')).toBeInTheDocument();
    const refundRow = within(section).getByText('DR-REFUND').closest('tr')!;
    expect(refundRow).toHaveTextContent('Refund failed');
    expect(refundRow).toHaveTextContent('TSh 10,000');
    // A failed refund is not fixed by asking about its payment: no "check again" there.
    expect(within(refundRow).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Check payment DR-7K2M9Q again' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.method === 'POST' && c.path === `/admin/finance/payments/${payment().id}/recheck`,
        ),
      ).toBe(true),
    );

    await userEvent.selectOptions(within(section).getByLabelText('Show'), 'refund_failed');
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        '/admin/finance/reconciliation?page=1&page_size=10&problem=refund_failed',
      ),
    );
  });

  it('checks a commission before asking, confirms it, then saves it', async () => {
    const calls = api((method, path, body) =>
      method === 'POST' && path === '/admin/finance/commission'
        ? [
            201,
            {
              id: 9,
              segment: 'transport',
              basis_points: 925,
              percent: '9.25',
              set_by: null,
              created_at: '2026-11-24T08:00:00.000Z',
              ...(body as object),
            },
          ]
        : undefined,
    );
    renderRoutes(routes, '/admin/finance');
    const rates = await screen.findByRole('region', { name: 'Rates' });
    const form = within(rates).getByRole('form', { name: 'Change a commission' });
    await userEvent.selectOptions(within(form).getByLabelText('Segment'), 'transport');
    const percent = within(form).getByLabelText('Commission (%)');
    await userEvent.type(percent, '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Save commission' }));
    expect(
      await within(form).findByText('Enter a commission between 0 and 50 percent, with at most two decimals'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.clear(percent);
    await userEvent.type(percent, '9.25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save commission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the commission?' });
    expect(dialog).toHaveTextContent('Transport commission goes from 7.5 % to 9.25 %.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/admin/finance/commission',
      body: { segment: 'transport', percent: '9.25' },
    });
  });

  it('shows the server’s message under the rate when it refuses it', async () => {
    api((method, path) =>
      method === 'POST' && path === '/admin/finance/exchange-rate'
        ? [
            400,
            {
              detail: 'Validation failed',
              code: 'validation_error',
              fields: { tzs_per_usd: ['The server refused this rate'] },
            },
          ]
        : undefined,
    );
    renderRoutes(routes, '/admin/finance');
    const rates = await screen.findByRole('region', { name: 'Rates' });
    const form = within(rates).getByRole('form', { name: 'Change the USD → TZS rate' });
    const input = within(form).getByLabelText('Shillings per US dollar');
    await userEvent.type(input, '2,600');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(
      await within(form).findByText(
        'Enter the rate in shillings per dollar (100 to 100,000), with at most two decimals',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '2600.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the exchange rate?' });
    expect(dialog).toHaveTextContent('TSh 2,585.50 per dollar becomes TSh 2,600.50 per dollar.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change it' }));
    expect(await within(form).findByText('The server refused this rate')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('approves a payout after confirming, and rejects one only with a reason', async () => {
    const calls = api((method, path) =>
      method === 'POST' && path.startsWith('/admin/payouts/')
        ? [200, { ...PAYOUT, status: path.endsWith('/approve') ? 'approved' : 'rejected' }]
        : undefined,
    );
    renderRoutes(routes, '/admin/finance');
    const section = await screen.findByRole('region', { name: 'Payouts' });
    const row = (await within(section).findByText('Kilima Coaches')).closest('tr')!;
    expect(row).toHaveTextContent('TSh 500,000');
    expect(row).toHaveTextContent('Airtel Money');
    expect(row).toHaveTextContent('•••••••5678');

    await userEvent.click(within(row).getByRole('button', { name: 'Approve the payout of Kilima Coaches' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve this payout?' });
    expect(approve).toHaveTextContent('TSh 500,000 will be sent to Kilima Coaches');
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve and send' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `/admin/payouts/${PAYOUT.id}/approve`)).toBe(
        true,
      ),
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Reject the payout of Kilima Coaches' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject this payout?' });
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject payout' }));
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
    await userEvent.type(within(reject).getByLabelText('Reason'), 'Bank details do not match the company');
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject payout' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/reject'))).toMatchObject({
        body: { reason: 'Bank details do not match the company' },
      }),
    );
  });

  it('says so when nothing needs attention, and when a list cannot load', async () => {
    api((method, path) => {
      if (path.startsWith('/admin/finance/reconciliation')) return [200, page([])];
      if (path.startsWith('/admin/finance/pending-payments'))
        return [500, { detail: 'Boom', code: 'internal_error' }];
      return undefined;
    });
    renderRoutes(routes, '/admin/finance');
    expect(await screen.findByText('Everything reconciles')).toBeInTheDocument();
    const pending = screen.getByRole('region', { name: 'Pending payments' });
    expect(await within(pending).findByRole('alert')).toHaveTextContent('Boom');
  });

  it('is behind the admin guard (anyone else is sent to /unauthorized)', () => {
    const [guarded] = financeRoutes;
    expect((guarded!.element as { props: { userType?: string } }).props.userType).toBe('admin');
    expect(guarded!.children?.map((r) => r.path)).toEqual(['admin/finance']);
  });
});
