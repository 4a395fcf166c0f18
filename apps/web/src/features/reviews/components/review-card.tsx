import type { PublicReview } from '@dala/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatTimestampDate } from '../../../lib/format';
import { Stars } from './stars';

/**
 * One review as everyone reads it: author, verified-booking badge, date, stars, title, text, photos and
 * the operator's reply. Texts are rendered as text (never as HTML). `header` and `footer` carry what a
 * page adds (what it is of, moderation, actions).
 */
export function ReviewCard({
  review,
  header,
  footer,
}: {
  review: PublicReview;
  header?: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('reviews');
  return (
    <Card className="p-4 sm:p-5">
      {header}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-stone-900">
          {review.author_name}
          <span className="ml-2 inline-flex items-center rounded-full bg-primary-50 px-2 py-0.5 align-middle text-xs font-medium text-primary-800">
            {t('card.verified')}
          </span>
        </p>
        <p className="text-sm text-stone-500">
          {formatTimestampDate(review.created_at)}
          {review.edited_at && <span className="ml-1">{t('card.edited')}</span>}
        </p>
      </div>
      <Stars rating={review.rating} className="mt-1 block text-sm" />
      {review.title && <h3 className="mt-2 font-semibold text-stone-900">{review.title}</h3>}
      <p className="mt-1 whitespace-pre-line break-words text-stone-700">{review.text}</p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('card.photos')}>
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  alt={t('card.photoAlt', { n: i + 1, author: review.author_name })}
                  loading="lazy"
                  className="size-20 rounded-lg object-cover sm:size-24"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="mt-3 rounded-lg border-l-4 border-primary-300 bg-sand-50 p-3">
          <p className="text-sm font-semibold text-stone-800">
            {t('card.replyFrom', { operator: review.reply.operator_name })}
            <span className="ml-2 font-normal text-stone-500">
              {formatTimestampDate(review.reply.replied_at)}
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-stone-700">{review.reply.text}</p>
        </div>
      )}
      {footer}
    </Card>
  );
}
