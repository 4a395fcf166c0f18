import {
  PAYMENT_CHANNELS,
  PHONE_COUNTRIES,
  isMobileNetwork,
  parseTzsPerUsd,
  usdCentsToTzsMinor,
  type PaymentChannel,
} from '@dala/shared';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../../components/ui/choice-cards';
import { PhoneInput, joinPhone, type PhoneParts } from '../../components/ui/phone-input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api-client';
import { usePaymentOptions } from './api/use-payment-options';
import { formatPaymentAmount, formatTzsRate } from './money-format';

/** The first choice offered: Tanzania's largest network. */
export const DEFAULT_PAYMENT_CHANNEL: PaymentChannel = 'mpesa';

/** What the server said about the payer's choice (400 `fields.channel` / `fields.phone`), shown under each. */
export interface PaymentFieldErrors {
  channel?: string;
  phone?: string;
}

/** The channel and phone errors of a refused payment request; empty for any other error. */
export function paymentFieldErrors(error: unknown): PaymentFieldErrors {
  const fields = error instanceof ApiRequestError ? error.fields : undefined;
  return { channel: fields?.channel?.[0], phone: fields?.phone?.[0] };
}

/**
 * The part of a payment request the payer chooses: the network (and its number) or card. A number
 * written the Tanzanian way ('0784 111 222') loses its trunk 0 after the country code.
 */
export function paymentMethodRequest(channel: PaymentChannel, phone: PhoneParts) {
  if (!isMobileNetwork(channel)) return { channel, method: 'card' as const };
  const local = phone.number.replace(/\D/g, '').replace(/^0+/, '');
  return { channel, method: 'mobile_money' as const, phone: joinPhone(phone.code, local) };
}

/**
 * 'Pay with': M-Pesa, Mixx by Yas, Airtel Money, HaloPesa or card — only those this server can charge
 * (GET /payments/options) — and, for a network, the number that gets the prompt. A dollar amount paid
 * by mobile money is shown in the shillings that will be charged, at the admin's rate.
 */
export function PaymentMethodFields({
  channel,
  onChannelChange,
  phone,
  onPhoneChange,
  amount,
  errors = {},
}: {
  channel: PaymentChannel;
  onChannelChange: (channel: PaymentChannel) => void;
  phone: PhoneParts;
  onPhoneChange: (phone: PhoneParts) => void;
  /** What this payment is for, in the booking's currency. */
  amount?: { cents: number; currency: string };
  errors?: PaymentFieldErrors;
}) {
  const { t } = useTranslation('payments');
  const id = useId();
  const options = usePaymentOptions();
  // Without the list (a failed request) every channel is offered: the server refuses one it cannot charge.
  const channels = options.data?.channels ?? (options.isError ? PAYMENT_CHANNELS : null);
  const firstChannel = channels?.includes(DEFAULT_PAYMENT_CHANNEL) ? DEFAULT_PAYMENT_CHANNEL : channels?.[0];
  const unavailable = channels !== null && !channels.includes(channel);
  useEffect(() => {
    if (unavailable && firstChannel) onChannelChange(firstChannel);
  }, [unavailable, firstChannel, onChannelChange]);

  if (!channels) {
    return (
      <div className="space-y-2" aria-busy>
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (channels.length === 0) return <p className="text-sm text-stone-700">{t('channel.none')}</p>;

  const network = isMobileNetwork(channel);
  const rate = options.data ? parseTzsPerUsd(options.data.tzs_per_usd) : null;
  const shillings =
    network && amount && rate
      ? amount.currency === 'USD'
        ? usdCentsToTzsMinor(amount.cents, rate)
        : amount.currency === 'TZS'
          ? amount.cents
          : null
      : null;
  const belowMinimum =
    shillings !== null && !!options.data && shillings < options.data.mobile_money_minimum_cents;

  return (
    <div className="space-y-4">
      <ChoiceCards<PaymentChannel>
        legend={t('method.legend')}
        name={`${id}-channel`}
        columns={2}
        options={channels.map((value) => ({
          value,
          label: t(`channel.${value}`),
          hint: t(`channelHint.${value}`),
        }))}
        value={channel}
        onChange={onChannelChange}
        error={errors.channel}
      />
      {network && (
        <PhoneInput
          label={t('method.mobileMoneyNumber')}
          hint={t('method.mobileMoneyNumberHint')}
          countries={PHONE_COUNTRIES}
          code={phone.code}
          localNumber={phone.number}
          onCodeChange={(code) => onPhoneChange({ ...phone, code })}
          onLocalNumberChange={(number) => onPhoneChange({ ...phone, number })}
          error={errors.phone}
          required
        />
      )}
      {shillings !== null && amount?.currency === 'USD' && rate && (
        <div className="rounded-xl bg-sand-50 px-4 py-3 text-sm" data-testid="charge-in-shillings">
          <p className="text-stone-800">
            {t('charge.inShillings', { usd: formatPaymentAmount(amount.cents, 'USD') })}{' '}
            <span className="font-bold whitespace-nowrap text-stone-900">
              {formatPaymentAmount(shillings, 'TZS')}
            </span>
          </p>
          <p className="mt-0.5 text-xs text-stone-600">{t('charge.rate', { rate: formatTzsRate(rate) })}</p>
        </div>
      )}
      {belowMinimum && options.data && (
        <p className="text-sm text-red-700">
          {t('charge.belowMinimum', {
            minimum: formatPaymentAmount(options.data.mobile_money_minimum_cents, 'TZS'),
          })}
        </p>
      )}
    </div>
  );
}
