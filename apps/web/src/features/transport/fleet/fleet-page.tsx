import type { FleetDocument } from '@dala/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/document-head';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/ui/states';
import { cn } from '../../../lib/cn';
import { useFleetDocuments } from '../api/fleet-documents';
import { useFleetOverview } from '../api/fleet-overview';
import { DocumentStateBadge, FleetPageHeader } from './fleet-ui';
import { expiryText, sortForAttention } from './document-states';

/** How many documents needing attention the overview lists (the rest are on /fleet/validation). */
const ATTENTION_SHOWN = 5;

/** /fleet: the fleet at a glance — documents needing attention first, then vehicles, drivers, this
 * week's trips and their occupancy, each leading to its page. */
export default function FleetPage() {
  const { t } = useTranslation('fleet');
  const overview = useFleetOverview();
  const documents = useFleetDocuments(null);
  useDocumentTitle(t('overview.pageTitle'));

  const attention = sortForAttention((documents.data?.items ?? []).filter((d) => d.state !== 'approved'));
  const data = overview.data;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <FleetPageHeader
        title={t('overview.title')}
        lead={t('overview.lead')}
        actions={
          <>
            <ButtonLink to="/vehicles?vehicle=new" variant="trip">
              {t('overview.addVehicle')}
            </ButtonLink>
            <ButtonLink to="/fleet/drivers?driver=new" variant="secondary">
              {t('overview.addDriver')}
            </ButtonLink>
          </>
        }
      />

      {documents.isSuccess && attention.length > 0 && <AttentionList documents={attention} />}

      <section aria-labelledby="fleet-counts" className="mt-6">
        <h2 id="fleet-counts" className="sr-only">
          {t('overview.countsTitle')}
        </h2>
        {overview.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-hidden>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-32" />
            ))}
          </div>
        ) : overview.isError ? (
          <LoadError message={overview.error.message} onRetry={() => void overview.refetch()} />
        ) : data ? (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <Stat
              to="/fleet/validation"
              label={t('overview.documentsAttention')}
              value={data.documents_attention.total}
              tone={data.documents_attention.total > 0 ? 'warning' : 'ok'}
              detail={
                data.documents_attention.total > 0
                  ? t('overview.attentionDetail', {
                      blocking:
                        data.documents_attention.expired +
                        data.documents_attention.rejected +
                        data.documents_attention.missing,
                      soon: data.documents_attention.expiring,
                      pending: data.documents_attention.pending,
                    })
                  : t('overview.allApproved')
              }
              linkLabel={t('overview.openValidation')}
            />
            <Stat
              to="/vehicles"
              label={t('overview.vehicles')}
              value={data.vehicles.active}
              detail={t('overview.retired', { count: data.vehicles.retired })}
              linkLabel={t('overview.openVehicles')}
            />
            <Stat
              to="/fleet/drivers"
              label={t('overview.drivers')}
              value={data.drivers.active}
              detail={t('overview.retired', { count: data.drivers.retired })}
              linkLabel={t('overview.openDrivers')}
            />
            <Stat
              to="/trips"
              label={t('overview.tripsThisWeek')}
              value={data.trips_this_week}
              detail={t('overview.tripsDetail')}
              linkLabel={t('overview.openTrips')}
            />
            <Stat
              to="/trips"
              label={t('overview.occupancy')}
              value={t('overview.percent', { value: data.occupancy.percent })}
              detail={t('overview.occupancyDetail')}
              linkLabel={t('overview.openTrips')}
              meter={data.occupancy.percent}
            />
          </ul>
        ) : null}
      </section>

      {documents.isError && (
        <LoadError
          className="mt-6"
          message={documents.error.message}
          onRetry={() => void documents.refetch()}
        />
      )}
    </main>
  );
}

function AttentionList({ documents }: { documents: FleetDocument[] }) {
  const { t } = useTranslation('fleet');
  const shown = documents.slice(0, ATTENTION_SHOWN);
  return (
    <Card className="mt-6 border-primary-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{t('overview.attentionTitle', { count: documents.length })}</h2>
        <Link to="/fleet/validation" className="text-sm font-semibold text-trip-700 hover:underline">
          {t('overview.seeAllDocuments')}
        </Link>
      </div>
      <ul className="mt-3 divide-y divide-sand-200">
        {shown.map((document) => (
          <li
            key={`${document.holder.type}:${document.holder.id}:${document.kind}`}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5"
          >
            <div className="min-w-0">
              <p className="text-sm font-semibold">
                {t('overview.attentionItem', {
                  document: t(`documentKinds.${document.kind}`),
                  holder: document.holder.name,
                })}
              </p>
              <p className="text-xs text-stone-600">{expiryText(t, document)}</p>
            </div>
            <DocumentStateBadge state={document.state} />
          </li>
        ))}
      </ul>
      {documents.length > shown.length && (
        <p className="mt-2 text-sm text-stone-600">
          {t('overview.moreDocuments', { count: documents.length - shown.length })}
        </p>
      )}
    </Card>
  );
}

function Stat({
  to,
  label,
  value,
  detail,
  linkLabel,
  tone = 'neutral',
  meter,
}: {
  to: string;
  label: string;
  value: ReactNode;
  detail: string;
  linkLabel: string;
  tone?: 'neutral' | 'warning' | 'ok';
  meter?: number;
}) {
  return (
    <li>
      <Link
        to={to}
        aria-label={`${label}: ${String(value)}. ${linkLabel}`}
        className={cn(
          'flex h-full flex-col rounded-card border bg-white p-4 shadow-card transition-colors hover:border-trip-300 focus-visible:outline-2 focus-visible:outline-trip-600',
          tone === 'warning' ? 'border-primary-300' : 'border-sand-200',
        )}
      >
        <span className="text-sm font-medium text-stone-600">{label}</span>
        <span
          className={cn(
            'mt-1 text-3xl font-extrabold tracking-tight',
            tone === 'warning' ? 'text-primary-800' : tone === 'ok' ? 'text-acacia-700' : 'text-stone-900',
          )}
        >
          {value}
        </span>
        {meter !== undefined && (
          <span aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-sand-200">
            <span
              className="block h-full bg-trip-600"
              style={{ width: `${Math.min(100, Math.max(0, meter))}%` }}
            />
          </span>
        )}
        <span className="mt-2 text-sm text-stone-600">{detail}</span>
        <span className="mt-auto pt-2 text-sm font-semibold text-trip-700">{linkLabel}</span>
      </Link>
    </li>
  );
}
