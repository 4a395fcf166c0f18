import type { ReviewSubject } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** What a review is of: the safari (linked to its page) or the trip's route, with its operator. */
export function SubjectLine({ subject, className }: { subject: ReviewSubject; className?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <p className={cn('text-sm', className)}>
      <span className="mr-2 inline-flex rounded-full bg-sand-100 px-2 py-0.5 text-xs font-medium text-stone-700">
        {subject.kind === 'safari' ? t('subject.safari') : t('subject.trip')}
      </span>
      {subject.slug ? (
        <Link
          to={`/safaris/${subject.slug}`}
          className="font-semibold text-primary-800 underline-offset-2 hover:underline"
        >
          {subject.title}
        </Link>
      ) : (
        <span className="font-semibold text-stone-900">{subject.title}</span>
      )}
      <span className="text-stone-600"> {t('subject.with', { operator: subject.operator_name })}</span>
    </p>
  );
}
