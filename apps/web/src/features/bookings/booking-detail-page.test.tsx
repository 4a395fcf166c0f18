import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { booking } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import BookingDetailPage from './booking-detail-page';

const realLocation = window.location;
const assign = vi.fn();
beforeEach(() => {
  assign.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  vi.unstubAllGlobals();
});

function renderBalanceDue() {
  const calls = mockApi((method, path) => {
    if (method === 'GET' && path === `/bookings/${booking.id}`) return [200, booking];
    if (method === 'GET' && path === '/payments/options')
      return [
        200,
        {
          channels: ['mpesa', 'mixx', 'airtel', 'halopesa', 'card'],
          tzs_per_usd: '2500.00',
          mobile_money_minimum_cents: 100_000,
        },
      ];
    if (method === 'POST' && path === `/bookings/${booking.id}/payments`)
      return [201, { checkout_url: '/payments/sandbox/checkout/abc' }];
    return [404, { detail: 'Not found', code: 'not_found' }];
  });
  renderRoutes([{ path: '/bookings/:id', element: <BookingDetailPage /> }], `/bookings/${booking.id}`);
  return calls;
}
const paymentBody = (calls: ReturnType<typeof mockApi>) =>
  calls.find((c) => c.method === 'POST' && c.path.endsWith('/payments'))?.body;

describe('BookingDetailPage — pay balance', () => {
  it('pays the balance by mobile money from the lead traveler number, editable', async () => {
    const calls = renderBalanceDue();
    const number = await screen.findByLabelText('Mobile money number');
    expect(number).toHaveValue('712345678');
    await userEvent.clear(number);
    await userEvent.type(number, '754 000 111');
    await userEvent.click(screen.getByRole('button', { name: 'Pay balance $2,274' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/sandbox/checkout/abc'));
    expect(paymentBody(calls)).toEqual({
      kind: 'balance',
      channel: 'mpesa',
      method: 'mobile_money',
      phone: '+255754000111',
      return_path: `/bookings/${booking.id}`,
    });
  });

  it('pays the balance by card without a phone number', async () => {
    const calls = renderBalanceDue();
    await userEvent.click(await screen.findByRole('radio', { name: /Card/ }));
    expect(screen.queryByLabelText('Mobile money number')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay balance $2,274' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(paymentBody(calls)).toEqual({
      kind: 'balance',
      channel: 'card',
      method: 'card',
      return_path: `/bookings/${booking.id}`,
    });
  });
});

describe('BookingDetailPage — pay balance by a prompt on the phone', () => {
  it('shows the prompt with the shillings and, once approved, says the payment went through', async () => {
    const pushed = {
      id: 'pay-9',
      kind: 'balance',
      method: 'mobile_money',
      provider: 'clickpesa',
      status: 'pending',
      amount_cents: 227_400,
      currency: 'USD',
      charged_amount_cents: 568_500_000,
      charged_currency: 'TZS',
      tzs_per_usd: '2500.00',
      channel: 'mpesa',
      flow: 'push',
      provider_reference: 'DRP9',
      checkout_url: null,
      failure_reason: null,
      created_at: '2026-11-22T10:00:00.000Z',
      completed_at: null,
    };
    let payments: unknown[] = [];
    const calls = mockApi((method, path) => {
      if (method === 'GET' && path === `/bookings/${booking.id}`) return [200, { ...booking, payments }];
      if (method === 'GET' && path === '/payments/options')
        return [
          200,
          { channels: ['mpesa', 'card'], tzs_per_usd: '2500.00', mobile_money_minimum_cents: 100_000 },
        ];
      if (method === 'POST' && path === `/bookings/${booking.id}/payments`) {
        payments = [{ ...pushed, status: 'succeeded' }];
        return [201, { checkout_url: null, payment: pushed, booking }];
      }
      return [404, { detail: 'Not found', code: 'not_found' }];
    });
    const { router } = renderRoutes(
      [{ path: '/bookings/:id', element: <BookingDetailPage /> }],
      `/bookings/${booking.id}`,
    );
    expect(await screen.findByTestId('charge-in-shillings')).toHaveTextContent(/TSh\s5,685,000/);
    await userEvent.click(screen.getByRole('button', { name: 'Pay balance $2,274' }));
    expect(paymentBody(calls)).toMatchObject({
      channel: 'mpesa',
      method: 'mobile_money',
      phone: '+255712345678',
    });
    expect(assign).not.toHaveBeenCalled();
    // The booking, looked at again, holds the payment succeeded: back to this page saying so.
    await waitFor(() => expect(router.state.location.search).toBe('?payment=paid'));
  });
});
