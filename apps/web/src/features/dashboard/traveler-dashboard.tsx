import {
  formatMinorUnits,
  type Currency,
  type DashboardNextTrip,
  type TravelerDashboard,
} from '@dala/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from '../../components/ui/states';
import { toastMessageFor } from '../../lib/api-client';
import { formatDate, formatTimestamp } from '../../lib/format';
import { UnreadMessagesCard } from '../messaging';
import { ReviewsToWriteCard } from '../reviews';
import { SavedPriceDropsCard } from '../saved';
import { useTravelerDashboard } from './api/use-traveler-dashboard';
import { Countdown } from './countdown';

const linkClass = 'font-semibold text-primary-700 underline-offset-2 hover:underline';

function NextTripCard({ next, upcoming }: { next: DashboardNextTrip; upcoming: number }) {
  const { t } = useTranslation('dashboard');
  const isTrip = next.kind === 'trip';
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="next-trip-title">
      <p className="text-sm font-semibold text-primary-700">
        {isTrip ? t('next.tripLabel') : t('next.safariLabel')}
      </p>
      <h2 id="next-trip-title" className="mt-1 text-xl font-semibold text-stone-900">
        {next.title}
      </h2>
      <p className="text-sm text-stone-600">
        {[next.subtitle, next.operator_name].filter(Boolean).join(' · ')}
      </p>
      <div className="mt-4">
        <Countdown startsAt={next.starts_at} />
        <p className="mt-1 text-sm text-stone-600">
          {isTrip
            ? t('next.departs', { when: formatTimestamp(next.starts_at) })
            : t('next.dates', { from: formatDate(next.start_date), to: formatDate(next.end_date) })}
          {' · '}
          {t('next.reference', { reference: next.reference })}
        </p>
      </div>
      <h3 className="mt-5 text-sm font-semibold text-stone-900">{t('next.documents')}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <li>
          <Link to={`/bookings/${next.booking_id}`} className={linkClass}>
            {t('next.booking')}
          </Link>
        </li>
        {next.tickets.map((ticket) => (
          <li key={ticket.number}>
            <Link to={`/trips/tickets/${ticket.number}`} className={linkClass}>
              {t('next.ticket', { seat: ticket.seat, number: ticket.display })}
            </Link>
          </li>
        ))}
        {next.receipt_payment_id && (
          <li>
            <Link to={`/payments/${next.receipt_payment_id}/receipt`} className={linkClass}>
              {t('next.receipt')}
            </Link>
          </li>
        )}
      </ul>
      {upcoming > 1 && (
        <p className="mt-4 text-sm text-stone-600">
          <Link to="/bookings" className={linkClass}>
            {t('next.more', { count: upcoming - 1 })}
          </Link>
        </p>
      )}
    </Card>
  );
}

function NoTripCard() {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold">{t('next.noneTitle')}</h2>
      <p className="mt-1 text-sm text-stone-600">{t('next.noneText')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/safaris-search" size="sm">
          {t('next.findSafari')}
        </ButtonLink>
        <ButtonLink to="/transport-search" size="sm" variant="secondary">
          {t('next.findTrip')}
        </ButtonLink>
      </div>
    </Card>
  );
}

function BalancesDue({ balances }: { balances: TravelerDashboard['balances_due'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="balances-title">
      <h2 id="balances-title" className="text-lg font-semibold">
        {t('balances.title')}
      </h2>
      {balances.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('balances.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-sand-100">
          {balances.map((b) => (
            <li key={b.booking_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{b.title}</p>
                <p className={b.overdue ? 'text-sm font-semibold text-red-700' : 'text-sm text-stone-600'}>
                  {b.due_date
                    ? b.overdue
                      ? t('balances.overdue', {
                          amount: formatMinorUnits(b.balance_cents, b.currency as Currency),
                          date: formatDate(b.due_date),
                        })
                      : t('balances.due', {
                          amount: formatMinorUnits(b.balance_cents, b.currency as Currency),
                          date: formatDate(b.due_date),
                        })
                    : t('balances.dueBeforeStart', {
                        amount: formatMinorUnits(b.balance_cents, b.currency as Currency),
                        date: formatDate(b.start_date),
                      })}
                </p>
              </div>
              <ButtonLink to={`/bookings/${b.booking_id}`} size="sm">
                {t('balances.pay')}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * The traveler's dashboard: the next safari or trip with its countdown and documents, balances still to
 * pay, and the cards of messaging, saved listings and reviews (each renders nothing while it has
 * nothing to say).
 */
export function TravelerDashboardSections() {
  const { t } = useTranslation('dashboard');
  const query = useTravelerDashboard();
  const data = query.data;
  return (
    <div className="mt-8 grid gap-4 lg:grid-cols-3">
      <div className="grid min-w-0 content-start gap-4 *:min-w-0 lg:col-span-2">
        {query.isPending ? (
          <div aria-busy="true" aria-label={t('loading')} className="grid gap-4">
            <Skeleton className="h-56" />
            <Skeleton className="h-28" />
          </div>
        ) : query.isError || !data ? (
          <LoadError
            message={toastMessageFor(query.error, t('loadFailed'))}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {data.next ? <NextTripCard next={data.next} upcoming={data.upcoming_count} /> : <NoTripCard />}
            <BalancesDue balances={data.balances_due} />
          </>
        )}
      </div>
      {/* Each card may wait for its own texts or data: one card waiting never blanks the page. */}
      <div className="grid min-w-0 content-start gap-4 *:min-w-0">
        <Suspense fallback={null}>
          <UnreadMessagesCard />
        </Suspense>
        <Suspense fallback={null}>
          <SavedPriceDropsCard />
        </Suspense>
        <Suspense fallback={null}>
          <ReviewsToWriteCard />
        </Suspense>
      </div>
    </div>
  );
}
