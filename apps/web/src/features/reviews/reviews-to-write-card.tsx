import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useReviewInvitations } from './api/reviews-api';

/**
 * The traveler's dashboard card of finished bookings waiting for a review (issue 15): how many, the
 * latest one named, and the way to /reviews. Nothing while loading, on error or with none to write.
 */
export function ReviewsToWriteCard() {
  // The dashboard need not load this namespace first: the card waits for it instead of suspending.
  const { t, ready } = useTranslation('reviews', { useSuspense: false });
  const invitations = useReviewInvitations(1, 1);
  const total = invitations.data?.total ?? 0;
  const first = invitations.data?.items[0];
  if (!ready || !first || total === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{t('card.toWriteTitle')}</h2>
      <p className="mt-1 text-stone-600">
        {t('card.toWriteText', { count: total, subject: first.subject.title })}
      </p>
      <ButtonLink to="/reviews" size="sm" className="mt-4">
        {t('card.toWriteAction')}
      </ButtonLink>
    </Card>
  );
}
