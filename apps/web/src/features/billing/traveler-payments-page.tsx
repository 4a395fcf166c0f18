import type { PaymentHistoryItem } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/document-head';
import { ButtonLink } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { ListSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { formatTimestampDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { usePaymentHistory } from './api/use-payment-history';
import { LineAmount, PaymentStateBadge, useLineTitle, useMethodLabel } from './payment-format';

/**
 * /payments for everyone who is not an operator (issue 14): every payment and refund with its state,
 * method, the amount in the currency paid (and the booking's dollars when paid in shillings), its
 * booking and, for a payment that went through, its receipt. Cards on a phone, a table on a wide screen.
 */
export default function TravelerPaymentsPage() {
  const { t } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const history = usePaymentHistory(page);
  useDocumentTitle(t('list.documentTitle'));

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('list.title')}</h1>
      <p className="mt-2 text-stone-600">{t('list.intro')}</p>
      <section className="mt-6" aria-busy={history.isFetching}>
        {history.isPending ? (
          <ListSkeleton rows={3} />
        ) : history.isError ? (
          <LoadError message={messageText(history.error.message)} onRetry={() => void history.refetch()} />
        ) : history.data.items.length === 0 ? (
          <EmptyState
            title={t('list.emptyTitle')}
            action={<ButtonLink to="/safaris-search">{t('list.findSafari')}</ButtonLink>}
          >
            {t('list.empty')}
          </EmptyState>
        ) : (
          <>
            <ul className="space-y-3 lg:hidden">
              {history.data.items.map((item) => (
                <li key={`${item.type}:${item.id}`}>
                  <PaymentCard item={item} />
                </li>
              ))}
            </ul>
            <PaymentTable items={history.data.items} />
            <Pagination
              className="mt-6"
              page={history.data.page}
              total={history.data.total}
              pageSize={history.data.page_size}
              onChange={(p) => setParams(p === 1 ? {} : { page: String(p) })}
            />
          </>
        )}
      </section>
    </main>
  );
}

function BookingLink({ item }: { item: PaymentHistoryItem }) {
  const { t } = useTranslation('billing');
  return (
    <Link
      to={`/bookings/${encodeURIComponent(item.booking.id)}`}
      className="font-mono text-sm font-semibold whitespace-nowrap text-primary-700 hover:underline"
      aria-label={t('list.bookingLink', { reference: item.booking.reference })}
    >
      {item.booking.reference}
    </Link>
  );
}

function ReceiptLink({ item }: { item: PaymentHistoryItem }) {
  const { t } = useTranslation('billing');
  if (!item.receipt_number) return <span className="text-stone-400">{t('list.noReceipt')}</span>;
  return (
    <Link
      to={`/payments/${encodeURIComponent(item.id)}/receipt`}
      className="text-sm font-semibold text-primary-700 hover:underline"
      aria-label={t('list.receiptFor', { number: item.receipt_number })}
    >
      {t('list.receipt')}
    </Link>
  );
}

function LineNote({ item }: { item: PaymentHistoryItem }) {
  const { t } = useTranslation('billing');
  if (!item.reason) return null;
  return (
    <p className="mt-1 text-xs text-stone-500">
      {item.type === 'refund'
        ? t('list.refundReason', { reason: item.reason })
        : t('list.failureReason', { reason: item.reason })}
    </p>
  );
}

/** One line on a phone: what, state, amount; then the booking, method and date; the receipt link. */
function PaymentCard({ item }: { item: PaymentHistoryItem }) {
  const title = useLineTitle();
  const method = useMethodLabel();
  return (
    <article className="rounded-card border border-sand-200 bg-white p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base leading-snug font-bold">{title(item)}</h2>
          <p className="truncate text-sm text-stone-600">{item.booking.title}</p>
        </div>
        <PaymentStateBadge item={item} />
      </div>
      <div className="mt-3 flex items-end justify-between gap-3">
        <LineAmount item={item} />
        {item.receipt_number && <ReceiptLink item={item} />}
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-500">
        <BookingLink item={item} />
        <span>{method(item)}</span>
        <span>{formatTimestampDate(item.created_at)}</span>
      </p>
      <LineNote item={item} />
    </article>
  );
}

/** The same lines as a table on a wide screen. */
function PaymentTable({ items }: { items: PaymentHistoryItem[] }) {
  const { t } = useTranslation('billing');
  const title = useLineTitle();
  const method = useMethodLabel();
  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-500 uppercase';
  return (
    <div className="hidden overflow-hidden rounded-card border border-sand-200 bg-white shadow-card lg:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('list.tableCaption')}</caption>
        <thead className="border-b border-sand-200 bg-sand-50">
          <tr>
            <th scope="col" className={th}>
              {t('list.columns.date')}
            </th>
            <th scope="col" className={th}>
              {t('list.columns.what')}
            </th>
            <th scope="col" className={th}>
              {t('list.columns.booking')}
            </th>
            <th scope="col" className={th}>
              {t('list.columns.method')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('list.columns.amount')}
            </th>
            <th scope="col" className={th}>
              {t('list.columns.state')}
            </th>
            <th scope="col" className={th}>
              {t('list.columns.receipt')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {items.map((item) => (
            <tr key={`${item.type}:${item.id}`} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-stone-600">
                {formatTimestampDate(item.created_at)}
              </td>
              <td className="px-4 py-3">
                <p className="font-semibold text-stone-900">{title(item)}</p>
                <p className="max-w-64 truncate text-stone-500">{item.booking.title}</p>
                <LineNote item={item} />
              </td>
              <td className="px-4 py-3">
                <BookingLink item={item} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">{method(item)}</td>
              <td className="px-4 py-3 text-right">
                <LineAmount item={item} className="items-end" />
              </td>
              <td className="px-4 py-3">
                <PaymentStateBadge item={item} />
              </td>
              <td className="px-4 py-3">
                <ReceiptLink item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
