import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/document-head';
import { cn } from '../../../lib/cn';
import { RoutesSection } from './routes-section';
import { SchedulesSection } from './schedules-section';
import { TripsSection } from './trips-section';

const TABS = ['trips', 'routes', 'schedules'] as const;
type Tab = (typeof TABS)[number];

/** /trips for a transporter: its trips, the routes they run on and the schedules that generate them. */
export default function TransporterTripsPage() {
  const { t } = useTranslation('operations');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'trips';
  useDocumentTitle(t('page.title'));

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('page.title')}</h1>
      <p className="mt-1 text-stone-600">{t('page.lead')}</p>
      <div
        role="tablist"
        aria-label={t('page.tablist')}
        className="mt-6 flex gap-1 overflow-x-auto border-b border-sand-200"
      >
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`trips-tab-${key}`}
            aria-controls="trips-tabpanel"
            aria-selected={tab === key}
            onClick={() => setParams(key === 'trips' ? {} : { tab: key })}
            className={cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
              tab === key
                ? 'border-trip-600 text-trip-800'
                : 'border-transparent text-stone-600 hover:text-stone-900',
            )}
          >
            {t(`page.tabs.${key}`)}
          </button>
        ))}
      </div>
      <section role="tabpanel" id="trips-tabpanel" aria-labelledby={`trips-tab-${tab}`} className="mt-5">
        {tab === 'trips' ? <TripsSection /> : tab === 'routes' ? <RoutesSection /> : <SchedulesSection />}
      </section>
    </main>
  );
}
