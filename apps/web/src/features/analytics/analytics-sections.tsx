import { toMajorUnitsExact, type AnalyticsPeriod, type Currency, type OperatorAnalytics } from '@dala/shared';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { formatDate, formatRating, formatTimestamp } from '../../lib/format';
import type { ChartSeries } from './analytics-chart';
import { formatCount, formatMonth, formatShare, money, periodLabel } from './analytics-format';

const GRANULARITIES = ['week', 'month'] as const;

// chart.js arrives with this chunk only, when a chart is first shown.
const AnalyticsChart = /* @__PURE__ */ lazy(() => import('./analytics-chart'));

export function SummaryCard({
  label,
  value,
  detail,
  className,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('min-w-0 p-4 sm:p-5', className)}>
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-1 text-lg font-bold tracking-tight break-words text-stone-900 sm:text-2xl">{value}</p>
      {detail && <p className="mt-1 text-sm text-stone-600">{detail}</p>}
    </Card>
  );
}

/** The range's headline figures. */
export function SummaryCards({ data }: { data: OperatorAnalytics }) {
  const { t } = useTranslation('analytics');
  const { totals, currency } = data;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      <SummaryCard
        label={t('cards.bookings')}
        value={formatCount(totals.bookings)}
        detail={t('cards.seats', { count: totals.seats, seats: formatCount(totals.seats) })}
      />
      <SummaryCard
        label={t('cards.booked')}
        value={money(totals.booked_cents, currency)}
        detail={t('cards.paid', { amount: money(totals.paid_cents, currency) })}
      />
      <SummaryCard label={t('cards.earned')} value={money(totals.earned_cents, currency)} />
      <SummaryCard
        label={t('cards.views')}
        value={formatCount(totals.views)}
        detail={
          totals.views === 0
            ? t('cards.noConversion')
            : t('cards.conversion', { percent: formatShare(totals.bookings, totals.views) })
        }
      />
      <SummaryCard
        label={t('cards.cancellations')}
        value={formatCount(totals.cancellations)}
        detail={t('cards.refunded', { amount: money(totals.refunded_cents, currency) })}
      />
      <SummaryCard
        label={t('cards.occupancy')}
        value={formatShare(totals.occupancy_booked, totals.occupancy_capacity)}
        detail={
          totals.occupancy_capacity > 0
            ? t('cards.occupancyOf', {
                booked: formatCount(totals.occupancy_booked),
                capacity: formatCount(totals.occupancy_capacity),
              })
            : t('cards.noOccupancy')
        }
      />
    </div>
  );
}

/** Chart series of the periods, bars in major units of the currency. */
function seriesOf(
  periods: AnalyticsPeriod[],
  granularity: 'week' | 'month',
  currency: string,
  labels: { bars: string; line: string },
): ChartSeries {
  return {
    labels: periods.map((p) => periodLabel(p.period, granularity)),
    bars: {
      label: labels.bars,
      values: periods.map((p) => toMajorUnitsExact(p.earned_cents, currency as Currency)),
    },
    line: { label: labels.line, values: periods.map((p) => p.bookings) },
    formatBar: (value) => money(Math.round(value * 100), currency),
  };
}

/** Bookings and earnings by week or month: a chart (with a summary as its name) or the same as a table. */
export function PeriodsSection({ data }: { data: OperatorAnalytics }) {
  const { t } = useTranslation('analytics');
  const [granularity, setGranularity] = useState<'week' | 'month'>(
    data.by_week.length > 16 ? 'month' : 'week',
  );
  const [asTable, setAsTable] = useState(false);
  const periods = granularity === 'week' ? data.by_week : data.by_month;
  const series = useMemo(
    () =>
      seriesOf(periods, granularity, data.currency, {
        bars: t('chart.earned', { currency: data.currency }),
        line: t('chart.bookings'),
      }),
    [periods, granularity, data.currency, t],
  );
  const summary = useMemo(() => {
    const bookings = periods.reduce((sum, p) => sum + p.bookings, 0);
    if (bookings === 0 || periods.length === 0) return t('chart.summaryEmpty');
    const best = periods.reduce((top, p) => (p.earned_cents > top.earned_cents ? p : top), periods[0]!);
    return t('chart.summary', {
      period: granularity === 'week' ? t('chart.perWeek') : t('chart.perMonth'),
      first: periodLabel(periods[0]!.period, granularity),
      last: periodLabel(periods[periods.length - 1]!.period, granularity),
      bookings: formatCount(bookings),
      earned: money(
        periods.reduce((sum, p) => sum + p.earned_cents, 0),
        data.currency,
      ),
      best: periodLabel(best.period, granularity),
      bestEarned: money(best.earned_cents, data.currency),
    });
  }, [periods, granularity, data.currency, t]);

  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('chart.title')}</h2>
        <div className="flex flex-wrap gap-2">
          <div
            role="group"
            aria-label={t('chart.title')}
            className="inline-flex rounded-xl border border-sand-300 p-0.5"
          >
            {GRANULARITIES.map((g) => (
              <button
                key={g}
                type="button"
                aria-pressed={granularity === g}
                onClick={() => setGranularity(g)}
                className={cn(
                  'rounded-lg px-3 py-1.5 text-sm font-medium',
                  granularity === g ? 'bg-primary-600 text-white' : 'text-stone-700 hover:bg-sand-100',
                )}
              >
                {g === 'week' ? t('chart.byWeek') : t('chart.byMonth')}
              </button>
            ))}
          </div>
          <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? t('chart.showChart') : t('chart.showTable')}
          </Button>
        </div>
      </div>
      <div className="mt-4">
        {asTable ? (
          <PeriodsTable periods={periods} granularity={granularity} currency={data.currency} />
        ) : (
          <Suspense
            fallback={
              <div aria-busy="true" aria-label={t('chart.loading')}>
                <Skeleton className="h-64 sm:h-80" />
              </div>
            }
          >
            <AnalyticsChart series={series} summary={summary} />
          </Suspense>
        )}
      </div>
      {!asTable && <p className="sr-only">{summary}</p>}
    </Card>
  );
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-stone-500 uppercase';
const td = 'px-3 py-2 text-sm text-stone-800';
const num = 'text-right tabular-nums';

function PeriodsTable({
  periods,
  granularity,
  currency,
}: {
  periods: AnalyticsPeriod[];
  granularity: 'week' | 'month';
  currency: string;
}) {
  const { t } = useTranslation('analytics');
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem]">
        <caption className="sr-only">
          {t('chart.title')} ({granularity === 'week' ? t('chart.byWeek') : t('chart.byMonth')})
        </caption>
        <thead className="border-b border-sand-200">
          <tr>
            <th scope="col" className={th}>
              {t('chart.period')}
            </th>
            <th scope="col" className={cn(th, num)}>
              {t('chart.bookings')}
            </th>
            <th scope="col" className={cn(th, num)}>
              {t('chart.booked')}
            </th>
            <th scope="col" className={cn(th, num)}>
              {t('chart.earned', { currency })}
            </th>
            <th scope="col" className={cn(th, num)}>
              {t('chart.cancellations')}
            </th>
            <th scope="col" className={cn(th, num)}>
              {t('chart.views')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {periods.map((p) => (
            <tr key={p.period}>
              <th scope="row" className={cn(td, 'text-left font-medium')}>
                {granularity === 'week'
                  ? t('chart.weekOf', { date: periodLabel(p.period, 'week') })
                  : formatMonth(p.period)}
              </th>
              <td className={cn(td, num)}>{formatCount(p.bookings)}</td>
              <td className={cn(td, num)}>{money(p.booked_cents, currency)}</td>
              <td className={cn(td, num)}>{money(p.earned_cents, currency)}</td>
              <td className={cn(td, num)}>{formatCount(p.cancellations)}</td>
              <td className={cn(td, num)}>{formatCount(p.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Listings with views or sales, most earned first, with their conversion. */
export function ListingsSection({ data, limit }: { data: OperatorAnalytics; limit?: number }) {
  const { t } = useTranslation('analytics');
  const rows = limit ? data.listings.slice(0, limit) : data.listings;
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('listings.title')}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('listings.none')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[30rem]">
            <caption className="sr-only">{t('listings.caption')}</caption>
            <thead className="border-b border-sand-200">
              <tr>
                <th scope="col" className={th}>
                  {t('listings.listing')}
                </th>
                <th scope="col" className={cn(th, num)}>
                  {t('listings.views')}
                </th>
                <th scope="col" className={cn(th, num)}>
                  {t('listings.bookings')}
                </th>
                <th scope="col" className={cn(th, num)}>
                  {t('listings.conversion')}
                </th>
                <th scope="col" className={cn(th, num)}>
                  {t('listings.earned')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {rows.map((l) => (
                <tr key={l.id}>
                  <th scope="row" className={cn(td, 'text-left font-medium')}>
                    {l.title || t('listings.untitled', { id: l.id })}
                  </th>
                  <td className={cn(td, num)}>{formatCount(l.views)}</td>
                  <td className={cn(td, num)}>{formatCount(l.bookings)}</td>
                  <td className={cn(td, num)}>{formatShare(l.bookings, l.views)}</td>
                  <td className={cn(td, num)}>{money(l.earned_cents, data.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

const OCCUPANCY_PAGE_SIZE = 10;

/** Each departure or trip of the range with its seats booked of capacity, 10 per page. */
export function OccupancySection({ data }: { data: OperatorAnalytics }) {
  const { t } = useTranslation('analytics');
  const [page, setPage] = useState(1);
  const rows = data.occupancy.slice((page - 1) * OCCUPANCY_PAGE_SIZE, page * OCCUPANCY_PAGE_SIZE);
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('occupancy.title')}</h2>
      {data.occupancy.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('occupancy.none')}</p>
      ) : (
        <>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[30rem]">
              <caption className="sr-only">
                {data.listing_kind === 'trip' ? t('occupancy.captionTrip') : t('occupancy.captionSafari')}
              </caption>
              <thead className="border-b border-sand-200">
                <tr>
                  <th scope="col" className={th}>
                    {t('occupancy.date')}
                  </th>
                  <th scope="col" className={th}>
                    {t('occupancy.listing')}
                  </th>
                  <th scope="col" className={cn(th, num)}>
                    {t('occupancy.seats')}
                  </th>
                  <th scope="col" className={th}>
                    {t('occupancy.percent')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-sand-100">
                {rows.map((o) => (
                  <tr key={o.id}>
                    <td className={cn(td, 'whitespace-nowrap')}>
                      {data.listing_kind === 'trip' ? formatTimestamp(o.starts) : formatDate(o.starts)}
                    </td>
                    <th scope="row" className={cn(td, 'text-left font-medium')}>
                      {o.title}
                    </th>
                    <td className={cn(td, num)}>
                      {formatCount(o.booked)} / {formatCount(o.capacity)}
                    </td>
                    <td className={td}>
                      <div className="flex items-center gap-2">
                        <div aria-hidden className="h-2 w-20 overflow-hidden rounded-full bg-sand-200">
                          <div
                            className="h-full rounded-full bg-trip-600"
                            style={{ width: `${o.percent}%` }}
                          />
                        </div>
                        <span className="whitespace-nowrap tabular-nums">
                          {formatShare(o.booked, o.capacity)}
                        </span>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            className="mt-4"
            page={page}
            total={data.occupancy.length}
            pageSize={OCCUPANCY_PAGE_SIZE}
            onChange={setPage}
          />
          {data.occupancy_truncated && (
            <p className="mt-2 text-sm text-stone-600">
              {t('occupancy.truncated', {
                count: data.occupancy.length,
                departures: formatCount(data.occupancy.length),
              })}
            </p>
          )}
        </>
      )}
    </Card>
  );
}

export function CancellationsSection({ data }: { data: OperatorAnalytics }) {
  const { t } = useTranslation('analytics');
  const { totals } = data;
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('cancellations.title')}</h2>
      {totals.cancellations === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('cancellations.none')}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm text-stone-700">
          <li className="font-medium text-stone-900">
            {t('cancellations.total', {
              count: totals.cancellations,
              bookings: formatCount(totals.cancellations),
            })}
          </li>
          <li>{t('cancellations.byTraveler', { bookings: formatCount(totals.cancelled_by_traveler) })}</li>
          <li>{t('cancellations.byOperator', { bookings: formatCount(totals.cancelled_by_operator) })}</li>
          <li>{t('cancellations.refunded', { amount: money(totals.refunded_cents, data.currency) })}</li>
        </ul>
      )}
    </Card>
  );
}

/** Ratings by month: the count of reviews and their average, as a small table. */
export function RatingsSection({ data }: { data: OperatorAnalytics }) {
  const { t } = useTranslation('analytics');
  const rated = data.ratings.filter((r) => r.reviews > 0);
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('ratings.title')}</h2>
      {rated.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('ratings.none')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full">
            <caption className="sr-only">{t('ratings.caption')}</caption>
            <thead className="border-b border-sand-200">
              <tr>
                <th scope="col" className={th}>
                  {t('ratings.month')}
                </th>
                <th scope="col" className={cn(th, num)}>
                  {t('ratings.reviews')}
                </th>
                <th scope="col" className={cn(th, num)}>
                  {t('ratings.average')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {data.ratings.map((r) => (
                <tr key={r.period}>
                  <th scope="row" className={cn(td, 'text-left font-medium')}>
                    {formatMonth(r.period)}
                  </th>
                  <td className={cn(td, num)}>{formatCount(r.reviews)}</td>
                  <td className={cn(td, num)}>
                    {r.average === null ? '—' : t('ratings.stars', { rating: formatRating(r.average) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
