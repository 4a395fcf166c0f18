import { FLEET_DOCUMENT_STATES, type FleetDocument, type FleetDocumentState } from '@dala/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/document-head';
import { Button } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { toastMessageFor } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatTimestampDate } from '../../../lib/format';
import { downloadFleetDocument, useFleetDocuments } from '../api/fleet-documents';
import { DocumentUploadDialog, type DocumentTarget } from './document-upload-dialog';
import { STATE_ORDER, expiryText, sortForAttention } from './document-states';
import { DocumentStateBadge, FleetPageHeader, documentInSentence } from './fleet-ui';

const isState = (value: string | null): value is FleetDocumentState =>
  (FLEET_DOCUMENT_STATES as readonly string[]).includes(value ?? '');

/** /fleet/validation: every document of the active vehicles and drivers with its state, filters by
 * state, and the upload or replacement of each. */
export default function ValidationPage() {
  const { t } = useTranslation('fleet');
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : null;
  const documents = useFleetDocuments(state);
  const [target, setTarget] = useState<DocumentTarget | null>(null);
  useDocumentTitle(t('validation.pageTitle'));

  const counts = documents.data?.counts;
  const total = counts ? FLEET_DOCUMENT_STATES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : 0;
  const items = sortForAttention(documents.data?.items ?? []);
  const filters: (FleetDocumentState | null)[] = [null, ...STATE_ORDER];

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <FleetPageHeader title={t('validation.title')} lead={t('validation.lead')} />

      <details className="mt-5 rounded-card border border-sand-200 bg-white p-4 shadow-card sm:p-5" open>
        <summary className="cursor-pointer text-base font-bold">{t('validation.statesTitle')}</summary>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {STATE_ORDER.map((s) => (
            <div key={s}>
              <dt>
                <DocumentStateBadge state={s} />
              </dt>
              <dd className="mt-1 text-sm text-stone-700">{t(`stateExplanations.${s}`)}</dd>
            </div>
          ))}
        </dl>
      </details>

      <div
        role="group"
        aria-label={t('validation.filterLabel')}
        className="mt-5 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
      >
        <div className="flex w-max gap-2 pb-1 sm:w-auto sm:flex-wrap">
          {filters.map((filter) => {
            const selected = filter === state;
            const count = filter === null ? total : (counts?.[filter] ?? 0);
            return (
              <button
                key={filter ?? 'all'}
                type="button"
                aria-pressed={selected}
                onClick={() => setParams(filter === null ? {} : { state: filter })}
                className={cn(
                  'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap',
                  selected
                    ? 'bg-trip-700 text-white'
                    : 'bg-white text-stone-700 ring-1 ring-sand-300 ring-inset hover:bg-sand-100',
                )}
              >
                {filter === null ? t('validation.all') : t(`documentStates.${filter}`)}
                {counts && ' '}
                {counts && (
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs',
                      selected ? 'bg-white/20 text-white' : 'bg-sand-100 text-stone-700',
                    )}
                  >
                    {count}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </div>

      <section className="mt-4" aria-label={t('validation.listLabel')} aria-busy={documents.isPending}>
        {documents.isPending ? (
          <ListSkeleton rows={5} />
        ) : documents.isError ? (
          <LoadError message={documents.error.message} onRetry={() => void documents.refetch()} />
        ) : items.length === 0 ? (
          total === 0 ? (
            <EmptyState
              title={t('validation.emptyTitle')}
              action={
                <Link to="/vehicles?vehicle=new" className="font-semibold text-trip-700 hover:underline">
                  {t('validation.addVehicle')}
                </Link>
              }
            >
              {t('validation.emptyLead')}
            </EmptyState>
          ) : (
            <EmptyState
              title={t('validation.noneInState', { state: t(`documentStates.${state ?? 'approved'}`) })}
            >
              <button
                type="button"
                className="font-semibold text-trip-700 hover:underline"
                onClick={() => setParams({})}
              >
                {t('validation.showAll')}
              </button>
            </EmptyState>
          )
        ) : (
          <ul className="grid gap-3 xl:grid-cols-2">
            {items.map((document) => (
              <li key={`${document.holder.type}:${document.holder.id}:${document.kind}`}>
                <DocumentRow
                  document={document}
                  onUpload={() =>
                    setTarget({
                      holder: document.holder,
                      kind: document.kind,
                      expiresOn: document.expires_on,
                    })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <DocumentUploadDialog target={target} onClose={() => setTarget(null)} />
    </main>
  );
}

function DocumentRow({ document, onUpload }: { document: FleetDocument; onUpload: () => void }) {
  const { t } = useTranslation('fleet');
  const name = t(`documentKinds.${document.kind}`);
  const holderLink =
    document.holder.type === 'vehicle'
      ? `/vehicles?vehicle=${document.holder.id}`
      : `/fleet/drivers?driver=${document.holder.id}`;
  const download = () =>
    downloadFleetDocument(document).catch((error: unknown) =>
      toast.error(toastMessageFor(error, t('validation.downloadFailed'))),
    );
  const expiry = expiryText(t, document);
  return (
    <article
      className={cn(
        'h-full rounded-card border bg-white p-4 shadow-card sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4',
        document.state === 'expired' || document.state === 'rejected' ? 'border-red-200' : 'border-sand-200',
      )}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-bold">{name}</h2>
          <DocumentStateBadge state={document.state} />
        </div>
        <p className="mt-1 text-sm text-stone-700">
          <span className="text-stone-500">{t(`validation.holderTypes.${document.holder.type}`)} </span>
          <Link to={holderLink} className="font-semibold text-trip-700 hover:underline">
            {document.holder.name}
          </Link>
          <span aria-hidden> · </span>
          {expiry}
        </p>
        {document.state === 'rejected' && document.rejection_reason && (
          <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('validation.rejectedBecause', { reason: document.rejection_reason })}
          </p>
        )}
        {document.original_name && (
          <p className="mt-1 text-xs text-stone-500">
            {t('validation.uploaded', {
              name: document.original_name,
              date: formatTimestampDate(document.uploaded_at),
            })}
          </p>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2 sm:mt-0 sm:justify-end">
        {document.file_url && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void download()}
            aria-label={t('validation.downloadLabel', {
              document: documentInSentence(document.kind),
              holder: document.holder.name,
            })}
          >
            {t('validation.download')}
          </Button>
        )}
        <Button
          size="sm"
          variant={document.state === 'approved' || document.state === 'pending' ? 'secondary' : 'trip'}
          onClick={onUpload}
          aria-label={t(document.id === null ? 'validation.uploadLabel' : 'validation.replaceLabel', {
            document: documentInSentence(document.kind),
            holder: document.holder.name,
          })}
        >
          {document.id === null ? t('validation.upload') : t('validation.replace')}
        </Button>
      </div>
    </article>
  );
}
