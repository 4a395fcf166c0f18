import type { FinanceOverview } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { formatTimestampDate } from '../../lib/format';
import { formatAmount } from './finance-format';

function AmountList({ amounts }: { amounts: FinanceOverview['commission']['all_time'] }) {
  const { t } = useTranslation('finance');
  if (amounts.length === 0)
    return <p className="mt-2 text-2xl font-bold text-stone-500">{t('summary.none')}</p>;
  return (
    <ul className="mt-2 space-y-0.5">
      {amounts.map((a) => (
        <li key={a.currency} className="text-2xl font-bold tabular-nums text-stone-900">
          {formatAmount(a.amount_cents, a.currency)}
        </li>
      ))}
    </ul>
  );
}

/** A count that links to the section listing what it counts; highlighted while not zero. */
function CountCard({
  label,
  count,
  href,
  hint,
}: {
  label: string;
  count: number;
  href: string;
  hint: string;
}) {
  return (
    <a
      href={href}
      className={cn(
        'block rounded-card border bg-white p-4 shadow-card transition-shadow hover:shadow-raised focus-visible:outline-2 focus-visible:outline-primary-600',
        count > 0 ? 'border-primary-300' : 'border-sand-200',
      )}
    >
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p
        className={cn(
          'mt-1 text-3xl font-bold tabular-nums',
          count > 0 ? 'text-primary-800' : 'text-stone-900',
        )}
      >
        {count}
      </p>
      <p className="mt-1 text-xs text-stone-500">{hint}</p>
    </a>
  );
}

/** Commission this month and all time per currency, and what needs the admin, each linking to its section. */
export function FinanceSummary({ overview }: { overview: FinanceOverview }) {
  const { t } = useTranslation('finance');
  const { counts } = overview;
  return (
    <section aria-labelledby="finance-summary-title" className="space-y-3">
      <h2 id="finance-summary-title" className="sr-only">
        {t('summary.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Card className="p-4">
          <p className="text-sm font-medium text-stone-600">{t('summary.commissionMonth')}</p>
          <AmountList amounts={overview.commission.this_month} />
          <p className="mt-1 text-xs text-stone-500">
            {t('summary.since', { date: formatTimestampDate(overview.commission.month_start) })}
          </p>
        </Card>
        <Card className="p-4">
          <p className="text-sm font-medium text-stone-600">{t('summary.commissionAllTime')}</p>
          <AmountList amounts={overview.commission.all_time} />
          <p className="mt-1 text-xs text-stone-500">{t('summary.allTimeHint')}</p>
        </Card>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <CountCard
          label={t('summary.payouts')}
          count={counts.payouts_awaiting_approval}
          href="#finance-payouts"
          hint={t('summary.payoutsHint')}
        />
        <CountCard
          label={t('summary.pending')}
          count={counts.pending_payments}
          href="#finance-pending"
          hint={t('summary.pendingHint')}
        />
        <CountCard
          label={t('summary.problems')}
          count={counts.reconciliation_problems}
          href="#finance-reconciliation"
          hint={t('summary.problemsHint')}
        />
        <CountCard
          label={t('summary.failedRefunds')}
          count={counts.failed_refunds}
          href="#finance-reconciliation"
          hint={t('summary.failedRefundsHint')}
        />
      </div>
    </section>
  );
}

/** The ledger's proof: every transaction balances (the database refuses any that does not). */
export function LedgerProof({ ledger }: { ledger: FinanceOverview['ledger'] }) {
  const { t } = useTranslation('finance');
  if (ledger.balanced) {
    return (
      <p
        className="flex items-start gap-2 rounded-xl border border-acacia-200 bg-acacia-50 px-4 py-3 text-sm text-acacia-900"
        data-testid="ledger-proof"
      >
        <svg aria-hidden viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
        <span>{t('ledger.balanced', { count: ledger.transactions })}</span>
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      data-testid="ledger-proof"
    >
      <p className="font-semibold">{t('ledger.unbalanced', { count: ledger.unbalanced.length })}</p>
      <ul className="mt-1 list-disc pl-5 font-mono text-xs">
        {ledger.unbalanced.map((u) => (
          <li key={`${u.key}-${u.currency}`}>
            {t('ledger.unbalancedLine', { key: u.key, currency: u.currency, sum: u.sum })}
          </li>
        ))}
      </ul>
    </div>
  );
}
