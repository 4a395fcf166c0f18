import type { PaymentChannel } from '@dala/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhoneParts } from '../../components/ui/phone-input';
import { ApiRequestError } from '../../lib/api-client';
import { mockApi, withQueryClient } from '../../test/render';
import {
  DEFAULT_PAYMENT_CHANNEL,
  PaymentMethodFields,
  paymentFieldErrors,
  paymentMethodRequest,
  type PaymentFieldErrors,
} from './payment-method-fields';

afterEach(() => vi.unstubAllGlobals());

const ALL: PaymentChannel[] = ['mpesa', 'mixx', 'airtel', 'halopesa', 'card'];

function answerOptions(channels: PaymentChannel[] = ALL, rate = '2500.00') {
  return mockApi((method, path) =>
    method === 'GET' && path === '/payments/options'
      ? [200, { channels, tzs_per_usd: rate, mobile_money_minimum_cents: 100_000 }]
      : [404, { detail: 'Not found', code: 'not_found' }],
  );
}

/** The fields as a checkout holds them, with a Pay button that hands over the request body. */
function Checkout({
  amount,
  errors,
  onPay,
}: {
  amount?: { cents: number; currency: string };
  errors?: PaymentFieldErrors;
  onPay: (body: unknown) => void;
}) {
  const [channel, setChannel] = useState<PaymentChannel>(DEFAULT_PAYMENT_CHANNEL);
  const [phone, setPhone] = useState<PhoneParts>({ code: '+255', number: '712345678' });
  return (
    <>
      <PaymentMethodFields
        channel={channel}
        onChannelChange={setChannel}
        phone={phone}
        onPhoneChange={setPhone}
        amount={amount}
        errors={errors}
      />
      <button type="button" onClick={() => onPay(paymentMethodRequest(channel, phone))}>
        Pay
      </button>
    </>
  );
}

describe('PaymentMethodFields', () => {
  it('offers only the channels this server can charge and sends the chosen network with its number', async () => {
    answerOptions(['mpesa', 'airtel', 'card']);
    const onPay = vi.fn();
    render(withQueryClient(<Checkout onPay={onPay} />));
    expect(await screen.findByRole('radio', { name: /M-Pesa/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Airtel Money/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Mixx by Yas/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /HaloPesa/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Airtel Money/ }));
    const number = screen.getByLabelText(/Mobile money number/);
    await userEvent.clear(number);
    await userEvent.type(number, '0784 111 222');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenLastCalledWith({
      channel: 'airtel',
      method: 'mobile_money',
      phone: '+255784111222',
    });

    await userEvent.click(screen.getByRole('radio', { name: /Card/ }));
    expect(screen.queryByLabelText(/Mobile money number/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenLastCalledWith({ channel: 'card', method: 'card' });
  });

  it('chooses the first channel offered when M-Pesa is not configured here', async () => {
    answerOptions(['halopesa', 'card']);
    const onPay = vi.fn();
    render(withQueryClient(<Checkout onPay={onPay} />));
    await waitFor(() => expect(screen.getByRole('radio', { name: /HaloPesa/ })).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenLastCalledWith({
      channel: 'halopesa',
      method: 'mobile_money',
      phone: '+255712345678',
    });
  });

  it('shows the shillings charged beside a dollar amount paid by mobile money, at the rate', async () => {
    answerOptions(ALL, '2500.00');
    render(withQueryClient(<Checkout amount={{ cents: 97_400, currency: 'USD' }} onPay={vi.fn()} />));
    const charge = await screen.findByTestId('charge-in-shillings');
    expect(charge).toHaveTextContent(/\$974 is charged in shillings:\s*TSh\s2,435,000/);
    expect(charge).toHaveTextContent(/at TSh\s2,500 per US dollar/);
    // A card is charged in dollars: no conversion to show.
    await userEvent.click(screen.getByRole('radio', { name: /Card/ }));
    expect(screen.queryByTestId('charge-in-shillings')).not.toBeInTheDocument();
  });

  it('rounds the shillings up to a whole shilling and shows a rate with cents', async () => {
    answerOptions(ALL, '2585.50');
    render(withQueryClient(<Checkout amount={{ cents: 1_001, currency: 'USD' }} onPay={vi.fn()} />));
    const charge = await screen.findByTestId('charge-in-shillings');
    // $10.01 × 2,585.50 = 25,880.855 → TSh 25,881.
    expect(charge).toHaveTextContent(/TSh\s25,881/);
    expect(charge).toHaveTextContent(/at TSh\s2,585\.50 per US dollar/);
  });

  it('adds nothing beside a fare already in shillings', async () => {
    answerOptions();
    render(withQueryClient(<Checkout amount={{ cents: 7_600_000, currency: 'TZS' }} onPay={vi.fn()} />));
    await screen.findByRole('radio', { name: /M-Pesa/ });
    expect(screen.queryByTestId('charge-in-shillings')).not.toBeInTheDocument();
  });

  it("shows the server's field errors under the number and the networks", async () => {
    answerOptions();
    const refused = new ApiRequestError('Check the highlighted fields', 400, {
      detail: 'Check the highlighted fields',
      code: 'validation_error',
      fields: {
        phone: ['Enter a Tanzanian mobile number'],
        channel: ['This network is not available'],
      },
    });
    const errors = paymentFieldErrors(refused);
    expect(errors).toEqual({
      phone: 'Enter a Tanzanian mobile number',
      channel: 'This network is not available',
    });
    expect(paymentFieldErrors(new Error('offline'))).toEqual({ phone: undefined, channel: undefined });
    render(withQueryClient(<Checkout errors={errors} onPay={vi.fn()} />));
    expect(await screen.findByText('Enter a Tanzanian mobile number')).toBeVisible();
    expect(screen.getByLabelText(/Mobile money number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This network is not available')).toBeVisible();
  });
});
