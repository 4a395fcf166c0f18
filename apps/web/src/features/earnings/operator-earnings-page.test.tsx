import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render';
import { paidPayout, statementFixture, summary, unverifiedBank, verifiedMpesa } from './earnings-fixtures';
import OperatorEarningsPage from './operator-earnings-page';

afterEach(() => vi.unstubAllGlobals());

const month = new Date().toISOString().slice(0, 7);
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, page_size: 10 });

type Answer = [number, unknown];

/** Answers per `METHOD /path`; a function answers from the calls made so far. */
function renderPage(answers: Record<string, Answer | (() => Answer)> = {}) {
  const calls = mockApi((method, path) => {
    const key = `${method} ${path.split('?')[0]}`;
    const answer = answers[key];
    if (answer) return typeof answer === 'function' ? answer() : answer;
    if (key === 'GET /operator/earnings') return [200, summary];
    if (key === 'GET /operator/payout-methods') return [200, { items: [verifiedMpesa, unverifiedBank] }];
    if (key === 'GET /operator/payouts') return [200, page([paidPayout])];
    if (key === 'GET /operator/earnings/statement') return [200, statementFixture(month)];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  const { client } = renderRoutes([{ path: '/payments', element: <OperatorEarningsPage /> }], '/payments');
  return Object.assign(calls, { client });
}

describe('OperatorEarningsPage', () => {
  it('shows pending, available and paid out per currency, pending explained', async () => {
    renderPage();
    const tzs = (await screen.findByRole('heading', { name: 'In TZS' })).closest('div') as HTMLElement;
    expect(within(tzs).getByText('Available')).toBeInTheDocument();
    expect(within(tzs).getAllByText('Released after the trip ends')).toHaveLength(1);
    expect(within(tzs).getByText(/45,000/)).toBeInTheDocument();
    expect(within(tzs).getByText(/20,000/)).toBeInTheDocument();
    const usd = (await screen.findByRole('heading', { name: 'In USD' })).closest('div') as HTMLElement;
    expect(within(usd).getByText('$900')).toBeInTheDocument();
    // History: the paid payout.
    const history = await screen.findByRole('table', { name: 'Your payouts, newest first' });
    expect(within(history).getByText('PO0A1B2C3D4E5F6A7B8C9D')).toBeInTheDocument();
    expect(within(history).getByText('Paid')).toBeInTheDocument();
  });

  it('an operator with no earnings sees the empty state; a failed load offers a retry', async () => {
    renderPage({
      'GET /operator/earnings': [200, { ...summary, balances: [] }],
      'GET /operator/payouts': [500, { detail: 'Server error', code: 'internal' }],
    });
    expect(await screen.findByText('Nothing earned yet')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  });

  it('requests all that is available to a verified method, after a confirmation', async () => {
    const calls = renderPage({
      'POST /operator/payouts': [201, { ...paidPayout, status: 'requested', amount_cents: 4_500_000 }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a payout' });
    expect(within(dialog).getByLabelText('Amount (TZS)')).toHaveValue('45000');
    // Only the verified method is offered.
    const method = within(dialog).getByLabelText('Send to');
    expect(
      within(method)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['M-Pesa ••••••••3456']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the payout' });
    expect(confirm).toHaveTextContent(/Request .*45,000 to M-Pesa ••••••••3456\?/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, request payout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/operator/payouts')?.body).toEqual({
      method_id: verifiedMpesa.id,
      currency: 'TZS',
      amount_cents: 4_500_000,
    });
  });

  it('keeps the open dialog when the balances reload with nothing left to request', async () => {
    let nothingLeft = false;
    const { client } = renderPage({
      'GET /operator/earnings': () => [
        200,
        nothingLeft
          ? { ...summary, balances: summary.balances.map((b) => ({ ...b, available_cents: 0 })) }
          : summary,
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a payout' });
    // As after a successful request (the money set aside) while the dialog is still closing.
    nothingLeft = true;
    await client.invalidateQueries();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled());
    expect(within(dialog).getByLabelText('Amount (TZS)')).toHaveValue('45000');
  });

  it('shows the server’s refusal under the amount', async () => {
    renderPage({
      'POST /operator/payouts': [
        400,
        {
          detail: 'You can request at most TSh 45,000',
          code: 'validation_error',
          fields: { amount_cents: ['You can request at most TSh 45,000'] },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount (TZS)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, request payout' }));
    expect(await screen.findByText('You can request at most TSh 45,000')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (TZS)')).toHaveValue('50000');
  });

  it('says a payout is in progress and disables a second request', async () => {
    renderPage({
      'GET /operator/earnings': [200, { ...summary, open_payout: { ...paidPayout, status: 'requested' } }],
    });
    expect(
      await screen.findByText(/Payout PO0A1B2C3D4E5F6A7B8C9D of .* is waiting for approval/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  });

  it('adds a mobile-money method with the password; a wrong password shows under its field', async () => {
    const calls = renderPage({
      'POST /operator/payout-methods': [
        400,
        {
          detail: 'Your current password is incorrect',
          code: 'validation_error',
          fields: { current_password: ['Your current password is incorrect'] },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add payout method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payout method' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Network'), 'airtel');
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '0688 111 222');
    await userEvent.type(within(dialog).getByLabelText('Your current password'), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add method' }));
    expect(await within(dialog).findByText('Your current password is incorrect')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'mobile_money',
      network: 'airtel',
      phone: '0688 111 222',
      current_password: 'wrong-one',
    });
  });

  it('confirms an unverified method with the mailed code; a wrong code says so', async () => {
    const calls = renderPage({
      'POST /operator/payout-methods/22222222-2222-4222-8222-222222222222/verify': [
        400,
        {
          detail: 'That code is not right: 4 tries left',
          code: 'validation_error',
          fields: { code: ['That code is not right: 4 tries left'] },
        },
      ],
    });
    const code = await screen.findByLabelText('6-digit code');
    await userEvent.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right: 4 tries left')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/verify'))?.body).toEqual({ code: '123456' });
  });

  it('removes a method only after the password and a confirmation', async () => {
    const calls = renderPage({
      'POST /operator/payout-methods/11111111-1111-4111-8111-111111111111/remove': [
        200,
        { detail: 'Payout method removed' },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove M-Pesa ••••••••3456' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this payout method?' });
    expect(calls.some((c) => c.path.endsWith('/remove'))).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Your current password'), 'my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove method' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/remove'))?.body).toEqual({ current_password: 'my-password' });
  });

  it('shows the month’s statement with totals and downloads it as CSV', async () => {
    const calls = renderPage();
    const table = await screen.findByRole('table', { name: /^Movements of / });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Payment received (less commission)')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('DR-AB12CD34')).toBeInTheDocument();
    expect(screen.getByText('Totals in TZS')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/operator/earnings/statement.csv?month=${month}`)).toBe(true),
    );
  });
});
