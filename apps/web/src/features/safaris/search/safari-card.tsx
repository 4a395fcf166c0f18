import { formatMoney, type SafariCard as SafariCardData } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RatingLabel, VerifiedBadge } from '../components/badges';
import { SafariImage } from '../components/safari-image';
import { intlLocale } from '../../../lib/i18n';
import { SaveListingButton } from '../../saved';

/** A search result: cover, title, operator (verified), location, duration, rating, 'from' price. */
export function SafariResultCard({
  safari,
  linkSearch = '',
  priority = false,
}: {
  safari: SafariCardData;
  linkSearch?: string;
  /** The first result: its cover is the page's largest paint on a phone. */
  priority?: boolean;
}) {
  const { t } = useTranslation('safaris');
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <div className="relative aspect-[4/3] overflow-hidden">
        <SafariImage
          image={safari.cover_image}
          url={safari.cover_image_url}
          alt={safari.title}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-3 left-3 flex gap-1.5">
          <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-800 shadow-sm">
            {t(`tiers.${safari.tier}`)}
          </span>
          <span className="rounded-full bg-stone-900/75 px-2.5 py-1 text-xs font-semibold text-white">
            {safari.is_private ? t('card.privateTour') : t('card.groupTour')}
          </span>
        </div>
        <SaveListingButton
          listing={{ kind: 'safari', id: safari.id }}
          title={safari.title}
          placement="corner"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="flex items-center gap-1 text-xs font-medium tracking-wide text-primary-700 uppercase">
          <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden>
            <path d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z" />
          </svg>
          <span className="truncate">{safari.location}</span>
        </p>
        <h3 className="mt-1.5 text-lg leading-snug font-bold">
          <Link
            to={`/safaris/${safari.slug || safari.id}${linkSearch}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {safari.title}
          </Link>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-stone-600">
          <span className="truncate">{safari.operator.company_name}</span>
          {safari.operator.is_verified && <VerifiedBadge />}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1">
            <svg
              viewBox="0 0 20 20"
              className="size-4 text-stone-400"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              aria-hidden
            >
              <circle cx="10" cy="10" r="7.5" />
              <path d="M10 6v4l2.5 2" strokeLinecap="round" />
            </svg>
            {t('card.days', { count: safari.duration_days })}
          </span>
          <RatingLabel rating={safari.rating} reviewCount={safari.review_count} />
        </div>
        <div className="mt-auto flex items-end justify-between gap-2 pt-4">
          <p className="text-xs text-stone-500">
            {t('card.from')}{' '}
            <span className="block text-xl font-extrabold text-stone-900">
              {formatMoney(safari.from_price_usd, 'USD', intlLocale())}
            </span>
          </p>
          <span className="text-xs text-stone-500">{t('card.perAdult')}</span>
        </div>
      </div>
    </article>
  );
}
