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
