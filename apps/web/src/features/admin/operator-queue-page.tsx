import type { AdminQueueOperator, VerificationStatus } from '@dala/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { Pagination } from '../../components/ui/pagination';
import { CardSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { toastMessageFor } from '../../lib/api-client';
import { formatTimestampDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { AdminPage, FilterChips } from './admin-layout';
import { ADMIN_PAGE_SIZE, useDecideOperator, useOperatorQueue } from './api/admin-queries';
import { DocumentViewer } from './document-viewer';
import { ReasonDialog } from './reason-dialog';

const STATUSES = ['pending', 'rejected', 'approved', 'not_submitted'] as const satisfies VerificationStatus[];

function isStatus(value: string | null): value is (typeof STATUSES)[number] {
  return STATUSES.includes(value as (typeof STATUSES)[number]);
}

const STATUS_TONE: Record<VerificationStatus, string> = {
  not_submitted: 'bg-sand-200 text-stone-800',
  pending: 'bg-primary-100 text-primary-900',
  rejected: 'bg-red-100 text-red-800',
  approved: 'bg-acacia-100 text-acacia-800',
};

/** Approve (confirmed; only with the required documents) or reject with a reason. */
function Decision({ operator }: { operator: AdminQueueOperator }) {
  const { t } = useTranslation('admin');
  const decide = useDecideOperator();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const company = operator.user.company_name ?? operator.user.email;
  const status = operator.user.verification_status ?? 'not_submitted';
  const canApprove =
    operator.missing_documents.length === 0 && !operator.disabled_at && status !== 'approved';
  const canReject = status === 'pending' || status === 'approved';

  const approve = () =>
    decide.mutate(
      { id: operator.user.id, approve: true },
      {
        onSuccess: () => toast.success(t('operators.approved', { company })),
        onError: (e) => toast.error(toastMessageFor(e)),
        onSettled: () => setDialog(null),
      },
    );
  const reject = (reason: string) =>
    decide
      .mutateAsync({ id: operator.user.id, approve: false, reason })
      .then(() => {
        setDialog(null);
        toast.success(t('operators.rejected', { company }));
      })
      .catch((e: unknown) => {
        toast.error(toastMessageFor(e));
        throw e;
      });

  if (!canApprove && !canReject) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {status !== 'approved' && (
        <Button onClick={() => setDialog('approve')} disabled={!canApprove}>
          {t('common.approve')}
        </Button>
      )}
      {canReject && (
        <Button variant="secondary" onClick={() => setDialog('reject')}>
          {t('common.reject')}
        </Button>
      )}
      <ConfirmModal
        open={dialog === 'approve'}
        onClose={() => setDialog(null)}
        onConfirm={approve}
        busy={decide.isPending}
        title={t('operators.approveTitle', { company })}
        confirmLabel={t('operators.approveConfirm')}
        cancelLabel={t('common.cancel')}
      >
        <p>{t('operators.approveText')}</p>
      </ConfirmModal>
      <ReasonDialog
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={t('operators.rejectTitle', { company })}
        reasonLabel={t('common.reason')}
        placeholder={t('operators.rejectPlaceholder')}
        confirmLabel={t('operators.rejectConfirm')}
        requiredMessage="auth.rejectionReasonRequired"
        busy={decide.isPending}
        onConfirm={reject}
      >
        <p>{t('operators.rejectText')}</p>
      </ReasonDialog>
    </div>
  );
}

/** One operator: the company, its contact, every document inline on demand, and the decision. */
function OperatorCard({ operator }: { operator: AdminQueueOperator }) {
  const { t } = useTranslation('admin');
  const { user } = operator;
  const status = user.verification_status ?? 'not_submitted';
  const company = user.company_name ?? user.email;
  const contact = `${user.first_name} ${user.last_name}`;
  const missing = operator.missing_documents.map((kind) => t(`documentKinds.${kind}`)).join(', ');
  const headingId = `operator-${user.id}`;
  return (
    <Card className="p-4 sm:p-6" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words text-stone-900">
            {company}
          </h2>
          <p className="text-sm text-stone-600">
            {user.operator_type ? t(`operators.types.${user.operator_type}`) : null}
            {' · '}
            {operator.submitted_at
              ? t('operators.submitted', { date: formatTimestampDate(operator.submitted_at) })
              : t('operators.notSubmitted')}
            {operator.reviewed_at
              ? ` · ${t('operators.reviewed', { date: formatTimestampDate(operator.reviewed_at) })}`
              : ''}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_TONE[status]}`}>
          {t(`operators.statuses.${status}`)}
        </span>
      </div>

      {operator.disabled_at && (
        <Alert tone="error" className="mt-4">
          {t('operators.disabled')}
        </Alert>
      )}
      {status === 'rejected' && user.rejection_reason && (
        <p className="mt-3 text-sm break-words text-red-800">
          {t('operators.rejectionReason', { reason: user.rejection_reason })}
        </p>
      )}

      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-label={t('operators.company')}>
          <h3 className="text-sm font-semibold text-stone-800">{t('operators.company')}</h3>
          <dl className="mt-2 space-y-2 text-sm">
            <div>
              <dt className="text-stone-500">{t('operators.contact')}</dt>
              <dd className="break-words text-stone-900">{contact}</dd>
            </div>
            <div>
              <dt className="text-stone-500">{t('operators.email')}</dt>
              <dd className="break-all text-stone-900">{user.email}</dd>
            </div>
            <div>
              <dt className="text-stone-500">{t('operators.phone')}</dt>
              <dd className="text-stone-900">{user.phone_number ?? t('operators.noAddress')}</dd>
            </div>
            <div>
              <dt className="text-stone-500">{t('operators.address')}</dt>
              <dd className="break-words text-stone-900">
                {operator.company_address || t('operators.noAddress')}
              </dd>
            </div>
          </dl>
        </section>
        <section aria-label={t('operators.documents')}>
          <h3 className="text-sm font-semibold text-stone-800">{t('operators.documents')}</h3>
          {operator.documents.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">{t('operators.noDocuments')}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {operator.documents.map((doc) => (
                <li key={doc.id}>
                  <DocumentViewer
                    doc={{
                      url: doc.download_url,
                      name: doc.original_name,
                      contentType: doc.content_type,
                      kindLabel: t(`documentKinds.${doc.kind}`),
                      owner: company,
                      sizeBytes: doc.size_bytes,
                      uploadedAt: doc.uploaded_at,
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          {status !== 'approved' &&
            (missing ? (
              <Alert tone="warning" className="mt-3">
                {t('operators.missing', { documents: missing })}
              </Alert>
            ) : (
              <p className="mt-3 text-sm text-acacia-800">{t('operators.readyToApprove')}</p>
            ))}
        </section>
      </div>
      <div className="mt-5 border-t border-sand-200 pt-4">
        <Decision operator={operator} />
      </div>
    </Card>
  );
}

/** /admin/operators: the verification queue, oldest submission first (pending by default). */
export default function OperatorQueuePage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useOperatorQueue(status, page);
  const show = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams();
    search.set('status', next.status ?? status);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <AdminPage
      title={t('operators.title')}
      documentTitle={t('operators.documentTitle')}
      intro={t('operators.intro')}
    >
      <FilterChips
        label={t('operators.statusFilter')}
        options={STATUSES.map((value) => ({ value, label: t(`operators.statuses.${value}`) }))}
        value={status}
        onChange={(value) => show({ status: value })}
      />
      {queue.isPending ? (
        <div className="space-y-4" aria-busy>
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : queue.isError ? (
        <LoadError message={messageText(queue.error.message)} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState title={t('operators.emptyTitle')}>{t('operators.empty')}</EmptyState>
      ) : (
        <>
          <div className="space-y-4">
            {queue.data.items.map((operator) => (
              <OperatorCard key={operator.user.id} operator={operator} />
            ))}
          </div>
          <Pagination
            page={page}
            total={queue.data.total}
            pageSize={ADMIN_PAGE_SIZE}
            onChange={(next) => show({ page: next })}
          />
        </>
      )}
    </AdminPage>
  );
}
