import { REVIEW_REPLY_MAX, type ReceivedReview, type ReceivedReviewsQuery } from '@dala/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Pagination } from '../../components/ui/pagination';
import { SelectField } from '../../components/ui/select-field';
import { CardSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { TextareaField } from '../../components/ui/textarea-field';
import { ApiRequestError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { REVIEWS_PAGE_SIZE, useReceivedReviews, useReplyToReview } from './api/reviews-api';
import { ReviewCard } from './components/review-card';
import { Stars } from './components/stars';
import { SubjectLine } from './components/subject-line';

type Filters = Pick<Partial<ReceivedReviewsQuery>, 'rating' | 'replied' | 'listing'>;

/** An operator's /reviews: received reviews with filters (rating, replied, listing) and a reply to each, once. */
export function OperatorReviews() {
  const { t } = useTranslation('reviews');
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const received = useReceivedReviews({ ...filters, page });
  const set = (next: Filters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <div>
      {received.data && (
        <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
          <Card className="p-4">
            <dt className="text-sm text-stone-600">{t('operator.average')}</dt>
            <dd className="mt-1 text-2xl font-bold">
              {received.data.rating_avg > 0 ? received.data.rating_avg.toFixed(1) : '–'}
              {received.data.rating_avg > 0 && (
                <Stars rating={received.data.rating_avg} className="ml-2 text-base" />
              )}
            </dd>
          </Card>
          <Card className="p-4">
            <dt className="text-sm text-stone-600">{t('operator.unreplied')}</dt>
            <dd className="mt-1 text-2xl font-bold">{received.data.unreplied}</dd>
          </Card>
        </dl>
      )}
      <form
        className="mt-6 grid gap-3 sm:grid-cols-3"
        aria-label={t('operator.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          label={t('operator.filterRating')}
          value={filters.rating ?? ''}
          onChange={(e) => set({ rating: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{t('operator.anyRating')}</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {t('stars.option', { count: n })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('operator.filterReplied')}
          value={filters.replied ?? ''}
          onChange={(e) => set({ replied: (e.target.value || undefined) as Filters['replied'] })}
        >
          <option value="">{t('operator.anyReplied')}</option>
          <option value="no">{t('operator.notReplied')}</option>
          <option value="yes">{t('operator.replied')}</option>
        </SelectField>
        <SelectField
          label={t('operator.filterListing')}
          value={filters.listing ?? ''}
          onChange={(e) => set({ listing: e.target.value || undefined })}
        >
          <option value="">{t('operator.anyListing')}</option>
          {received.data?.listings.map((l) => (
            <option key={l.key} value={l.key}>
              {t('operator.listingOption', { title: l.title, count: l.review_count })}
            </option>
          ))}
        </SelectField>
      </form>

      <div className="mt-6">
        {received.isPending ? (
          <CardSkeleton />
        ) : received.isError ? (
          <LoadError message={messageText(received.error.message)} onRetry={() => void received.refetch()} />
        ) : received.data.items.length === 0 ? (
          <EmptyState
            title={
              filters.rating || filters.replied || filters.listing
                ? t('operator.noMatch')
                : t('operator.emptyTitle')
            }
          >
            {t('operator.emptyText')}
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-stone-600" aria-live="polite">
              {t('operator.count', { count: received.data.total })}
            </p>
            <ul className="space-y-3">
              {received.data.items.map((review) => (
                <li key={review.id}>
                  <ReceivedItem review={review} />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-4"
              page={page}
              total={received.data.total}
              pageSize={REVIEWS_PAGE_SIZE}
              onChange={setPage}
            />
          </>
        )}
      </div>
    </div>
  );
}

function ReceivedItem({ review }: { review: ReceivedReview }) {
  const { t } = useTranslation('reviews');
  return (
    <ReviewCard
      review={review}
      header={
        <div className="mb-2 border-b border-sand-200 pb-2">
          <SubjectLine subject={review.subject} />
          <p className="text-xs text-stone-500">
            {t('operator.booking', {
              reference: review.booking_reference,
              date: formatDate(review.travel_date),
            })}
          </p>
          {review.hidden && (
            <p className="mt-1 text-sm text-red-800">
              {t('operator.hidden', { reason: review.hidden_reason ?? '' })}
            </p>
          )}
        </div>
      }
      footer={!review.reply && !review.hidden ? <ReplyForm review={review} /> : null}
    />
  );
}

function ReplyForm({ review }: { review: ReceivedReview }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useReplyToReview();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('operator.replyRequired'));
      return;
    }
    try {
      await reply.mutateAsync({ id: review.id, text });
      toast.success(t('operator.replySent'));
    } catch (err) {
      const field = err instanceof ApiRequestError ? err.fields?.text?.[0] : undefined;
      setError(messageText(field ?? (err instanceof Error ? err.message : t('form.failed'))));
    }
  }

  if (!open) {
    return (
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        onClick={() => setOpen(true)}
        aria-label={t('operator.replyTo', { author: review.author_name })}
      >
        {t('operator.reply')}
      </Button>
    );
  }
  return (
    <form className="mt-3 space-y-2" onSubmit={(e) => void submit(e)} noValidate>
      <TextareaField
        label={t('operator.replyLabel', { author: review.author_name })}
        hint={t('operator.replyHint')}
        rows={3}
        value={text}
        maxLength={REVIEW_REPLY_MAX}
        onChange={(e) => setText(e.target.value)}
        error={error}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={reply.isPending}>
          {t('operator.sendReply')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)} disabled={reply.isPending}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
