import {
  RECONCILIATION_PROBLEMS,
  providerStateOutcome,
  type FinancePayment,
  type ReconciliationItem,
  type ReconciliationProblem,
} from '@dala/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Pagination } from '../../components/ui/pagination';
import { SelectField } from '../../components/ui/select-field';
import { ListSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { toastMessageFor } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatTimestamp } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { useRecheckPayment } from './api/finance-mutations';
import { FINANCE_PAGE_SIZE, usePendingPayments, useReconciliation } from './api/finance-queries';
import { formatAmount, useFormatAge } from './finance-format';
import { FinanceTable, type FinanceColumn } from './finance-table';

const PROBLEM_TONES: Record<ReconciliationProblem, string> = {
  succeeded_without_ledger: 'bg-red-50 text-red-800 ring-red-200',
  ledger_without_success: 'bg-red-50 text-red-800 ring-red-200',
  provider_disagrees: 'bg-primary-50 text-primary-900 ring-primary-200',
  stuck_pending: 'bg-sand-100 text-stone-800 ring-sand-300',
  refund_failed: 'bg-red-50 text-red-800 ring-red-200',
};

function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The booking's reference and the payment's provider, channel and our reference. */
function PaymentCell({ payment }: { payment: FinancePayment }) {
  const { t } = useTranslation('finance');
  return (
    <span>
      <span className="font-mono font-semibold">{payment.booking.reference}</span>
      <span className="block text-xs text-stone-500">
        {t('payments.via', {
          provider: payment.provider,
          channel: payment.channel ? t(`channel.${payment.channel}`) : t(`method.${payment.method}`),
        })}
      </span>
    </span>
  );
}

/** The provider's last word, and when we asked ('never asked' until the status job has). */
function ProviderStateCell({ payment }: { payment: FinancePayment }) {
  const { t } = useTranslation('finance');
  const outcome = providerStateOutcome(payment.provider_state);
  return (
    <span>
      <span
        className={cn(
          'text-xs font-semibold',
          payment.provider_state ? 'font-mono' : 'text-stone-500',
          outcome === 'succeeded' && 'text-acacia-800',
          outcome === 'failed' && 'text-red-800',
        )}
      >
        {payment.provider_state ?? t('payments.noState')}
      </span>
      <span className="block text-xs text-stone-500">
        {payment.provider_checked_at
          ? t('payments.checkedAt', {
              when: formatTimestamp(payment.provider_checked_at),
              count: payment.check_attempts,
            })
          : t('payments.neverChecked')}
      </span>
    </span>
  );
}

function RecheckButton({ payment }: { payment: FinancePayment }) {
  const { t } = useTranslation('finance');
  const recheck = useRecheckPayment();
  const run = () =>
    recheck.mutate(payment.id, {
      onSuccess: (result) =>
        toast.success(
          t('payments.recheckDone', {
            reference: payment.booking.reference,
            state: t(`status.${result.payment.status}`),
          }),
        ),
      onError: (e) => toast.error(toastMessageFor(e, t('payments.recheckFailed'))),
    });
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={recheck.isPending}
      onClick={run}
      aria-label={t('payments.recheckLabel', { reference: payment.booking.reference })}
    >
      {t('payments.recheck')}
    </Button>
  );
}

function usePaymentColumns(): Record<string, FinanceColumn<FinancePayment>> {
  const { t } = useTranslation('finance');
  const age = useFormatAge();
  return {
    payment: { key: 'payment', header: t('payments.booking'), cell: (p) => <PaymentCell payment={p} /> },
    amount: {
      key: 'amount',
      header: t('payments.amount'),
      numeric: true,
      cell: (p) => formatAmount(p.charged_amount_cents, p.charged_currency),
    },
    age: {
      key: 'age',
      header: t('payments.age'),
      numeric: true,
      cell: (p) => <span title={formatTimestamp(p.created_at)}>{age(p.age_seconds)}</span>,
    },
    attempts: {
      key: 'attempts',
      header: t('payments.attempts'),
      numeric: true,
      cell: (p) => p.check_attempts,
    },
    state: {
      key: 'state',
      header: t('payments.providerState'),
      cell: (p) => <ProviderStateCell payment={p} />,
    },
    action: { key: 'action', header: t('payments.action'), cell: (p) => <RecheckButton payment={p} /> },
  };
}

/** Payments still pending, oldest first: what the status-query job is still asking about. */
export function PendingPaymentsSection() {
  const { t } = useTranslation('finance');
  const [page, setPage] = useState(1);
  const pending = usePendingPayments(page);
  const c = usePaymentColumns();
  return (
    <Card
      id="finance-pending"
      className="scroll-mt-24 p-4 sm:p-5"
      role="region"
      aria-labelledby="finance-pending-title"
    >
      <h2 id="finance-pending-title" className="text-lg font-bold">
        {t('pending.title')}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{t('pending.intro')}</p>
      {pending.isPending ? (
        <ListSkeleton rows={3} />
      ) : pending.isError ? (
        <LoadError message={messageText(pending.error.message)} onRetry={() => void pending.refetch()} />
      ) : pending.data.items.length === 0 ? (
        <EmptyState title={t('pending.emptyTitle')}>{t('pending.emptyText')}</EmptyState>
      ) : (
        <>
          <FinanceTable
            caption={t('pending.title')}
            rows={pending.data.items}
            rowKey={(p) => p.id}
            dimmed={pending.isPlaceholderData}
            columns={[c.payment!, c.amount!, c.age!, c.attempts!, c.state!, c.action!]}
          />
          <Pagination
            className="mt-4"
            page={pending.data.page}
            total={pending.data.total}
            pageSize={FINANCE_PAGE_SIZE}
            onChange={setPage}
          />
        </>
      )}
    </Card>
  );
}

/** Payments whose provider's word and the ledger disagree: a row per problem, with "check again". */
export function ReconciliationSection() {
  const { t } = useTranslation('finance');
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<ReconciliationProblem | ''>('');
  const rows = useReconciliation(page, problem || undefined);
  const c = usePaymentColumns();
  const columns: FinanceColumn<ReconciliationItem>[] = [
    {
      key: 'problem',
      header: t('reconciliation.problem'),
      cell: (r) => (
        <span>
          <Badge className={PROBLEM_TONES[r.problem]}>{t(`problem.${r.problem}`)}</Badge>
          <span className="mt-1 block max-w-xs text-xs text-stone-600">{t(`problemHelp.${r.problem}`)}</span>
        </span>
      ),
    },
    {
      key: 'payment',
      header: t('payments.booking'),
      cell: (r) =>
        r.payment ? (
          <PaymentCell payment={r.payment} />
        ) : (
          <span className="font-mono font-semibold">{r.booking.reference}</span>
        ),
    },
    {
      key: 'amount',
      header: t('payments.amount'),
      numeric: true,
      cell: (r) =>
        r.refund ? (
          <span>
            {formatAmount(r.refund.amount_cents, r.refund.currency)}
            <span className="block text-xs text-stone-500">{t('reconciliation.refundOf')}</span>
          </span>
        ) : r.payment ? (
          formatAmount(r.payment.charged_amount_cents, r.payment.charged_currency)
        ) : null,
    },
    {
      key: 'status',
      header: t('reconciliation.ourStatus'),
      cell: (r) => (r.payment ? t(`status.${r.payment.status}`) : '—'),
    },
    {
      key: 'state',
      header: t('payments.providerState'),
      cell: (r) => (r.payment ? <ProviderStateCell payment={r.payment} /> : '—'),
    },
    { key: 'since', header: t('reconciliation.since'), cell: (r) => formatTimestamp(r.since) },
    {
      key: 'action',
      header: t('payments.action'),
      cell: (r) => (r.payment && r.problem !== 'refund_failed' ? c.action!.cell(r.payment) : null),
    },
  ];
  return (
    <Card
      id="finance-reconciliation"
      className="scroll-mt-24 p-4 sm:p-5"
      role="region"
      aria-labelledby="finance-reconciliation-title"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="finance-reconciliation-title" className="text-lg font-bold">
            {t('reconciliation.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('reconciliation.intro')}</p>
        </div>
        <SelectField
          label={t('reconciliation.filter')}
          className="w-full sm:w-64"
          value={problem}
          onChange={(e) => {
            setProblem(e.target.value as ReconciliationProblem | '');
            setPage(1);
          }}
        >
          <option value="">{t('reconciliation.allProblems')}</option>
          {RECONCILIATION_PROBLEMS.map((p) => (
            <option key={p} value={p}>
              {t(`problem.${p}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-3">
        {rows.isPending ? (
          <ListSkeleton rows={3} />
        ) : rows.isError ? (
          <LoadError message={messageText(rows.error.message)} onRetry={() => void rows.refetch()} />
        ) : rows.data.items.length === 0 ? (
          <EmptyState title={problem ? t('reconciliation.noneOfKindTitle') : t('reconciliation.emptyTitle')}>
            {t('reconciliation.emptyText')}
          </EmptyState>
        ) : (
          <>
            <FinanceTable
              caption={t('reconciliation.title')}
              rows={rows.data.items}
              rowKey={(r) => `${r.problem}-${r.payment?.id ?? ''}-${r.refund?.id ?? ''}`}
              dimmed={rows.isPlaceholderData}
              columns={columns}
            />
            <Pagination
              className="mt-4"
              page={rows.data.page}
              total={rows.data.total}
              pageSize={FINANCE_PAGE_SIZE}
              onChange={setPage}
            />
          </>
        )}
      </div>
    </Card>
  );
}
