import type { Payment } from '@dala/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking } from '../../test/fixtures';
import { tripBooking } from '../../test/trip-fixtures';
import { mockApi, withQueryClient } from '../../test/render';
import { PROMPT_POLL_MS } from './api/use-payment-progress';
import { PaymentPromptPanel } from './payment-prompt-panel';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A $974 deposit pushed to an M-Pesa number, charged in shillings at 2,500. */
const pushed: Payment = {
  id: 'pay-1',
  kind: 'deposit',
  method: 'mobile_money',
  provider: 'clickpesa',
  status: 'pending',
  amount_cents: 97_400,
  currency: 'USD',
  charged_amount_cents: 243_500_000,
  charged_currency: 'TZS',
  tzs_per_usd: '2500.00',
  channel: 'mpesa',
  flow: 'push',
  provider_reference: 'DRP1',
  checkout_url: null,
  failure_reason: null,
  created_at: '2026-11-22T10:00:00.000Z',
  completed_at: null,
};
const prompt = { payment: pushed, phone: '+255754000111' };

function renderPanel(owner: { kind: 'safari' | 'trip'; bookingId: string }) {
  const handlers = { onSucceeded: vi.fn(), onRetry: vi.fn(), onChangeMethod: vi.fn() };
  render(withQueryClient(<PaymentPromptPanel owner={owner} prompt={prompt} {...handlers} />));
  return handlers;
}

describe('PaymentPromptPanel', () => {
  it('asks to approve the prompt, looks again by itself and reports the success once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Payment['status'] = 'pending';
    const calls = mockApi((method, path) =>
      method === 'GET' && path === `/bookings/${booking.id}`
        ? [200, { ...booking, payments: [{ ...pushed, status }] }]
        : [404, { detail: 'Not found', code: 'not_found' }],
    );
    const { onSucceeded } = renderPanel({ kind: 'safari', bookingId: booking.id });

    const panel = await screen.findByRole('region', { name: 'Payment on your phone' });
    expect(panel).toHaveTextContent('Approve the prompt on your phone');
    expect(panel).toHaveTextContent(/\+255754000111 for\s*TSh\s2,435,000/);
    await vi.waitFor(() => expect(calls.length).toBe(1));
    expect(onSucceeded).not.toHaveBeenCalled();

    // Approved on the phone: the next look finds the payment succeeded.
    status = 'succeeded';
    await act(() => vi.advanceTimersByTimeAsync(PROMPT_POLL_MS));
    expect(await screen.findByText('Payment received')).toBeVisible();
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(onSucceeded).toHaveBeenCalledWith(expect.objectContaining({ id: 'pay-1', status: 'succeeded' }));
    // Settled: no more looking.
    const looked = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(PROMPT_POLL_MS * 3));
    expect(calls.length).toBe(looked);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it('shows why a trip payment failed, with Try again and another way to pay', async () => {
    mockApi((method, path) =>
      method === 'GET' && path === `/trip-bookings/${tripBooking.id}`
        ? [
            200,
            {
              ...tripBooking,
              payments: [{ ...pushed, status: 'failed', failure_reason: 'Declined by the payer' }],
            },
          ]
        : [404, { detail: 'Not found', code: 'not_found' }],
    );
    const { onSucceeded, onRetry, onChangeMethod } = renderPanel({ kind: 'trip', bookingId: tripBooking.id });

    expect(await screen.findByText('The payment did not go through')).toBeVisible();
    expect(screen.getByText('Declined by the payer')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Choose another way to pay' }));
    expect(onChangeMethod).toHaveBeenCalledTimes(1);
    expect(onSucceeded).not.toHaveBeenCalled();
  });
});
