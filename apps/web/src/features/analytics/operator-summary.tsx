import { addDays, todayInTanzania } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from '../../components/ui/states';
import { toastMessageFor } from '../../lib/api-client';
import { ListingsSection, PeriodsSection, SummaryCards } from './analytics-sections';
import { useOperatorAnalytics } from './api/use-operator-analytics';

/** Days the dashboard's summary covers. */
const SUMMARY_DAYS = 30;

/**
 * The operator's dashboard summary: the last 30 days' figures, bookings and earnings by week, the top
 * listings, and the way to the full analytics. A new operator sees what will fill it and where to start.
 */
export function OperatorAnalyticsSummary() {
  const { t } = useTranslation('analytics');
  const today = todayInTanzania();
  const query = useOperatorAnalytics({ from: addDays(today, -(SUMMARY_DAYS - 1)), to: today });
  const data = query.data;
  return (
    <section aria-labelledby="analytics-summary-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-summary-title" className="text-lg font-semibold">
          {t('summary.title')}
        </h2>
        <ButtonLink to="/analytics" variant="secondary" size="sm">
          {t('summary.open')}
        </ButtonLink>
      </div>
      {query.isPending ? (
        <div aria-busy="true" className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : query.isError || !data ? (
        <LoadError
          className="mt-4"
          message={toastMessageFor(query.error, t('loadFailed'))}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="mt-4 grid min-w-0 gap-4">
          <SummaryCards data={data} />
          {data.totals.bookings === 0 && data.totals.views === 0 ? (
            <p className="rounded-card border border-dashed border-sand-300 bg-white px-5 py-6 text-center text-sm text-stone-600">
              {t('empty.text')}
            </p>
          ) : (
            <div className="grid min-w-0 gap-4 lg:grid-cols-2">
              <PeriodsSection data={data} />
              <ListingsSection data={data} limit={5} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
