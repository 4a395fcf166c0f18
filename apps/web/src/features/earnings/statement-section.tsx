import type { StatementLine } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { ListSkeleton } from '../../components/ui/skeletons';
import { LoadError } from '../../components/ui/states';
import { formatTimestampDate } from '../../lib/format';
import { intlLocale, messageText } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { downloadStatementCsv, useStatement } from './api/use-earnings';
import { money } from './earnings-format';

/** `YYYY-MM` of now (UTC, as the server counts months). */
function thisMonth(): string {
  return new Date().toISOString().slice(0, 7);
}

/** 'November 2026' */
function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString(intlLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A month's movements on the operator's balances, their totals, and the month as CSV. */
export function StatementSection() {
  const { t } = useTranslation('earnings');
  const [month, setMonth] = useState(thisMonth);
  const [downloading, setDownloading] = useState(false);
  const statement = useStatement(month);
  const months = statement.data
    ? [...new Set([thisMonth(), ...statement.data.months, month])].sort().reverse()
    : [month];

  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatementCsv(month);
    } catch {
      notify.error(t('statement.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          label={t('statement.month')}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          className="sm:w-64"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {monthName(m)}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={() => void download()} busy={downloading}>
          {t('statement.download')}
        </Button>
      </div>
      {statement.isPending ? (
        <ListSkeleton rows={3} />
      ) : statement.isError ? (
        <LoadError message={messageText(statement.error.message)} onRetry={() => void statement.refetch()} />
      ) : statement.data.lines.length === 0 ? (
        <p className="text-sm text-stone-600">{t('statement.empty')}</p>
      ) : (
        <div aria-busy={statement.isFetching} className="space-y-4">
          <dl className="grid gap-3 sm:grid-cols-2">
            {statement.data.totals.map((total) => (
              <div key={total.currency} className="rounded-xl bg-sand-50 px-4 py-3 text-sm">
                <dt className="font-semibold text-stone-700">
                  {t('statement.totals', { currency: total.currency })}
                </dt>
                <dd className="mt-1 flex flex-wrap gap-x-4 text-stone-600">
                  <span>
                    {t('statement.earned')} <strong>{money(total.earned_cents, total.currency)}</strong>
                  </span>
                  <span>
                    {t('statement.released')} <strong>{money(total.released_cents, total.currency)}</strong>
                  </span>
                  <span>
                    {t('statement.paidOut')} <strong>{money(total.paid_out_cents, total.currency)}</strong>
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <ul className="space-y-2 md:hidden">
            {statement.data.lines.map((line) => (
              <li key={line.id}>
                <LineCard line={line} />
              </li>
            ))}
          </ul>
          <StatementTable
            lines={statement.data.lines}
            caption={t('statement.caption', { month: monthName(month) })}
          />
        </div>
      )}
    </div>
  );
}

function Amount({ line }: { line: StatementLine }) {
  return (
    <span className={line.amount_cents < 0 ? 'font-semibold text-red-700' : 'font-semibold text-acacia-700'}>
      {line.amount_cents > 0 ? '+' : line.amount_cents < 0 ? '−' : ''}
      {money(Math.abs(line.amount_cents), line.currency)}
    </span>
  );
}

function LineCard({ line }: { line: StatementLine }) {
  const { t } = useTranslation('earnings');
  return (
    <article className="rounded-xl border border-sand-200 bg-white p-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-stone-900">{t(`statement.movements.${line.movement}`)}</p>
        <Amount line={line} />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 text-stone-500">
        <span>{formatTimestampDate(line.occurred_at)}</span>
        <span>{t(`statement.accounts.${line.account}`)}</span>
        {(line.booking_reference ?? line.payout_reference) && (
          <span className="font-mono">{line.booking_reference ?? line.payout_reference}</span>
        )}
      </p>
    </article>
  );
}

function StatementTable({ lines, caption }: { lines: StatementLine[]; caption: string }) {
  const { t } = useTranslation('earnings');
  const th = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-stone-500 uppercase';
  return (
    <div className="hidden overflow-hidden rounded-card border border-sand-200 bg-white shadow-card md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-sand-200 bg-sand-50">
          <tr>
            <th scope="col" className={th}>
              {t('statement.date')}
            </th>
            <th scope="col" className={th}>
              {t('statement.movement')}
            </th>
            <th scope="col" className={th}>
              {t('statement.account')}
            </th>
            <th scope="col" className={th}>
              {t('statement.booking')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('statement.amount')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="px-4 py-2.5 whitespace-nowrap text-stone-600">
                {formatTimestampDate(line.occurred_at)}
              </td>
              <td className="px-4 py-2.5">{t(`statement.movements.${line.movement}`)}</td>
              <td className="px-4 py-2.5 text-stone-600">{t(`statement.accounts.${line.account}`)}</td>
              <td className="px-4 py-2.5 font-mono text-stone-600">
                {line.booking_reference ?? line.payout_reference ?? ''}
              </td>
              <td className="px-4 py-2.5 text-right whitespace-nowrap">
                <Amount line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
