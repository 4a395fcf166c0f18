import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../components/document-head';
import { useAuth } from '../auth';
import { OperatorReviews } from './operator-reviews';
import { TravelerReviews } from './traveler-reviews';

/**
 * /reviews (issue 15): a traveler's reviews and the finished bookings waiting for one; an operator's
 * received reviews with filters and replies. Admins moderate on /admin/reviews.
 */
export default function ReviewsPage() {
  const { t } = useTranslation('reviews');
  const { user } = useAuth();
  const operator = user?.type === 'operator';
  useDocumentTitle(operator ? t('operator.documentTitle') : t('traveler.documentTitle'));
  if (user?.type === 'admin') return <Navigate to="/admin/reviews" replace />;
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {operator ? t('operator.title') : t('traveler.title')}
      </h1>
      <p className="mt-2 text-stone-600">{operator ? t('operator.intro') : t('traveler.intro')}</p>
      <div className="mt-6">{operator ? <OperatorReviews /> : <TravelerReviews />}</div>
    </main>
  );
}
