import { REVIEW_REASON_MAX, type AdminReview, type AdminReviewsQuery } from '@dala/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { Pagination } from '../../components/ui/pagination';
import { SelectField } from '../../components/ui/select-field';
import { CardSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { ApiRequestError } from '../../lib/api-client';
import { formatTimestampDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { AdminPage } from '../admin';
import { REVIEWS_PAGE_SIZE, useAdminReviews, useHideReview, useRestoreReview } from './api/reviews-api';
import { ReviewCard } from './components/review-card';
import { SubjectLine } from './components/subject-line';

type Status = AdminReviewsQuery['status'];

/**
 * /admin/reviews (issue 15): every review, filtered by visibility, rating and words; hide one with a
 * reason (out of every rating and count at once, the author told) or restore it, each after a
 * confirmation and written to the audit log by the server.
 */
export default function AdminReviewsPage() {
  const { t } = useTranslation('reviews');
  const [status, setStatus] = useState<Status>('all');
  const [rating, setRating] = useState<number | undefined>();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews({ status, rating, q: search || undefined, page });
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [restoring, setRestoring] = useState<AdminReview | null>(null);

  return (
    <AdminPage title={t('admin.title')} documentTitle={t('admin.documentTitle')} intro={t('admin.intro')}>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
        aria-label={t('admin.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q.trim());
          setPage(1);
        }}
      >
        <SelectField
          label={t('admin.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as Status);
            setPage(1);
          }}
        >
          <option value="all">{t('admin.statusAll')}</option>
          <option value="visible">{t('admin.statusVisible')}</option>
          <option value="hidden">{t('admin.statusHidden')}</option>
        </SelectField>
        <SelectField
          label={t('operator.filterRating')}
          value={rating ?? ''}
          onChange={(e) => {
            setRating(e.target.value ? Number(e.target.value) : undefined);
            setPage(1);
          }}
        >
          <option value="">{t('operator.anyRating')}</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {t('stars.option', { count: n })}
            </option>
          ))}
        </SelectField>
        <TextField label={t('admin.search')} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        <Button type="submit" variant="secondary">
          {t('admin.searchButton')}
        </Button>
      </form>

      <div>
        {reviews.isPending ? (
          <CardSkeleton />
        ) : reviews.isError ? (
          <LoadError message={messageText(reviews.error.message)} onRetry={() => void reviews.refetch()} />
        ) : reviews.data.items.length === 0 ? (
          <EmptyState title={t('admin.emptyTitle')}>{t('admin.emptyText')}</EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-stone-600" aria-live="polite">
              {t('admin.count', { count: reviews.data.total })}
            </p>
            <ul className="space-y-3">
              {reviews.data.items.map((review) => (
                <li key={review.id}>
                  <ReviewCard
                    review={review}
                    header={
                      <div className="mb-2 border-b border-sand-200 pb-2 text-sm">
                        <SubjectLine subject={review.subject} />
                        <p className="text-xs text-stone-500">
                          {t('admin.by', { email: review.author_email, reference: review.booking_reference })}
                        </p>
                      </div>
                    }
                    footer={
                      <div className="mt-3 flex flex-wrap items-center gap-3">
                        {review.hidden ? (
                          <>
                            <p className="text-sm text-red-800">
                              {t('admin.hiddenBy', {
                                name: review.hidden_by_name ?? t('admin.someone'),
                                date: formatTimestampDate(review.hidden_at),
                                reason: review.hidden_reason ?? '',
                              })}
                            </p>
                            <Button
                              size="sm"
                              variant="secondary"
                              onClick={() => setRestoring(review)}
                              aria-label={t('admin.restoreOf', {
                                author: review.author_name,
                                title: review.title,
                              })}
                            >
                              {t('admin.restore')}
                            </Button>
                          </>
                        ) : (
                          <Button
                            size="sm"
                            variant="danger"
                            onClick={() => setHiding(review)}
                            aria-label={t('admin.hideOf', {
                              author: review.author_name,
                              title: review.title,
                            })}
                          >
                            {t('admin.hide')}
                          </Button>
                        )}
                      </div>
                    }
                  />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-4"
              page={page}
              total={reviews.data.total}
              pageSize={REVIEWS_PAGE_SIZE}
              onChange={setPage}
            />
          </>
        )}
      </div>
      {hiding && <HideDialog review={hiding} onClose={() => setHiding(null)} />}
      {restoring && <RestoreDialog review={restoring} onClose={() => setRestoring(null)} />}
    </AdminPage>
  );
}

function HideDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const hide = useHideReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function confirm() {
    if (reason.trim().length < 3) {
      setError(t('admin.reasonRequired'));
      return;
    }
    try {
      await hide.mutateAsync({ id: review.id, reason: reason.trim() });
      toast.success(t('admin.hidden'));
      onClose();
    } catch (err) {
      const field = err instanceof ApiRequestError ? err.fields?.reason?.[0] : undefined;
      setError(messageText(field ?? (err instanceof Error ? err.message : t('form.failed'))));
    }
  }
  return (
    <ConfirmModal
      open
      onClose={onClose}
      onConfirm={() => void confirm()}
      busy={hide.isPending}
      title={t('admin.hideTitle')}
      confirmLabel={t('admin.hideConfirm')}
      cancelLabel={t('form.cancel')}
    >
      <p className="text-stone-700">
        {t('admin.hideText', { title: review.title, author: review.author_name })}
      </p>
      <TextareaField
        className="mt-3"
        label={t('admin.reason')}
        hint={t('admin.reasonHint')}
        rows={3}
        value={reason}
        maxLength={REVIEW_REASON_MAX}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
    </ConfirmModal>
  );
}

function RestoreDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const restore = useRestoreReview();
  async function confirm() {
    try {
      await restore.mutateAsync({ id: review.id });
      toast.success(t('admin.restored'));
      onClose();
    } catch (err) {
      toast.error(messageText(err instanceof Error ? err.message : t('form.failed')));
    }
  }
  return (
    <ConfirmModal
      open
      onClose={onClose}
      onConfirm={() => void confirm()}
      busy={restore.isPending}
      title={t('admin.restoreTitle')}
      confirmLabel={t('admin.restoreConfirm')}
      cancelLabel={t('form.cancel')}
    >
      <p className="text-stone-700">
        {t('admin.restoreText', { title: review.title, author: review.author_name })}
      </p>
    </ConfirmModal>
  );
}
