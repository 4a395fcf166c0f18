import type { Payment } from '@dala/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { messageText } from '../../lib/i18n';
import { usePaymentProgress, type PaymentOwner } from './api/use-payment-progress';
import { formatPaymentAmount } from './money-format';

/** A prompt sent to the payer's phone, as the caller keeps it: the payment and the number it went to. */
export interface PaymentPrompt {
  payment: Payment;
  phone: string;
}

/**
 * The push flow's screen (followPayment's onPrompt): "approve the prompt on your phone" with the number
 * and the shillings asked for, looking at the payment every few seconds by itself. Succeeded: the
 * caller goes where the provider's page would have sent the payer. Failed: why, and "Try again"
 * (a new payment) or another way to pay.
 */
export function PaymentPromptPanel({
  owner,
  prompt,
  onSucceeded,
  onRetry,
  retrying = false,
  onChangeMethod,
}: {
  owner: PaymentOwner;
  prompt: PaymentPrompt;
  onSucceeded: (payment: Payment) => void;
  /** Opens a new payment with the same choice. */
  onRetry: () => void;
  retrying?: boolean;
  /** Back to the network and number. */
  onChangeMethod: () => void;
}) {
  const { t } = useTranslation('payments');
  const progress = usePaymentProgress(owner, prompt.payment.id);
  const payment = progress.data ?? prompt.payment;
  const amount = formatPaymentAmount(payment.charged_amount_cents, payment.charged_currency);

  // Once, however often the query answers 'succeeded' afterwards.
  const reported = useRef(false);
  useEffect(() => {
    if (payment.status === 'succeeded' && !reported.current) {
      reported.current = true;
      onSucceeded(payment);
    }
  }, [payment, onSucceeded]);

  if (payment.status === 'succeeded') {
    return (
      <Alert tone="success" title={t('prompt.succeededTitle')}>
        {t('prompt.succeededText', { amount })}
      </Alert>
    );
  }

  if (payment.status === 'failed') {
    return (
      <section
        aria-label={t('prompt.label')}
        className="space-y-4 rounded-card border border-red-200 bg-white p-4 sm:p-5"
      >
        <Alert tone="error" title={t('prompt.failedTitle')}>
          {payment.failure_reason ? messageText(payment.failure_reason) : t('prompt.failedText')}
        </Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button className="w-full sm:w-auto" busy={retrying} onClick={onRetry}>
            {t('prompt.retry')}
          </Button>
          <Button variant="secondary" className="w-full sm:w-auto" onClick={onChangeMethod}>
            {t('prompt.changeMethod')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section
      aria-label={t('prompt.label')}
      className="space-y-4 rounded-card border border-primary-200 bg-white p-4 sm:p-5"
    >
      <div className="flex items-start gap-3" role="status">
        <Spinner className="mt-0.5 size-6 shrink-0 text-primary-600" />
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-stone-900">{t('prompt.title')}</h2>
          <p className="mt-1 text-sm text-stone-700">
            {t('prompt.sentTo', { phone: prompt.phone })}{' '}
            <span className="font-bold whitespace-nowrap text-stone-900">{amount}</span>
          </p>
        </div>
      </div>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
        <li>{t('prompt.stepUnlock')}</li>
        <li>{t('prompt.stepPin')}</li>
        <li>{t('prompt.stepWait')}</li>
      </ol>
      {progress.isError && <p className="text-xs text-stone-500">{t('prompt.checkingAgain')}</p>}
      <button
        type="button"
        className="text-sm font-semibold text-primary-700 hover:underline"
        onClick={onChangeMethod}
      >
        {t('prompt.noPrompt')}
      </button>
    </section>
  );
}
