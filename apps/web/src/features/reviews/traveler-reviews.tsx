import type { MyReview, ReviewInvitation } from '@dala/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Pagination } from '../../components/ui/pagination';
import { CardSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { formatDate, formatTimestampDate } from '../../lib/format';
import { messageText } from '../../lib/i18n';
import { REVIEWS_PAGE_SIZE, useMyReviews, useReviewInvitations } from './api/reviews-api';
import { ReviewCard } from './components/review-card';
import { ReviewFormModal, type ReviewFormTarget } from './components/review-form-modal';
import { SubjectLine } from './components/subject-line';

/**
 * A traveler's /reviews: finished bookings waiting for a review ("Write a review"; the invitation
 * mail links here with ?write=<booking>), then their reviews, editable while the 30 days run.
 */
export function TravelerReviews() {
  const { t } = useTranslation('reviews');
  const [invitePage, setInvitePage] = useState(1);
  const [page, setPage] = useState(1);
  const invitations = useReviewInvitations(invitePage);
  const mine = useMyReviews(page);
  const [target, setTarget] = useState<ReviewFormTarget | null>(null);
  const [params, setParams] = useSearchParams();
  const write = params.get('write');

  // The invitation email's link (?write=<booking>) opens the form of its booking once the list has it.
  const linked = write ? invitations.data?.items.find((i) => i.booking_id === write) : undefined;
  const shown: ReviewFormTarget | null =
    target ?? (linked ? { mode: 'create', bookingId: linked.booking_id, subject: linked.subject } : null);
  const close = () => {
    setTarget(null);
    if (write) {
      setParams(
        (p) => {
          p.delete('write');
          return p;
        },
        { replace: true },
      );
    }
  };

  return (
    <div className="space-y-10">
      <section aria-labelledby="to-write">
        <h2 id="to-write" className="text-xl font-bold">
          {t('traveler.toWrite')}
        </h2>
        <div className="mt-3">
          {invitations.isPending ? (
            <CardSkeleton />
          ) : invitations.isError ? (
            <LoadError
              message={messageText(invitations.error.message)}
              onRetry={() => void invitations.refetch()}
            />
          ) : invitations.data.items.length === 0 ? (
            <p className="text-stone-600">{t('traveler.nothingToWrite')}</p>
          ) : (
            <>
              <ul className="grid gap-3 sm:grid-cols-2">
                {invitations.data.items.map((invitation) => (
                  <li key={invitation.booking_id}>
                    <InvitationCard
                      invitation={invitation}
                      onWrite={() =>
                        setTarget({
                          mode: 'create',
                          bookingId: invitation.booking_id,
                          subject: invitation.subject,
                        })
                      }
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                className="mt-4"
                page={invitePage}
                total={invitations.data.total}
                pageSize={REVIEWS_PAGE_SIZE}
                onChange={setInvitePage}
              />
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="yours">
        <h2 id="yours" className="text-xl font-bold">
          {t('traveler.yours')}
        </h2>
        <div className="mt-3">
          {mine.isPending ? (
            <CardSkeleton />
          ) : mine.isError ? (
            <LoadError message={messageText(mine.error.message)} onRetry={() => void mine.refetch()} />
          ) : mine.data.items.length === 0 ? (
            <EmptyState title={t('traveler.emptyTitle')}>{t('traveler.emptyText')}</EmptyState>
          ) : (
            <>
              <ul className="space-y-3">
                {mine.data.items.map((review) => (
                  <li key={review.id}>
                    <MyReviewItem review={review} onEdit={() => setTarget({ mode: 'edit', review })} />
                  </li>
                ))}
              </ul>
              <Pagination
                className="mt-4"
                page={page}
                total={mine.data.total}
                pageSize={REVIEWS_PAGE_SIZE}
                onChange={setPage}
              />
            </>
          )}
        </div>
      </section>
      {shown && <ReviewFormModal target={shown} onClose={close} />}
    </div>
  );
}

function InvitationCard({ invitation, onWrite }: { invitation: ReviewInvitation; onWrite: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <Card className="flex h-full flex-col p-4">
      <SubjectLine subject={invitation.subject} />
      <p className="mt-1 text-sm text-stone-600">
        {t('traveler.travelled', {
          start: formatDate(invitation.start_date),
          end: formatDate(invitation.end_date),
          reference: invitation.booking_reference,
        })}
      </p>
      <Button
        className="mt-4 self-start"
        onClick={onWrite}
        aria-label={t('traveler.writeFor', { subject: invitation.subject.title })}
      >
        {t('traveler.write')}
      </Button>
    </Card>
  );
}

function MyReviewItem({ review, onEdit }: { review: MyReview; onEdit: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <ReviewCard
      review={review}
      header={<SubjectLine subject={review.subject} className="mb-2 border-b border-sand-200 pb-2" />}
      footer={
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          {review.hidden ? (
            <p className="text-red-800">{t('traveler.hidden', { reason: review.hidden_reason ?? '' })}</p>
          ) : review.can_edit ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                onClick={onEdit}
                aria-label={t('traveler.editFor', { subject: review.subject.title })}
              >
                {t('traveler.edit')}
              </Button>
              <span className="text-stone-500">
                {t('traveler.editableUntil', { date: formatTimestampDate(review.editable_until) })}
              </span>
            </>
          ) : (
            <span className="text-stone-500">{t('traveler.notEditable')}</span>
          )}
        </div>
      }
    />
  );
}
