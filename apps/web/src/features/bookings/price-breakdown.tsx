import { todayInTanzania, type SafariQuote, formatMoney } from '@dala/shared';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';

type RefundEntry = SafariQuote['refund_schedule'][number];

const LINE_LABELS = {
  adult: ['adult', 'adults'],
  child: ['child', 'children'],
  infant: ['infant', 'infants'],
} as const;

/** The server's price lines, total, and what is paid now and later. Nothing is computed here. */
export function QuoteBreakdown({ quote }: { quote: SafariQuote }) {
  return (
    <div className="text-sm">
      <dl className="space-y-1.5">
        {quote.lines.map((line) => {
          const [one, many] = LINE_LABELS[line.kind];
          return (
            <div key={line.kind} className="flex justify-between gap-3">
              <dt className="text-stone-600">
                {line.quantity} {line.quantity === 1 ? one : many} ×{' '}
                {line.unit_price_usd === 0 ? 'free' : formatMoney(line.unit_price_usd)}
              </dt>
              <dd className="font-medium tabular-nums">{formatMoney(line.amount_usd)}</dd>
            </div>
          );
        })}
        {quote.discount_usd > 0 && (
          <div className="flex justify-between gap-3 text-acacia-700">
            <dt>{quote.deal_title ?? 'Discount'}</dt>
            <dd className="font-medium tabular-nums">−{formatMoney(quote.discount_usd)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 border-t border-sand-200 pt-2 text-base">
          <dt className="font-semibold text-stone-900">Total</dt>
          <dd className="font-bold text-stone-900 tabular-nums" data-testid="quote-total">
            {formatMoney(quote.total_usd)}
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
  return (
    <dl className="mt-3 space-y-1.5 rounded-xl bg-primary-50 p-3 ring-1 ring-primary-100 ring-inset">
      <div className="flex justify-between gap-3">
        <dt className="font-semibold text-primary-900">
          {payInFull ? 'Pay in full now' : `Deposit now (${depositPercent}%)`}
        </dt>
        <dd className="font-bold text-primary-900 tabular-nums" data-testid="due-now">
          {formatMoney(dueNowUsd)}
        </dd>
      </div>
      {payInFull ? (
        <p className="text-xs text-primary-900/80">
          Departure is inside the balance window, so the whole amount is paid at booking.
        </p>
      ) : (
        <div className="flex justify-between gap-3">
          <dt className="text-primary-900/80">Balance due {formatDate(balanceDueDate)}</dt>
          <dd className="font-medium text-primary-900 tabular-nums">{formatMoney(balanceUsd)}</dd>
        </div>
      )}
    </dl>
  );
}

function bandDates(entry: RefundEntry): string {
  if (!entry.from_date && entry.until_date) return `Until ${formatDate(entry.until_date)}`;
  if (entry.from_date && !entry.until_date) return `From ${formatDate(entry.from_date)}`;
  if (entry.from_date && entry.until_date)
    return `${formatDate(entry.from_date)} – ${formatDate(entry.until_date)}`;
  return 'Any time';
}

/** Where today falls against a band: before it, inside it (applies now) or after it (passed). */
export function bandTiming(entry: RefundEntry, today: string): 'upcoming' | 'now' | 'passed' {
  if (entry.until_date && entry.until_date < today) return 'passed';
  if (entry.from_date && entry.from_date > today) return 'upcoming';
  return 'now';
}

/** The refund bands for the chosen departure, as calendar dates (spec §9 policy, server-computed). */
export function RefundScheduleList({ schedule }: { schedule: RefundEntry[] }) {
  const [today] = useState(() => todayInTanzania());
  return (
    <ol className="divide-y divide-sand-200 rounded-xl ring-1 ring-sand-200 ring-inset">
      {schedule.map((entry) => {
        const timing = bandTiming(entry, today);
        return (
          <li
            key={`${entry.from_date}-${entry.until_date}`}
            className={cn(
              'flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2 text-sm',
              timing === 'now' && 'bg-primary-50',
              timing === 'passed' && 'bg-sand-50',
            )}
          >
            <span className="text-stone-600">
              If you cancel {bandDates(entry).replace(/^./, (c) => c.toLowerCase())}
              {timing === 'now' && (
                <span className="ml-1.5 inline-block rounded-full bg-primary-700 whitespace-nowrap px-1.5 py-0.5 text-[11px] font-semibold text-white">
                  applies now
                </span>
              )}
              {timing === 'passed' && <span className="ml-1.5 text-xs text-stone-500">(passed)</span>}
            </span>
            <span
              className={
                entry.refund_percent === 0 ? 'font-semibold text-red-700' : 'font-semibold text-acacia-700'
              }
            >
              {entry.label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
