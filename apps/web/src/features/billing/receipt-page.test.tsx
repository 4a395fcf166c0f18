import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render';
import { receipt } from './billing-fixtures';
import ReceiptPage from './receipt-page';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/payments/:id/receipt', element: <ReceiptPage /> }];
const url = `/payments/${receipt.payment_id}/receipt`;

describe('ReceiptPage', () => {
  it("shows the platform's and the operator's details, the booking, what was paid and the balance", async () => {
    mockApi((_method, path) =>
      path === `/me/payments/${receipt.payment_id}/receipt` ? [200, receipt] : [404, { detail: 'Not found' }],
    );
    renderRoutes(routes, url);
    const card = await screen.findByRole('article', { name: 'Payment receipt' });
    const inCard = within(card);
    expect(inCard.getByTestId('receipt-number')).toHaveTextContent('RCT-DRP7K2M9Q4');
    expect(inCard.getByText('Dala Rides')).toBeInTheDocument();
    expect(inCard.getByText('https://dalarides.co.tz')).toBeInTheDocument();
    expect(inCard.getAllByText(/support@dalarides\.co\.tz/)).not.toHaveLength(0);
    expect(inCard.getByText('Kilima Safaris Ltd')).toBeInTheDocument();
    expect(inCard.getByText('Plot 7, Sokoine Road, Arusha')).toBeInTheDocument();
    expect(inCard.getByText('+255 754 000 222')).toBeInTheDocument();
    expect(inCard.getByText('bookings@kilimasafaris.co.tz')).toBeInTheDocument();
    expect(inCard.getByText('Neema Mushi')).toBeInTheDocument();
    expect(inCard.getByText('DR-SAF12345')).toBeInTheDocument();
    expect(inCard.getByText('10 Feb 2027 to 14 Feb 2027')).toBeInTheDocument();
    expect(inCard.getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(inCard.getByText('Deposit')).toBeInTheDocument();
    expect(inCard.getByText(/3,231,875/)).toBeInTheDocument();
    // The deposit in dollars, and paid so far.
    expect(inCard.getAllByText('$1,250')).toHaveLength(2);
    expect(inCard.getByText('1 USD = 2585.50 TZS')).toBeInTheDocument();
    expect(inCard.getByText('Mixx by Yas')).toBeInTheDocument();
    expect(inCard.getByText(receipt.payment.provider_reference)).toBeInTheDocument();
    expect(inCard.getByText('$5,000')).toBeInTheDocument();
    expect(inCard.getByText('$3,750 by 12 Dec 2026')).toBeInTheDocument();
  });

  it('prints the page and downloads the PDF with the session', async () => {
    const calls = mockApi((_method, path) =>
      path === `/me/payments/${receipt.payment_id}/receipt` ? [200, receipt] : [200, {}],
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderRoutes(routes, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.some((c) => c.path === `/me/payments/${receipt.payment_id}/receipt/pdf`)).toBe(true);
  });

  it("says so for a payment that has no receipt (or is another traveler's)", async () => {
    mockApi(() => [404, { detail: 'Receipt not found', code: 'not_found' }]);
    renderRoutes(routes, url);
    expect(await screen.findByText('Receipt not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to payments' })).toHaveAttribute('href', '/payments');
  });
});
