import {
  BOOKING_STATUSES,
  formatMinorUnits,
  isValidIsoDate,
  type BookingStatus,
  type Currency,
  type OperatorBooking,
  type OperatorBookingTotals,
} from '@dala/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useOperatorSafaris } from '../../safaris';
import { useOperatorBookings } from '../api/use-operator-bookings';
import { BookingStatusBadge } from '../booking-status-badge';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { formatDate } from '../../../lib/format';
import { intlLocale, messageText } from '../../../lib/i18n';
import { useBookingFormat } from '../use-booking-format';
import { useDocumentTitle } from '../../../components/document-head';

/** The operator's filters, read from the URL (invalid values are ignored). */
export function readOperatorBookingFilters(params: URLSearchParams) {
  const status = params.get('status') ?? '';
  const pkg = params.get('package') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const validFrom = isValidIsoDate(from) ? from : '';
  const validTo = isValidIsoDate(to) && (!validFrom || to >= validFrom) ? to : '';
  return {
    status: (BOOKING_STATUSES as readonly string[]).includes(status)
      ? (status as BookingStatus)
      : ('' as const),
    packageId: /^\d{1,9}$/.test(pkg) ? pkg : '',
    from: validFrom,
    to: validTo,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** /safaris-management/bookings: every booking of the operator's packages, filtered. */
export default function OperatorBookingsPage() {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation('bookings');
  const format = useBookingFormat();
  const filters = readOperatorBookingFilters(params);
  const bookings = useOperatorBookings({
    status: filters.status || undefined,
    package_id: filters.packageId ? Number(filters.packageId) : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: filters.page,
    page_size: 20,
  });
  const packages = useOperatorSafaris('');
  const id = useId();
  const [dates, setDates] = useState({ from: filters.from, to: filters.to });
  const [dateError, setDateError] = useState<string | null>(null);

  useDocumentTitle(t('operatorList.documentTitle'));

  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };

  const applyDates = (event: FormEvent) => {
    event.preventDefault();
    if (dates.from && dates.to && dates.to < dates.from) {
      setDateError(t('operatorList.dateOrder'));
      return;
    }
    setDateError(null);
    update({ from: dates.from, to: dates.to });
  };

  const anyFilter = filters.status || filters.packageId || filters.from || filters.to;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <Link to="/safaris-management" className="text-sm font-semibold text-primary-700 hover:underline">
        {t('operatorList.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">{t('operatorList.title')}</h1>

      <form
        onSubmit={applyDates}
        className="mt-5 grid gap-3 rounded-card border border-sand-200 bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[1fr_1.4fr_1fr_1fr_auto] lg:items-end"
        aria-label={t('operatorList.filterLabel')}
      >
        <div>
          <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-medium text-stone-700">
            {t('operatorList.status')}
          </label>
          <select
            id={`${id}-status`}
            className={inputClasses}
            value={filters.status}
            onChange={(e) => update({ status: e.target.value })}
          >
            <option value="">{t('operatorList.allStatuses')}</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-package`} className="mb-1.5 block text-sm font-medium text-stone-700">
            {t('operatorList.package')}
          </label>
          <select
            id={`${id}-package`}
            className={inputClasses}
            value={filters.packageId}
            onChange={(e) => update({ package: e.target.value })}
          >
            <option value="">{t('operatorList.allPackages')}</option>
            {(packages.data?.items ?? []).map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="mb-1.5 block text-sm font-medium text-stone-700">
            {t('operatorList.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={inputClasses}
            value={dates.from}
            onChange={(e) => setDates({ ...dates, from: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1.5 block text-sm font-medium text-stone-700">
            {t('operatorList.until')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={inputClasses}
            value={dates.to}
            min={dates.from || undefined}
            onChange={(e) => setDates({ ...dates, to: e.target.value })}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            {t('operatorList.apply')}
          </Button>
          {anyFilter && (
            <Button
              variant="ghost"
              onClick={() => {
                setDates({ from: '', to: '' });
                setParams({});
              }}
            >
              {t('operatorList.clear')}
            </Button>
          )}
        </div>
        {dateError && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
            {messageText(dateError)}
          </p>
        )}
      </form>

      <section className="mt-5" aria-label={t('operatorList.results')} aria-busy={bookings.isFetching}>
        {bookings.isPending ? (
          <ListSkeleton rows={4} />
        ) : bookings.isError ? (
          <LoadError message={messageText(bookings.error.message)} onRetry={() => void bookings.refetch()} />
        ) : bookings.data.items.length === 0 ? (
          <EmptyState title={anyFilter ? t('operatorList.noMatchTitle') : t('operatorList.noneTitle')}>
            {anyFilter ? t('operatorList.noMatchText') : t('operatorList.noneText')}
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-stone-600">
              {t('operatorList.count', { count: bookings.data.total })}
            </p>
            <ul className={cn('space-y-2', bookings.isPlaceholderData && 'opacity-60')}>
              {bookings.data.items.map((b) => (
                <li key={b.id}>
                  <article className="relative grid gap-1 rounded-card border border-sand-200 bg-white p-4 shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised sm:grid-cols-[1fr_auto] sm:items-center">
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="font-bold">
                          <Link
                            to={`/safaris-management/bookings/${encodeURIComponent(b.id)}`}
                            className="after:absolute after:inset-0 focus-visible:outline-none"
                          >
                            {b.traveler.name || b.lead_traveler.name}
                          </Link>
                        </h2>
                        <BookingStatusBadge status={b.status} />
                        <span className="font-mono text-xs text-stone-500">{b.reference}</span>
                      </div>
                      <p className="mt-1 truncate text-sm text-stone-600">
                        {t('operatorList.row', {
                          title: b.safari.title,
                          date: formatDate(b.start_date),
                          travelers: format.travelers(b),
                        })}
                      </p>
                    </div>
                    <BookingAmounts booking={b} />
                  </article>
                </li>
              ))}
            </ul>
            <BookingTotals totals={bookings.data.totals} />
            <Pagination
              className="mt-6"
              page={bookings.data.page}
              total={bookings.data.total}
              pageSize={bookings.data.page_size}
              onChange={(p) => update({ page: String(p) })}
            />
          </>
        )}
      </section>
    </main>
  );
}

const moneyIn = (cents: number, currency: string) =>
  formatMinorUnits(cents, (currency === 'TZS' ? 'TZS' : 'USD') satisfies Currency, intlLocale());

/**
 * What a booking costs, what was paid and what was refunded (the booking's payment and refund columns),
 * in its currency; a payment charged in another currency (mobile money charges shillings) says so.
 */
function BookingAmounts({ booking: b }: { booking: OperatorBooking }) {
  const { t } = useTranslation('bookings');
  const charged = new Map<string, number>();
  for (const p of b.payments) {
    if (p.status === 'succeeded' && p.charged_currency !== b.currency) {
      charged.set(p.charged_currency, (charged.get(p.charged_currency) ?? 0) + p.charged_amount_cents);
    }
  }
  return (
    <div className="text-sm sm:text-right">
      <p className="font-semibold text-stone-900">{moneyIn(b.total_cents, b.currency)}</p>
      <p className="text-stone-600">
        {t('operatorList.paidAmount', { amount: moneyIn(b.paid_cents, b.currency) })}
        {[...charged].map(([currency, cents]) => (
          <span key={currency} className="text-stone-500">
            {' ('}
            {t('operatorList.chargedAmount', { amount: moneyIn(cents, currency) })}
            {')'}
          </span>
        ))}
      </p>
      {b.refunded_cents > 0 && (
        <p className="text-red-700">
          {t('operatorList.refundedAmount', { amount: moneyIn(b.refunded_cents, b.currency) })}
        </p>
      )}
    </div>
  );
}

/** The summary under the list: every booking of the filter (all pages), per currency. */
function BookingTotals({ totals }: { totals: OperatorBookingTotals[] }) {
  const { t } = useTranslation('bookings');
  if (totals.length === 0) return null;
  return (
    <section
      aria-label={t('operatorList.totalsLabel')}
      className="mt-3 rounded-card border border-sand-200 bg-sand-50 px-4 py-3 text-sm font-semibold text-stone-800"
    >
      {totals.map((row) => (
        <p key={row.currency}>
          {t('operatorList.totals', {
            count: row.bookings,
            paid: moneyIn(row.paid_cents, row.currency),
            refunded: moneyIn(row.refunded_cents, row.currency),
          })}
        </p>
      ))}
    </section>
  );
}
