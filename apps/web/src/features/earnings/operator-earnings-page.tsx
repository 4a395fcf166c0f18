import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/document-head';
import { CardSkeleton } from '../../components/ui/skeletons';
import { LoadError } from '../../components/ui/states';
import { messageText } from '../../lib/i18n';
import { useEarnings, usePayoutMethods } from './api/use-earnings';
import { BalanceCards } from './balance-cards';
import { PayoutHistory } from './payout-history';
import { PayoutMethodsSection } from './payout-methods-section';
import { RequestPayout } from './request-payout';
import { StatementSection } from './statement-section';

/**
 * /payments for an operator (issue 14): balances per currency (pending until the trip ends, available,
 * paid out), a payout request of the available balance to a verified method, the payout history, the
 * statement by month with its CSV, and the payout methods. One column on a phone; balances and the
 * payout panel beside the methods from 1024 px.
 */
export default function OperatorEarningsPage() {
  const { t } = useTranslation('earnings');
  useDocumentTitle(t('page.documentTitle'));
  const earnings = useEarnings();
  const methods = usePayoutMethods();

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('page.title')}</h1>
      <p className="mt-2 text-stone-600">{t('page.intro')}</p>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-8">
          <Section title={t('balances.heading')}>
            {earnings.isPending ? (
              <CardSkeleton />
            ) : earnings.isError ? (
              <LoadError
                message={messageText(earnings.error.message)}
                onRetry={() => void earnings.refetch()}
              />
            ) : (
              <BalanceCards balances={earnings.data.balances} />
            )}
          </Section>
          {earnings.data && methods.data && (
            <Section title={t('request.heading')}>
              <RequestPayout summary={earnings.data} methods={methods.data.items} />
            </Section>
          )}
          <Section title={t('history.heading')}>
            <PayoutHistory />
          </Section>
        </div>
        <div className="space-y-8">
          <Section title={t('methods.heading')}>
            <PayoutMethodsSection />
          </Section>
        </div>
      </div>

      <div className="mt-8">
        <Section title={t('statement.heading')}>
          <StatementSection />
        </Section>
      </div>
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-lg font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}
