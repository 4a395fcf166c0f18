import { todayInTanzania, type SafariQuote } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { useBookingFormat } from './use-booking-format';

type RefundEntry = SafariQuote['refund_schedule'][number];

/** The server's price lines, total, and what is paid now and later. Nothing is computed here. */
export function QuoteBreakdown({ quote }: { quote: SafariQuote }) {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  return (
    <div className="text-sm">
      <dl className="space-y-1.5">
        {quote.lines.map((line) => (
          <div key={line.kind} className="flex justify-between gap-3">
            <dt className="text-stone-600">
              {t(`price.line.${line.kind}`, {
                count: line.quantity,
                price: line.unit_price_usd === 0 ? t('price.free') : format.usd(line.unit_price_usd),
              })}
            </dt>
            <dd className="font-medium tabular-nums">{format.usd(line.amount_usd)}</dd>
          </div>
        ))}
        {quote.discount_usd > 0 && (
          <div className="flex justify-between gap-3 text-acacia-700">
            <dt>{quote.deal_title ?? t('price.discount')}</dt>
            <dd className="font-medium tabular-nums">
              {t('price.discountAmount', { amount: format.usd(quote.discount_usd) })}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-3 border-t border-sand-200 pt-2 text-base">
          <dt className="font-semibold text-stone-900">{t('price.total')}</dt>
          <dd className="font-bold text-stone-900 tabular-nums" data-testid="quote-total">
            {format.usd(quote.total_usd)}
          </dd>
        </div>
      </dl>
      <PaymentPlan
        payInFull={quote.pay_in_full}
        depositPercent={quote.deposit_percent}
        dueNowUsd={quote.due_now_usd}
        balanceUsd={quote.balance_usd}
        balanceDueDate={quote.balance_due_date}
      />
    </div>
  );
}

export function PaymentPlan({
  payInFull,
  depositPercent,
  dueNowUsd,
  balanceUsd,
  balanceDueDate,
}: {
  payInFull: boolean;
  depositPercent: number;
  dueNowUsd: number;
  balanceUsd: number;
  balanceDueDate: string | null;
}) {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  return (
    <dl className="mt-3 space-y-1.5 rounded-xl bg-primary-50 p-3 ring-1 ring-primary-100 ring-inset">
      <div className="flex justify-between gap-3">
        <dt className="font-semibold text-primary-900">
          {payInFull ? t('price.payInFullNow') : t('price.depositNow', { percent: depositPercent })}
        </dt>
        <dd className="font-bold text-primary-900 tabular-nums" data-testid="due-now">
          {format.usd(dueNowUsd)}
        </dd>
      </div>
      {payInFull ? (
        <p className="text-xs text-primary-900/80">{t('price.payInFullNote')}</p>
      ) : (
        <div className="flex justify-between gap-3">
          <dt className="text-primary-900/80">
            {t('price.balanceDue', { date: formatDate(balanceDueDate) })}
          </dt>
          <dd className="font-medium text-primary-900 tabular-nums">{format.usd(balanceUsd)}</dd>
        </div>
      )}
    </dl>
  );
}

/** Where today falls against a band: before it, inside it (applies now) or after it (passed). */
export function bandTiming(entry: RefundEntry, today: string): 'upcoming' | 'now' | 'passed' {
  if (entry.until_date && entry.until_date < today) return 'passed';
  if (entry.from_date && entry.from_date > today) return 'upcoming';
  return 'now';
}

/** The refund bands for the chosen departure, as calendar dates (spec §9 policy, server-computed). */
export function RefundScheduleList({ schedule }: { schedule: RefundEntry[] }) {
  const { t } = useTranslation('bookings');
  const [today] = useState(() => todayInTanzania());
  const whenText = (entry: RefundEntry) => {
    if (!entry.from_date && entry.until_date)
      return t('refundSchedule.until', { date: formatDate(entry.until_date) });
    if (entry.from_date && !entry.until_date)
      return t('refundSchedule.from', { date: formatDate(entry.from_date) });
    if (entry.from_date && entry.until_date)
      return t('refundSchedule.between', {
        from: formatDate(entry.from_date),
        until: formatDate(entry.until_date),
      });
    return t('refundSchedule.anyTime');
  };
  return (
    <ol className="divide-y divide-sand-200 rounded-xl ring-1 ring-sand-200 ring-inset">
      {schedule.map((entry) => {
        const timing = bandTiming(entry, today);
        return (
          <li
            key={`${entry.from_date}-${entry.until_date}`}
            className={cn(
              'flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2 text-sm',
              timing === 'now' ? 'bg-primary-50' : timing === 'passed' && 'bg-sand-50',
            )}
          >
            <span className="text-stone-600">
              {whenText(entry)}
              {timing === 'now' && (
                <span className="ml-1.5 inline-block rounded-full bg-primary-700 whitespace-nowrap px-1.5 py-0.5 text-[11px] font-semibold text-white">
                  {t('refundSchedule.appliesNow')}
                </span>
              )}
              {timing === 'passed' && (
                <span className="ml-1.5 text-xs text-stone-500">{t('refundSchedule.passed')}</span>
              )}
            </span>
            <span
              className={
                entry.refund_percent === 0 ? 'font-semibold text-red-700' : 'font-semibold text-acacia-700'
              }
            >
              {entry.refund_percent === 0
                ? t('refundSchedule.bandNone')
                : entry.processing_fee_percent > 0
                  ? t('refundSchedule.bandFull', { fee: entry.processing_fee_percent })
                  : t('refundSchedule.bandPercent', { percent: entry.refund_percent })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
