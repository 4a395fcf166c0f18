import type { Receipt } from '@dala/shared';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/document-head';
import { Button, ButtonLink } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/states';
import { ApiRequestError, toastMessageFor } from '../../lib/api-client';
import { formatDate, formatTimestampDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { downloadReceiptPdf, useReceipt } from './api/use-receipt';
import { money, useMethodLabel } from './payment-format';
import './receipt-print.css';

/**
 * /payments/{id}/receipt (issue 14): the receipt of one of the traveler's payments that went through —
 * the platform's and the operator's details, the traveler, the booking, what was paid (in its currency,
 * with the booking's amount and the rate when converted) and the booking's balance. Prints on one A4
 * page without the site around it (receipt-print.css); the PDF is the API's. Anything else is 404.
 */
export default function ReceiptPage() {
  const { t } = useTranslation('billing');
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  useDocumentTitle(
    receipt.data
      ? t('receipt.documentTitleNumber', { number: receipt.data.receipt_number })
      : t('receipt.documentTitle'),
  );

  if (receipt.isPending) {
    return (
      <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-8" aria-busy>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-96" />
      </main>
    );
  }
  if (receipt.isError) {
    const missing =
      receipt.error instanceof ApiRequestError &&
      (receipt.error.status === 404 || receipt.error.status === 400);
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12">
        {missing ? (
          <EmptyState
            title={t('receipt.notFound')}
            action={<ButtonLink to="/payments">{t('receipt.back')}</ButtonLink>}
          >
            {t('receipt.notFoundText')}
          </EmptyState>
        ) : (
          <LoadError message={messageText(receipt.error.message)} onRetry={() => void receipt.refetch()} />
        )}
      </main>
    );
  }
  return <ReceiptView receipt={receipt.data} />;
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('billing');
  const method = useMethodLabel();
  const [downloading, setDownloading] = useState(false);
  const { platform, operator, booking, payment, totals } = receipt;
  const converted = payment.currency !== payment.booking_currency;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReceiptPdf(receipt.payment_id, receipt.receipt_number);
    } catch (error) {
      toast.error(toastMessageFor(error, t('receipt.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  const travelers = [
    t('receipt.adults', { count: booking.adults }),
    booking.children ? t('receipt.children', { count: booking.children }) : '',
    booking.infants ? t('receipt.infants', { count: booking.infants }) : '',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <main className="receipt-page mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="receipt-hide flex flex-wrap items-center justify-between gap-3">
        <Link to="/payments" className="text-sm font-semibold text-primary-700 hover:underline">
          {t('receipt.back')}
        </Link>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            {t('receipt.print')}
          </Button>
          <Button size="sm" busy={downloading} onClick={() => void download()}>
            {t('receipt.downloadPdf')}
          </Button>
        </div>
      </div>

      <article
        className="receipt-printable mt-4 overflow-hidden rounded-card border border-sand-200 bg-white shadow-card"
        aria-labelledby="receipt-title"
      >
        <header className="receipt-band flex flex-wrap items-start justify-between gap-4 border-b border-sand-200 bg-primary-50 px-5 py-5 sm:px-8">
          <div>
            <p className="text-xl font-extrabold text-primary-800">{platform.name}</p>
            <p className="text-sm text-stone-600">{platform.website}</p>
            <p className="text-sm text-stone-600">{platform.support_email}</p>
          </div>
          <div className="sm:text-right">
            <h1 id="receipt-title" className="text-lg font-bold text-stone-900">
              {t('receipt.heading')}
            </h1>
            <p className="font-mono text-base font-bold tracking-wide" data-testid="receipt-number">
              {receipt.receipt_number}
            </p>
            <p className="text-sm text-stone-600">{formatTimestampDate(receipt.issued_at)}</p>
          </div>
        </header>

        <div className="grid gap-6 px-5 py-5 sm:grid-cols-2 sm:px-8">
          <Block title={t('receipt.operator')}>
            <p className="font-semibold text-stone-900">{operator.company_name}</p>
            <p>{operator.address ?? t('receipt.noAddress')}</p>
            <p>{operator.phone ?? t('receipt.noPhone')}</p>
            <p>{operator.email}</p>
          </Block>
          <Block title={t('receipt.traveler')}>
            <p className="font-semibold text-stone-900">{receipt.traveler.name}</p>
            <p>{receipt.traveler.email}</p>
          </Block>
        </div>

        <Section title={t('receipt.booking')}>
          <Row label={t('receipt.reference')}>
            <span className="font-mono">{booking.reference}</span>
          </Row>
          <Row label={t('receipt.item')}>{booking.title}</Row>
          <Row label={t('receipt.dates')}>
            {t('receipt.dateRange', {
              start: formatDate(booking.start_date),
              end: formatDate(booking.end_date),
            })}
          </Row>
          <Row label={t('receipt.travelers')}>{travelers}</Row>
        </Section>

        <Section title={t('receipt.payment')}>
          <Row label={t('receipt.paymentFor')}>{t(`kind.${payment.kind}`)}</Row>
          <Row label={t('receipt.amountPaid')}>
            <span className="text-base font-bold tabular-nums">
              {money(payment.amount_cents, payment.currency)}
            </span>
          </Row>
          {converted && (
            <Row label={t('receipt.bookingAmount')}>
              <span className="tabular-nums">
                {money(payment.booking_amount_cents, payment.booking_currency)}
              </span>
            </Row>
          )}
          {converted && payment.tzs_per_usd && (
            <Row label={t('receipt.rate')}>{t('receipt.rateValue', { rate: payment.tzs_per_usd })}</Row>
          )}
          <Row label={t('receipt.method')}>{method(payment)}</Row>
          <Row label={t('receipt.providerReference')}>
            <span className="font-mono break-all">{payment.provider_reference}</span>
          </Row>
        </Section>

        <Section title={t('receipt.totals')}>
          <Row label={t('receipt.total')}>
            <span className="tabular-nums">{money(totals.total_cents, totals.currency)}</span>
          </Row>
          <Row label={t('receipt.paidSoFar')}>
            <span className="tabular-nums">{money(totals.paid_cents, totals.currency)}</span>
          </Row>
          {totals.refunded_cents > 0 && (
            <Row label={t('receipt.refunded')}>
              <span className="tabular-nums">{money(totals.refunded_cents, totals.currency)}</span>
            </Row>
          )}
          <Row label={t('receipt.balanceDue')}>
            <span className="font-bold tabular-nums">
              {totals.balance_cents > 0 && totals.balance_due_date
                ? t('receipt.balanceDueBy', {
                    amount: money(totals.balance_cents, totals.currency),
                    date: formatDate(totals.balance_due_date),
                  })
                : money(totals.balance_cents, totals.currency)}
            </span>
          </Row>
        </Section>

        <footer className="border-t border-dashed border-sand-300 px-5 py-4 text-center text-sm text-stone-600 sm:px-8">
          <p>{t('receipt.thanks')}</p>
          <p>{t('receipt.support', { email: platform.support_email })}</p>
        </footer>
      </article>
    </main>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="text-sm text-stone-700">
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="receipt-section border-t border-sand-200 px-5 py-4 sm:px-8">
      <h2 className="mb-2 text-sm font-bold text-primary-800">{title}</h2>
      <dl className="grid grid-cols-1 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-x-4">
        {children}
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-stone-900 max-sm:mb-1">{children}</dd>
    </>
  );
}
