import type { SafariBooking } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { LastUpdatedBanner } from '../../components/ui/offline-banner';
import { Pagination } from '../../components/ui/pagination';
import { ListSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { useCachedAnswerDate } from '../../lib/offline/cached-answers';
import { isTourOperator, useAuth } from '../auth';
import { SafariImage } from '../safaris';
import { TripBookingRow } from '../transport';
import { bookingsInput, useBookings } from './api/use-bookings';
import { BookingStatusBadge } from './booking-status-badge';
import { useBookingFormat } from './use-booking-format';
import { useDocumentTitle } from '../../components/document-head';

const TABS = ['upcoming', 'past', 'cancelled'] as const;
type Tab = (typeof TABS)[number];

/**
 * /bookings: the traveler's safari and trip bookings together in three tabs (tour operators see their
 * customers' bookings).
 */
export default function BookingsPage() {
  const { user } = useAuth();
  if (isTourOperator(user)) return <Navigate to="/safaris-management/bookings" replace />;
  return <TravelerBookings />;
}

function TravelerBookings() {
  const { t } = useTranslation('bookings');
  const { t: tTickets } = useTranslation('tickets');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = tabParam === 'past' || tabParam === 'cancelled' ? tabParam : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const bookings = useBookings(tab, page);
  // Served from this device's offline copy (issue 16): when the server gave it.
  const cachedAt = useCachedAnswerDate('GET /bookings', bookingsInput(tab, page));
  useDocumentTitle(t('list.documentTitle'));

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('list.title')}</h1>
      <LastUpdatedBanner cachedAt={bookings.isError ? null : cachedAt} className="mt-4" />
      <div
        role="tablist"
        aria-label={t('list.tabsLabel')}
        className="mt-5 flex gap-1 overflow-x-auto border-b border-sand-200"
      >
        {TABS.map((key) => (
          <button
            key={key}
            role="tab"
            type="button"
            aria-selected={tab === key}
            onClick={() => setParams(key === 'upcoming' ? {} : { tab: key })}
            className={cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
              tab === key
                ? 'border-primary-600 text-primary-800'
                : 'border-transparent text-stone-600 hover:text-stone-900',
            )}
          >
            {t(`list.tabs.${key}`)}
          </button>
        ))}
      </div>
      <section role="tabpanel" aria-label={t(`list.tabs.${tab}`)} className="mt-5">
        {bookings.isPending ? (
          <ListSkeleton rows={3} />
        ) : bookings.isError ? (
          <LoadError message={messageText(bookings.error.message)} onRetry={() => void bookings.refetch()} />
        ) : bookings.data.items.length === 0 ? (
          <EmptyState
            title={tab === 'upcoming' ? t('list.emptyUpcomingTitle') : t('list.emptyTitle')}
            action={
              tab === 'upcoming' ? (
                <div className="flex flex-col items-center gap-3">
                  <ButtonLink to="/safaris-search">{t('list.findSafari')}</ButtonLink>
                  <Link
                    to="/transport-search"
                    className="text-sm font-semibold text-trip-700 hover:underline"
                  >
                    {tTickets('myTrips.findTripLink')}
                  </Link>
                </div>
              ) : undefined
            }
          >
            {t(`list.empty.${tab}`)}
          </EmptyState>
        ) : (
          <>
            <ul className="space-y-3">
              {bookings.data.items.map((booking) => (
                <li key={booking.id}>
                  {booking.kind === 'trip' ? (
                    <TripBookingRow booking={booking} />
                  ) : (
                    <BookingRow booking={booking} />
                  )}
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-6"
              page={bookings.data.page}
              total={bookings.data.total}
              pageSize={bookings.data.page_size}
              onChange={(p) => setParams({ ...(tab === 'upcoming' ? {} : { tab }), page: String(p) })}
            />
          </>
        )}
      </section>
    </main>
  );
}

function BookingRow({ booking }: { booking: SafariBooking }) {
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  return (
    <article className="relative flex gap-4 rounded-card border border-sand-200 bg-white p-3 shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised sm:p-4">
      <SafariImage
        url={booking.safari.cover_image_url}
        alt=""
        className="size-20 shrink-0 rounded-xl sm:h-24 sm:w-32"
        sizes="128px"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-base leading-snug font-bold">
            <Link
              to={`/bookings/${encodeURIComponent(booking.id)}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {booking.safari.title}
            </Link>
          </h2>
          <BookingStatusBadge status={booking.status} />
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {t('list.rowDates', {
            dates: t('dateRange', {
              start: formatDate(booking.start_date),
              end: formatDate(booking.end_date),
            }),
            travelers: format.travelers(booking),
          })}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-stone-500">
          <span className="font-mono">{booking.reference}</span>
          <span>{t('list.total', { amount: format.money(booking.total_cents) })}</span>
          {booking.next_payment && booking.status === 'confirmed' && (
            <span className="font-semibold text-primary-700">
              {t('list.balanceDue', {
                amount: format.money(booking.next_payment.amount_cents),
                date: formatDate(booking.balance_due_date),
              })}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
