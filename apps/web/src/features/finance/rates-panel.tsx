import {
  COMMISSION_SEGMENTS,
  formatCommissionPercent,
  parseAdminTzsPerUsd,
  parseCommissionPercent,
  type CommissionRateChange,
  type CommissionSegment,
  type ExchangeRateChange,
  type FinanceOverview,
} from '@dala/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { Pagination } from '../../components/ui/pagination';
import { SelectField } from '../../components/ui/select-field';
import { ListSkeleton } from '../../components/ui/skeletons';
import { LoadError } from '../../components/ui/states';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, toastMessageFor } from '../../lib/api-client';
import { formatTimestamp } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { useSetCommission, useSetExchangeRate } from './api/finance-mutations';
import { FINANCE_PAGE_SIZE, useCommissionHistory, useExchangeRateHistory } from './api/finance-queries';
import { formatRate } from './finance-format';
import { FinanceTable } from './finance-table';

function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return error.fields?.[field]?.[0] ?? (error.kind === 'validation' ? error.message : undefined);
}

/** A segment's commission: percent with up to two decimals, 0–50, confirmed before it is saved. */
function CommissionForm({ current }: { current: FinanceOverview['rates']['commission'] }) {
  const { t } = useTranslation('finance');
  const [segment, setSegment] = useState<CommissionSegment>('safaris');
  const [percent, setPercent] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const save = useSetCommission();
  const now = current.find((c) => c.segment === segment);
  const basisPoints = parseCommissionPercent(percent);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (basisPoints === null) {
      setError('finance.commissionInvalid');
      return;
    }
    setError(undefined);
    setConfirming(true);
  };
  const confirm = () =>
    save.mutate(
      { segment, percent: formatCommissionPercent(basisPoints ?? 0) },
      {
        onSuccess: (change) => {
          setConfirming(false);
          setPercent('');
          toast.success(
            t('rates.commissionSaved', { segment: t(`segment.${change.segment}`), percent: change.percent }),
          );
        },
        onError: (e) => {
          setConfirming(false);
          const field = fieldError(e, 'percent') ?? fieldError(e, 'segment');
          if (field) setError(field);
          else toast.error(toastMessageFor(e, t('rates.saveFailed')));
        },
      },
    );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="commission-form-title" className="space-y-3">
      <h3 id="commission-form-title" className="font-semibold">
        {t('rates.commissionFormTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <SelectField
          label={t('rates.segment')}
          value={segment}
          onChange={(e) => setSegment(e.target.value as CommissionSegment)}
        >
          {COMMISSION_SEGMENTS.map((s) => (
            <option key={s} value={s}>
              {t(`segment.${s}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('rates.percent')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={now?.percent}
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
          error={error}
          hint={t('rates.percentHint')}
        />
        <Button type="submit" className="sm:mt-6.5">
          {t('rates.saveCommission')}
        </Button>
      </div>
      <ConfirmModal
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        busy={save.isPending}
        title={t('rates.confirmCommissionTitle')}
        confirmLabel={t('rates.confirm')}
        cancelLabel={t('rates.cancel')}
      >
        <p>
          {t('rates.confirmCommission', {
            segment: t(`segment.${segment}`),
            from: now?.percent ?? '',
            to: formatCommissionPercent(basisPoints ?? 0),
          })}
        </p>
        <p className="mt-2 text-stone-600">{t('rates.confirmCommissionNote')}</p>
      </ConfirmModal>
    </form>
  );
}

/** USD→TZS: shillings per dollar with up to two decimals, confirmed before it is saved. */
function ExchangeRateForm({ current }: { current: string }) {
  const { t } = useTranslation('finance');
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const save = useSetExchangeRate();
  const hundredths = parseAdminTzsPerUsd(rate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hundredths === null) {
      setError('finance.rateInvalid');
      return;
    }
    setError(undefined);
    setConfirming(true);
  };
  const confirm = () =>
    save.mutate(rate.trim(), {
      onSuccess: (change) => {
        setConfirming(false);
        setRate('');
        toast.success(t('rates.rateSaved', { rate: formatRate(change.tzs_per_usd) }));
      },
      onError: (e) => {
        setConfirming(false);
        const field = fieldError(e, 'tzs_per_usd');
        if (field) setError(field);
        else toast.error(toastMessageFor(e, t('rates.saveFailed')));
      },
    });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="rate-form-title" className="space-y-3">
      <h3 id="rate-form-title" className="font-semibold">
        {t('rates.rateFormTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          label={t('rates.tzsPerUsd')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={current}
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          error={error}
          hint={t('rates.tzsPerUsdHint')}
        />
        <Button type="submit" className="sm:mt-6.5">
          {t('rates.saveRate')}
        </Button>
      </div>
      <ConfirmModal
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        busy={save.isPending}
        title={t('rates.confirmRateTitle')}
        confirmLabel={t('rates.confirm')}
        cancelLabel={t('rates.cancel')}
      >
        <p>
          {t('rates.confirmRate', {
            from: formatRate(current),
            to: formatRate(hundredths === null ? '0' : (hundredths / 100).toFixed(2)),
          })}
        </p>
        <p className="mt-2 text-stone-600">{t('rates.confirmRateNote')}</p>
      </ConfirmModal>
    </form>
  );
}

function SetBy({ change }: { change: CommissionRateChange | ExchangeRateChange }) {
  const { t } = useTranslation('finance');
  if (!change.set_by) return <span className="text-stone-500">{t('history.formerAdmin')}</span>;
  return (
    <span>
      {change.set_by.name || change.set_by.email}
      <span className="block text-xs text-stone-500">{change.set_by.email}</span>
    </span>
  );
}

function CommissionHistory() {
  const { t } = useTranslation('finance');
  const [page, setPage] = useState(1);
  const history = useCommissionHistory(page);
  if (history.isPending) return <ListSkeleton rows={2} />;
  if (history.isError)
    return <LoadError message={messageText(history.error.message)} onRetry={() => void history.refetch()} />;
  if (history.data.items.length === 0)
    return <p className="text-sm text-stone-600">{t('history.noCommission')}</p>;
  return (
    <>
      <FinanceTable
        caption={t('history.commissionTitle')}
        rows={history.data.items}
        rowKey={(r) => String(r.id)}
        dimmed={history.isPlaceholderData}
        columns={[
          { key: 'when', header: t('history.when'), cell: (r) => formatTimestamp(r.created_at) },
          { key: 'segment', header: t('history.segment'), cell: (r) => t(`segment.${r.segment}`) },
          {
            key: 'value',
            header: t('history.commission'),
            numeric: true,
            cell: (r) => t('rates.percentValue', { percent: r.percent }),
          },
          { key: 'by', header: t('history.setBy'), cell: (r) => <SetBy change={r} /> },
        ]}
      />
      <Pagination
        className="mt-3"
        page={history.data.page}
        total={history.data.total}
        pageSize={FINANCE_PAGE_SIZE}
        onChange={setPage}
      />
    </>
  );
}

function ExchangeRateHistory() {
  const { t } = useTranslation('finance');
  const [page, setPage] = useState(1);
  const history = useExchangeRateHistory(page);
  if (history.isPending) return <ListSkeleton rows={2} />;
  if (history.isError)
    return <LoadError message={messageText(history.error.message)} onRetry={() => void history.refetch()} />;
  if (history.data.items.length === 0) return <p className="text-sm text-stone-600">{t('history.noRate')}</p>;
  return (
    <>
      <FinanceTable
        caption={t('history.rateTitle')}
        rows={history.data.items}
        rowKey={(r) => String(r.id)}
        dimmed={history.isPlaceholderData}
        columns={[
          { key: 'when', header: t('history.when'), cell: (r) => formatTimestamp(r.created_at) },
          {
            key: 'value',
            header: t('history.rate'),
            numeric: true,
            cell: (r) => t('rates.rateValue', { rate: formatRate(r.tzs_per_usd) }),
          },
          { key: 'by', header: t('history.setBy'), cell: (r) => <SetBy change={r} /> },
        ]}
      />
      <Pagination
        className="mt-3"
        page={history.data.page}
        total={history.data.total}
        pageSize={FINANCE_PAGE_SIZE}
        onChange={setPage}
      />
    </>
  );
}

/** The rates in force, their edit forms and their history. */
export function RatesPanel({ rates }: { rates: FinanceOverview['rates'] }) {
  const { t } = useTranslation('finance');
  return (
    <Card className="space-y-6 p-4 sm:p-5" aria-labelledby="finance-rates-title" role="region">
      <div>
        <h2 id="finance-rates-title" className="text-lg font-bold">
          {t('rates.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('rates.intro')}</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        {rates.commission.map((c) => (
          <div key={c.segment} className="rounded-xl bg-sand-50 p-3">
            <dt className="text-sm text-stone-600">
              {t('rates.commissionOf', { segment: t(`segment.${c.segment}`) })}
            </dt>
            <dd className="text-xl font-bold">
              {t('rates.percentValue', { percent: c.percent })}
              {!c.set && (
                <span className="ml-2 text-xs font-medium text-stone-500">{t('rates.default')}</span>
              )}
            </dd>
          </div>
        ))}
        <div className="rounded-xl bg-sand-50 p-3">
          <dt className="text-sm text-stone-600">{t('rates.tzsPerUsd')}</dt>
          <dd className="text-xl font-bold">
            {t('rates.rateValue', { rate: formatRate(rates.tzs_per_usd) })}
            {!rates.tzs_per_usd_set && (
              <span className="ml-2 text-xs font-medium text-stone-500">{t('rates.fromConfiguration')}</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <CommissionForm current={rates.commission} />
        <ExchangeRateForm current={rates.tzs_per_usd} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="commission-history-title">
          <h3 id="commission-history-title" className="mb-2 font-semibold">
            {t('history.commissionTitle')}
          </h3>
          <CommissionHistory />
        </section>
        <section aria-labelledby="rate-history-title">
          <h3 id="rate-history-title" className="mb-2 font-semibold">
            {t('history.rateTitle')}
          </h3>
          <ExchangeRateHistory />
        </section>
      </div>
    </Card>
  );
}
