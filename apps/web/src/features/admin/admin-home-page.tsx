import { formatMinorUnits, type Currency } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { CardSkeleton } from '../../components/ui/skeletons';
import { LoadError } from '../../components/ui/states';
import { formatDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { AdminPage } from './admin-layout';
import { useAdminOverview } from './api/admin-queries';

/** A count that waits for the admin, linking to its queue; highlighted while it is not zero. */
function WaitingCount({ label, count, to }: { label: string; count: number; to?: string }) {
  const body = (
    <>
      <span className="text-sm font-semibold text-stone-600">{label}</span>
      <span
        className={`mt-1 block text-3xl font-extrabold tabular-nums ${count > 0 ? 'text-primary-800' : 'text-stone-400'}`}
      >
        {count}
      </span>
    </>
  );
  const classes = 'block rounded-card border border-sand-200 bg-white p-4 shadow-sm sm:p-5';
  return to ? (
    <Link to={to} className={`${classes} transition-colors hover:border-primary-300 hover:bg-primary-50`}>
      {body}
    </Link>
  ) : (
    <div className={classes}>{body}</div>
  );
}

/** /admin: the admin's own dashboard — what waits, this week's bookings and revenue, shortcuts. */
export default function AdminHomePage() {
  const { t } = useTranslation('admin');
  const overview = useAdminOverview();
  return (
    <AdminPage
      title={t('overview.title')}
      documentTitle={t('overview.documentTitle')}
      intro={t('overview.intro')}
    >
      {overview.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy>
          <CardSkeleton />
          <CardSkeleton />
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : overview.isError ? (
        <LoadError message={messageText(overview.error.message)} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <section aria-labelledby="admin-waiting">
            <h2 id="admin-waiting" className="text-lg font-bold">
              {t('overview.waiting')}
            </h2>
            <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-5">
              <WaitingCount
                label={t('overview.operatorsToVerify')}
                count={overview.data.operators_to_verify}
                to="/admin/operators?status=pending"
              />
              <WaitingCount
                label={t('overview.documentsToReview')}
                count={overview.data.documents_to_review}
                to="/admin/documents"
              />
              <WaitingCount
                label={t('overview.payoutsToApprove')}
                count={overview.data.payouts_to_approve}
                to="/admin/finance#finance-payouts"
              />
              <WaitingCount
                label={t('overview.reviewsHidden')}
                count={overview.data.reviews_hidden}
                to="/admin/reviews"
              />
              <WaitingCount
                label={t('overview.disabledUsers')}
                count={overview.data.disabled_users}
                to="/admin/users?state=disabled"
              />
            </div>
          </section>
          <section aria-labelledby="admin-week">
            <h2 id="admin-week" className="text-lg font-bold">
              {t('overview.thisWeek', { date: formatDate(overview.data.week_start) })}
            </h2>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <Card className="p-4 sm:p-5">
                <p className="text-sm font-semibold text-stone-600">{t('overview.bookings')}</p>
                <p className="mt-1 text-3xl font-extrabold tabular-nums">
                  {overview.data.bookings_this_week}
                </p>
                <p className="mt-1 text-xs text-stone-500">{t('overview.bookingsHint')}</p>
              </Card>
              <Card className="p-4 sm:p-5">
                <p className="text-sm font-semibold text-stone-600">{t('overview.revenue')}</p>
                {overview.data.revenue_this_week.length === 0 ? (
                  <p className="mt-2 text-stone-500">{t('overview.noRevenue')}</p>
                ) : (
                  <ul className="mt-1 space-y-0.5">
                    {overview.data.revenue_this_week.map((total) => (
                      <li key={total.currency} className="text-2xl font-extrabold tabular-nums">
                        {formatMinorUnits(total.amount_minor, total.currency as Currency)}
                      </li>
                    ))}
                  </ul>
                )}
                <p className="mt-1 text-xs text-stone-500">{t('overview.revenueHint')}</p>
              </Card>
            </div>
          </section>
        </>
      )}
      <section aria-labelledby="admin-shortcuts">
        <h2 id="admin-shortcuts" className="text-lg font-bold">
          {t('overview.shortcuts')}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          <li>
            <Link
              to="/admin/finance"
              className="block rounded-card border border-sand-200 bg-white p-4 hover:border-primary-300"
            >
              <span className="font-semibold text-primary-800">{t('nav.finance')}</span>
              <span className="block text-sm text-stone-600">{t('overview.financeLink')}</span>
            </Link>
          </li>
          <li>
            <Link
              to="/admin/audit"
              className="block rounded-card border border-sand-200 bg-white p-4 hover:border-primary-300"
            >
              <span className="font-semibold text-primary-800">{t('nav.audit')}</span>
              <span className="block text-sm text-stone-600">{t('overview.auditLink')}</span>
            </Link>
          </li>
        </ul>
      </section>
    </AdminPage>
  );
}
