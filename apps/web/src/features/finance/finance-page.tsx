import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/document-head';
import { CardSkeleton } from '../../components/ui/skeletons';
import { LoadError } from '../../components/ui/states';
import { messageText } from '../../lib/i18n';
import { AdminNav } from '../admin';
import { useFinanceOverview } from './api/finance-queries';
import { FinanceSummary, LedgerProof } from './finance-summary';
import { PendingPaymentsSection, ReconciliationSection } from './payments-sections';
import { PayoutsSection } from './payouts-section';
import { RatesPanel } from './rates-panel';

/**
 * /admin/finance (admins only): the platform's commission, payouts waiting for approval, the rates in
 * force and their history, pending payments and the reconciliation of providers against the ledger.
 */
export default function FinancePage() {
  const { t } = useTranslation('finance');
  const overview = useFinanceOverview();
  useDocumentTitle(t('documentTitle'));
  return (
    <main className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <AdminNav />
      <header>
        <p className="text-sm font-semibold text-primary-700">{t('eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-stone-600">{t('intro')}</p>
      </header>
      {overview.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2" aria-busy>
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : overview.isError ? (
        <LoadError message={messageText(overview.error.message)} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <FinanceSummary overview={overview.data} />
          <LedgerProof ledger={overview.data.ledger} />
        </>
      )}
      <PayoutsSection />
      {overview.data && <RatesPanel rates={overview.data.rates} />}
      <PendingPaymentsSection />
      <ReconciliationSection />
    </main>
  );
}
