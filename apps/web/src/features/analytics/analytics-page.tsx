import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_MAX_RANGE_DAYS,
  addDays,
  isValidIsoDate,
  rangeDays,
  todayInTanzania,
  type OperatorAnalytics,
} from '@dala/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/document-head';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/states';
import { TextField } from '../../components/ui/text-field';
import { toastMessageFor } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import {
  CancellationsSection,
  ListingsSection,
  OccupancySection,
  PeriodsSection,
  RatingsSection,
  SummaryCards,
} from './analytics-sections';
import { downloadAnalyticsCsv, useOperatorAnalytics } from './api/use-operator-analytics';

/** Ranges ending today (past sales and views), and the coming month (occupancy of what is on sale). */
const PRESETS = [
  { key: 'last30', from: -29, to: 0 },
  { key: 'last90', from: -(ANALYTICS_DEFAULT_RANGE_DAYS - 1), to: 0 },
  { key: 'last365', from: -364, to: 0 },
  { key: 'next30', from: 0, to: 29 },
] as const;

function validRange(from: string, to: string): boolean {
  return (
    isValidIsoDate(from) &&
    isValidIsoDate(to) &&
    from <= to &&
    rangeDays({ from, to }) <= ANALYTICS_MAX_RANGE_DAYS
  );
}

/** The range on the URL (?from=&to=), or the last 90 days in Tanzania. */
function useRange() {
  const [params, setParams] = useSearchParams();
  const today = todayInTanzania();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = validRange(from, to)
    ? { from, to }
    : { from: addDays(today, -(ANALYTICS_DEFAULT_RANGE_DAYS - 1)), to: today };
  const setRange = (next: { from: string; to: string }) => setParams(next, { replace: false });
  return { range, setRange, today };
}

/** Whether the range holds nothing at all: a new operator's first look. */
function isEmpty(data: OperatorAnalytics): boolean {
  const t = data.totals;
  return t.bookings === 0 && t.views === 0 && t.cancellations === 0 && data.occupancy.length === 0;
}

function RangeForm({
  range,
  today,
  onChange,
}: {
  range: { from: string; to: string };
  today: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('analytics');
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState(range);
  // A new range from the URL (a preset, back button) replaces what is typed.
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
    setError(undefined);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validRange(draft.from, draft.to)) {
      setError(t('range.invalid'));
      return;
    }
    setError(undefined);
    onChange(draft);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('range.legend')}>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => {
          const next = { from: addDays(today, preset.from), to: addDays(today, preset.to) };
          const active = next.from === range.from && next.to === range.to;
          return (
            <Button
              key={preset.key}
              type="button"
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => onChange(next)}
            >
              {t(`range.${preset.key}`)}
            </Button>
          );
        })}
      </div>
      {/* One date per row on a phone: two side by side cut the date's text at 360 px. */}
      <div className="mt-3 grid items-end gap-3 sm:flex sm:flex-wrap">
        <TextField
          label={t('range.from')}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.currentTarget.value }))}
          error={error}
        />
        <TextField
          label={t('range.to')}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.currentTarget.value }))}
        />
        <Button type="submit" variant="secondary">
          {t('range.apply')}
        </Button>
      </div>
    </form>
  );
}

function PageSkeleton() {
  return (
    <div aria-busy="true" className="mt-6 grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-80" />
      <Skeleton className="h-48" />
    </div>
  );
}

/**
 * /analytics (operators): the figures of a date range — summary, bookings and earnings by week or month
 * (chart or table), top listings with their conversion, occupancy per departure or trip, cancellations
 * and refunds — and the same as a CSV file.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { range, setRange, today } = useRange();
  const query = useOperatorAnalytics(range);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAnalyticsCsv(range);
    } catch (error) {
      toast.error(toastMessageFor(error, t('downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  const data = query.data;

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <DocumentTitle>{t('title')}</DocumentTitle>
      <Link to="/dashboard" className="text-sm font-semibold text-primary-700 hover:underline">
        {t('backToDashboard')}
      </Link>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-stone-600">{t('intro')}</p>
        </div>
        <Button variant="secondary" onClick={download} busy={downloading} disabled={!data}>
          {t('downloadCsv')}
        </Button>
      </div>

      <Card className="mt-6 p-4 sm:p-5">
        <RangeForm range={range} today={today} onChange={setRange} />
        <p className="mt-3 text-sm text-stone-600" aria-live="polite">
          {t('range.showing', { from: formatDate(range.from), to: formatDate(range.to) })}
        </p>
      </Card>

      {query.isPending ? (
        <PageSkeleton />
      ) : query.isError || !data ? (
        <LoadError
          className="mt-6"
          message={toastMessageFor(query.error, t('loadFailed'))}
          onRetry={() => void query.refetch()}
        />
      ) : isEmpty(data) ? (
        <EmptyState
          className="mt-6"
          title={t('empty.title')}
          action={
            <ButtonLink to={data.listing_kind === 'trip' ? '/trips' : '/safaris'}>
              {data.listing_kind === 'trip' ? t('empty.actionTrip') : t('empty.actionSafari')}
            </ButtonLink>
          }
        >
          {t('empty.text')}
        </EmptyState>
      ) : (
        <div className="mt-6 grid min-w-0 gap-4 sm:gap-6" aria-busy={query.isFetching}>
          <SummaryCards data={data} />
          <p className="text-sm text-stone-600">{t('definitions', { currency: data.currency })}</p>
          <PeriodsSection data={data} />
          <div className="grid min-w-0 gap-4 sm:gap-6 lg:grid-cols-2">
            <ListingsSection data={data} />
            <OccupancySection data={data} />
          </div>
          <div className="grid min-w-0 gap-4 sm:gap-6 lg:grid-cols-2">
            <CancellationsSection data={data} />
            <RatingsSection data={data} />
          </div>
        </div>
      )}
    </main>
  );
}
