import type { EarningsSummary, PayoutCurrency, PayoutMethod } from '@dala/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useRequestPayout } from './api/use-earnings';
import { money, useMethodLabel } from './earnings-format';

/** Minor units → the amount as typed ('150000', '12.50'). */
function typedAmount(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

/** '150,000.5' → 15 000 050; null when it is not an amount with at most two decimals. */
function parseAmount(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.replace(/[,\s]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The payout panel: the open payout if there is one, why a payout cannot be requested yet, or the
 * "Request payout" button. The dialog asks currency, method and amount (all available by default),
 * then asks to confirm before anything is requested.
 */
export function RequestPayout({ summary, methods }: { summary: EarningsSummary; methods: PayoutMethod[] }) {
  const { t } = useTranslation('earnings');
  const [open, setOpen] = useState(false);
  const verified = methods.filter((m) => m.status === 'verified');
  const payable = summary.balances.filter((b) => b.available_cents >= b.minimum_payout_cents);
  const methodLabel = useMethodLabel();
  const openPayout = summary.open_payout;

  return (
    <div className="space-y-3">
      {openPayout ? (
        <Alert tone="info">
          {t('request.open', {
            reference: openPayout.reference,
            amount: money(openPayout.amount_cents, openPayout.currency),
            status: t(`status.${openPayout.status}`).toLowerCase(),
          })}
        </Alert>
      ) : verified.length === 0 ? (
        <p className="text-sm text-stone-600">{t('request.needMethod')}</p>
      ) : payable.length === 0 ? (
        <p className="text-sm text-stone-600">
          {t('request.nothingAvailable', {
            minimum: [
              money(summary.minimum_payout_cents.TZS, 'TZS'),
              money(summary.minimum_payout_cents.USD, 'USD'),
            ].join(' / '),
          })}
        </p>
      ) : null}
      {!summary.payout_provider_configured && <Alert tone="warning">{t('request.noProvider')}</Alert>}
      <Button
        onClick={() => setOpen(true)}
        disabled={!!openPayout || verified.length === 0 || payable.length === 0}
      >
        {t('request.button')}
      </Button>
      {open && (
        <RequestPayoutDialog
          summary={summary}
          methods={verified}
          methodLabel={methodLabel}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

function RequestPayoutDialog({
  summary,
  methods,
  methodLabel,
  onClose,
}: {
  summary: EarningsSummary;
  methods: PayoutMethod[];
  methodLabel: (m: PayoutMethod) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('earnings');
  // The balances as they were when the dialog opened: the refetch after a successful request (the
  // money set aside, nothing left available) must not empty the choices under the closing dialog.
  const [payable] = useState(() =>
    summary.balances.filter((b) => b.available_cents >= b.minimum_payout_cents),
  );
  const [currency, setCurrency] = useState(payable[0]!.currency);
  const balance = payable.find((b) => b.currency === currency) ?? payable[0]!;
  const [methodId, setMethodId] = useState(methods[0]!.id);
  const [amount, setAmount] = useState(typedAmount(balance.available_cents));
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [amountError, setAmountError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const request = useRequestPayout();
  const method = methods.find((m) => m.id === methodId) ?? methods[0]!;
  const amountMinor = parseAmount(amount);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The step's main button takes the focus (the other step's buttons are hidden).
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);

  const toConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (amountMinor === null || amountMinor <= 0) {
      setAmountError(t('request.amountInvalid'));
      return;
    }
    setAmountError(undefined);
    setStep('confirm');
  };

  const submit = () => {
    setFormError(undefined);
    request.mutate(
      { method_id: methodId, currency: currency as PayoutCurrency, amount_cents: amountMinor ?? undefined },
      {
        onSuccess: (payout) => {
          notify.success(t('request.requested', { reference: payout.reference }));
          onClose();
        },
        onError: (error) => {
          setStep('form');
          const fields = error instanceof ApiRequestError ? error.fields : undefined;
          if (fields?.amount_cents?.[0]) setAmountError(fields.amount_cents[0]);
          else setFormError(error.message);
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      closeDisabled={request.isPending}
      title={step === 'form' ? t('request.dialogTitle') : t('request.confirmTitle')}
    >
      {/* Both steps stay mounted (only one shown): a remounted field would get a new id. */}
      <form onSubmit={toConfirm} className="space-y-4" noValidate hidden={step !== 'form'}>
        {formError && <Alert tone="error">{formError}</Alert>}
        <SelectField
          label={t('request.currency')}
          value={currency}
          onChange={(e) => {
            const next = payable.find((b) => b.currency === e.target.value);
            setCurrency(e.target.value);
            if (next) setAmount(typedAmount(next.available_cents));
          }}
        >
          {payable.map((b) => (
            <option key={b.currency} value={b.currency}>
              {b.currency}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('request.method')}
          value={methodId}
          onChange={(e) => setMethodId(e.target.value)}
        >
          {methods.map((m) => (
            <option key={m.id} value={m.id}>
              {methodLabel(m)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('request.amount', { currency })}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountError}
          hint={t('request.amountHint', {
            available: money(balance.available_cents, currency),
            minimum: money(balance.minimum_payout_cents, currency),
          })}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('request.cancel')}
          </Button>
          <Button type="submit">{t('request.continue')}</Button>
        </div>
      </form>
      <div className="space-y-4" hidden={step !== 'confirm'}>
        <p className="text-stone-700">
          {t('request.confirm', { amount: money(amountMinor ?? 0, currency), method: methodLabel(method) })}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setStep('form')} disabled={request.isPending}>
            {t('request.back')}
          </Button>
          <Button ref={confirmRef} onClick={submit} busy={request.isPending}>
            {t('request.confirmButton')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
