import type { EarningsBalance } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/states';
import { money } from './earnings-format';

/** Pending, available and paid out per currency: one card per currency, the three figures side by side from 640 px. */
export function BalanceCards({ balances }: { balances: EarningsBalance[] }) {
  const { t } = useTranslation('earnings');
  if (balances.length === 0) {
    return <EmptyState title={t('balances.emptyTitle')}>{t('balances.empty')}</EmptyState>;
  }
  return (
    <div className="space-y-4">
      {balances.map((b) => (
        <Card key={b.currency} className="p-4 sm:p-5">
          <h3 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
            {t('balances.currency', { currency: b.currency })}
          </h3>
          <dl className="mt-3 grid gap-4 sm:grid-cols-3">
            <Figure
              label={t('balances.pending')}
              hint={t('balances.pendingHint')}
              value={money(b.pending_cents, b.currency)}
            />
            <Figure
              label={t('balances.available')}
              hint={t('balances.availableHint')}
              value={money(b.available_cents, b.currency)}
              strong
            />
            <Figure
              label={t('balances.paidOut')}
              hint={t('balances.paidOutHint')}
              value={money(b.paid_out_cents, b.currency)}
            />
          </dl>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-500">
            {b.in_flight_cents > 0 && (
              <span>{t('balances.inFlight', { amount: money(b.in_flight_cents, b.currency) })}</span>
            )}
            <span>{t('balances.minimum', { amount: money(b.minimum_payout_cents, b.currency) })}</span>
          </p>
        </Card>
      ))}
    </div>
  );
}

function Figure({
  label,
  hint,
  value,
  strong,
}: {
  label: string;
  hint: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className="rounded-xl bg-sand-50 px-4 py-3">
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd
        className={
          strong ? 'mt-1 text-2xl font-extrabold text-acacia-700' : 'mt-1 text-2xl font-bold text-stone-900'
        }
      >
        {value}
      </dd>
      <dd className="mt-0.5 text-xs text-stone-500">{hint}</dd>
    </div>
  );
}
