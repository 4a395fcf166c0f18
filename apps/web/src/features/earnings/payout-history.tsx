import type { Payout } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/ui/pagination';
import { ListSkeleton } from '../../components/ui/skeletons';
import { LoadError } from '../../components/ui/states';
import { formatTimestampDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { usePayouts } from './api/use-earnings';
import { money, PayoutStatusBadge, useMethodLabel } from './earnings-format';

/** The operator's payouts, newest first: cards on a phone, a table from 1024 px. */
export function PayoutHistory() {
  const { t } = useTranslation('earnings');
  const [page, setPage] = useState(1);
  const payouts = usePayouts(page);
  if (payouts.isPending) return <ListSkeleton rows={2} />;
  if (payouts.isError) {
    return <LoadError message={messageText(payouts.error.message)} onRetry={() => void payouts.refetch()} />;
  }
  if (payouts.data.items.length === 0) return <p className="text-sm text-stone-600">{t('history.empty')}</p>;
  return (
    <div aria-busy={payouts.isFetching}>
      <ul className="space-y-3 lg:hidden">
        {payouts.data.items.map((p) => (
          <li key={p.id}>
            <PayoutCard payout={p} />
          </li>
        ))}
      </ul>
      <PayoutTable items={payouts.data.items} />
      <Pagination
        className="mt-4"
        page={payouts.data.page}
        total={payouts.data.total}
        pageSize={payouts.data.page_size}
        onChange={setPage}
      />
    </div>
  );
}

function PayoutNote({ payout }: { payout: Payout }) {
  const { t } = useTranslation('earnings');
  return (
    <>
      {payout.currency === 'USD' && payout.sent_amount_cents !== null && payout.tzs_per_usd && (
        <p className="mt-1 text-xs text-stone-500">
          {t('history.sent', { amount: money(payout.sent_amount_cents, 'TZS'), rate: payout.tzs_per_usd })}
        </p>
      )}
      {payout.failure_reason && (
        <p className="mt-1 text-xs text-red-700">{t('history.reason', { reason: payout.failure_reason })}</p>
      )}
    </>
  );
}

function PayoutCard({ payout }: { payout: Payout }) {
  const methodLabel = useMethodLabel();
  return (
    <article className="rounded-card border border-sand-200 bg-white p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-bold">{money(payout.amount_cents, payout.currency)}</p>
          <p className="truncate text-sm text-stone-600">{methodLabel(payout.method)}</p>
        </div>
        <PayoutStatusBadge status={payout.status} />
      </div>
      <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-stone-500">
        <span className="font-mono">{payout.reference}</span>
        <span>{formatTimestampDate(payout.requested_at)}</span>
      </p>
      <PayoutNote payout={payout} />
    </article>
  );
}

function PayoutTable({ items }: { items: Payout[] }) {
  const { t } = useTranslation('earnings');
  const methodLabel = useMethodLabel();
  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-500 uppercase';
  return (
    <div className="hidden overflow-hidden rounded-card border border-sand-200 bg-white shadow-card lg:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead className="border-b border-sand-200 bg-sand-50">
          <tr>
            <th scope="col" className={th}>
              {t('history.date')}
            </th>
            <th scope="col" className={th}>
              {t('history.reference')}
            </th>
            <th scope="col" className={th}>
              {t('history.method')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('history.amount')}
            </th>
            <th scope="col" className={th}>
              {t('history.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {items.map((p) => (
            <tr key={p.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-stone-600">
                {formatTimestampDate(p.requested_at)}
              </td>
              <td className="px-4 py-3 font-mono">{p.reference}</td>
              <td className="px-4 py-3">
                {methodLabel(p.method)}
                <PayoutNote payout={p} />
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">
                {money(p.amount_cents, p.currency)}
              </td>
              <td className="px-4 py-3">
                <PayoutStatusBadge status={p.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
