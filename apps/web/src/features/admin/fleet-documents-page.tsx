import {
  DOCUMENT_KIND_MESSAGES,
  DOCUMENT_REVIEW_STATUSES,
  type AdminTransportDocument,
  type DocumentReviewStatus,
} from '@dala/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { Pagination } from '../../components/ui/pagination';
import { CardSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { toastMessageFor } from '../../lib/api-client';
import { formatDate, formatTimestampDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { AdminPage, FilterChips } from './admin-layout';
import { ADMIN_PAGE_SIZE, useDecideTransportDocument, useTransportDocuments } from './api/admin-queries';
import { DocumentViewer } from './document-viewer';
import { ReasonDialog } from './reason-dialog';

function isStatus(value: string | null): value is DocumentReviewStatus {
  return DOCUMENT_REVIEW_STATUSES.includes(value as DocumentReviewStatus);
}

function DocumentCard({ doc }: { doc: AdminTransportDocument }) {
  const { t } = useTranslation('admin');
  const decide = useDecideTransportDocument();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const kind = messageText(DOCUMENT_KIND_MESSAGES[doc.kind]);
  const holder = t(`fleetDocuments.holder.${doc.holder.type}`, { name: doc.holder.name });
  const company = doc.transporter.company_name || doc.transporter.email;
  const values = { kind, holder, company };
  const id = doc.id;
  if (id === null) return null;

  const approve = () =>
    decide.mutate(
      { id, approve: true },
      {
        onSuccess: () => toast.success(t('fleetDocuments.approved')),
        onError: (e) => toast.error(toastMessageFor(e)),
        onSettled: () => setDialog(null),
      },
    );
  const reject = (reason: string) =>
    decide
      .mutateAsync({ id, approve: false, reason })
      .then(() => {
        setDialog(null);
        toast.success(t('fleetDocuments.rejected'));
      })
      .catch((e: unknown) => {
        toast.error(toastMessageFor(e));
        throw e;
      });

  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-bold break-words text-stone-900">
            {kind} · {holder}
          </h2>
          <p className="text-sm break-words text-stone-600">
            {company} · {doc.transporter.email}
          </p>
          <p className="mt-1 text-xs text-stone-500">
            {doc.expires_on
              ? t('fleetDocuments.expires', { date: formatDate(doc.expires_on) })
              : t('fleetDocuments.noExpiry')}
            {doc.uploaded_at
              ? ` · ${t('fleetDocuments.uploaded', { date: formatTimestampDate(doc.uploaded_at) })}`
              : ''}
          </p>
          {doc.rejection_reason && (
            <p className="mt-1 text-sm break-words text-red-800">
              {t('operators.rejectionReason', { reason: doc.rejection_reason })}
            </p>
          )}
        </div>
        {doc.review_status === 'pending' && (
          <div className="flex gap-2">
            <Button onClick={() => setDialog('approve')}>{t('common.approve')}</Button>
            <Button variant="secondary" onClick={() => setDialog('reject')}>
              {t('common.reject')}
            </Button>
          </div>
        )}
      </div>
      {doc.file_url && (
        <div className="mt-4">
          <DocumentViewer
            doc={{
              url: doc.file_url,
              name: doc.original_name ?? kind,
              contentType: doc.content_type ?? '',
              kindLabel: kind,
              owner: company,
              sizeBytes: doc.size_bytes,
              uploadedAt: doc.uploaded_at,
            }}
          />
        </div>
      )}
      <ConfirmModal
        open={dialog === 'approve'}
        onClose={() => setDialog(null)}
        onConfirm={approve}
        busy={decide.isPending}
        title={t('fleetDocuments.approveTitle')}
        confirmLabel={t('fleetDocuments.approveConfirm')}
        cancelLabel={t('common.cancel')}
      >
        <p>{t('fleetDocuments.approveText', values)}</p>
      </ConfirmModal>
      <ReasonDialog
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={t('fleetDocuments.rejectTitle')}
        reasonLabel={t('common.reason')}
        placeholder={t('fleetDocuments.rejectPlaceholder')}
        confirmLabel={t('fleetDocuments.rejectConfirm')}
        requiredMessage="fleet.rejectionReasonRequired"
        busy={decide.isPending}
        onConfirm={reject}
      >
        <p>{t('fleetDocuments.rejectText', values)}</p>
      </ReasonDialog>
    </Card>
  );
}

/** /admin/documents: transporters' vehicle and driver documents, pending first (oldest upload first). */
export default function FleetDocumentsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const documents = useTransportDocuments(status, page);
  const show = (next: { status?: DocumentReviewStatus; page?: number }) => {
    const search = new URLSearchParams({ status: next.status ?? status });
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <AdminPage
      title={t('fleetDocuments.title')}
      documentTitle={t('fleetDocuments.documentTitle')}
      intro={t('fleetDocuments.intro')}
    >
      <FilterChips
        label={t('fleetDocuments.statusFilter')}
        options={DOCUMENT_REVIEW_STATUSES.map((value) => ({
          value,
          label: t(`fleetDocuments.statuses.${value}`),
        }))}
        value={status}
        onChange={(value) => show({ status: value })}
      />
      {documents.isPending ? (
        <div className="space-y-4" aria-busy>
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : documents.isError ? (
        <LoadError message={messageText(documents.error.message)} onRetry={() => void documents.refetch()} />
      ) : documents.data.items.length === 0 ? (
        <EmptyState title={t('fleetDocuments.emptyTitle')}>{t('fleetDocuments.empty')}</EmptyState>
      ) : (
        <>
          <div className="space-y-4">
            {documents.data.items.map((doc) => (
              <DocumentCard key={doc.id} doc={doc} />
            ))}
          </div>
          <Pagination
            page={page}
            total={documents.data.total}
            pageSize={ADMIN_PAGE_SIZE}
            onChange={(next) => show({ page: next })}
          />
        </>
      )}
    </AdminPage>
  );
}
