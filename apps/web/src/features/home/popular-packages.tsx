import { formatMoney, type SafariCard } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { formatRating } from '../../lib/format';
import { intlLocale } from '../../lib/i18n';
import { artFor } from '../content';
import { SaveListingButton } from '../saved';
import { POPULAR_SHOWN } from './popular-shown';
import { usePopularSafaris } from './api/use-popular-safaris';

export function StarIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z" />
    </svg>
  );
}

/** Popular Safari Packages (spec §1): four cards from the catalog, linking to /safaris/{id}. */
export function PopularPackages() {
  const { t } = useTranslation('home');
  const query = usePopularSafaris(POPULAR_SHOWN);

  if (query.isPending) {
    return (
      <ul
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        aria-busy="true"
        aria-label={t('popular.loading')}
      >
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="overflow-hidden rounded-card border border-sand-200 bg-white">
            <Skeleton radius="none" className="aspect-[4/3]" />
            <div className="space-y-3 p-5">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-12" />
              <Skeleton className="h-6 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <div className="rounded-card border border-sand-200 bg-white p-8 text-center">
        <p className="font-semibold text-stone-900">{t('popular.loadError')}</p>
        <p className="mt-1 text-sm text-stone-600">{t('popular.checkConnection')}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-4 text-sm font-semibold text-primary-700 underline underline-offset-4"
        >
          {t('popular.tryAgain')}
        </button>
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-sand-300 bg-white p-8 text-center">
        <p className="font-semibold text-stone-900">{t('popular.empty')}</p>
        <p className="mt-1 text-sm text-stone-600">{t('popular.emptyLead')}</p>
        <ButtonLink to="/safaris-search" variant="secondary" className="mt-4">
          {t('popular.browse')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {query.data.items.map((safari) => (
        <li key={safari.id} className="relative">
          <PackageCard safari={safari} />
          {/* Beside the card's link, not inside it: a button may not sit in a link. */}
          <SaveListingButton
            listing={{ kind: 'safari', id: safari.id }}
            title={safari.title}
            placement="corner"
          />
        </li>
      ))}
    </ul>
  );
}

function PackageCard({ safari }: { safari: SafariCard }) {
  const { t } = useTranslation('home');
  const image = safari.cover_image_url ?? artFor(`${safari.location} ${safari.title}`);
  return (
    <Link
      to={`/safaris/${safari.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-card transition-shadow hover:shadow-raised"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-800 shadow-sm">
          {t('popular.days', { count: safari.duration_days })}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">{safari.location}</p>
        <h3 className="mt-1 text-lg leading-snug font-bold text-stone-900 group-hover:text-primary-700">
          {safari.title}
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-stone-600">{safari.summary}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <p className="flex items-center gap-1 text-sm text-stone-700">
            <StarIcon className="size-4 text-primary-500" />
            <span className="font-semibold">{formatRating(safari.rating)}</span>
            <span className="text-stone-500">{t('popular.reviews', { count: safari.review_count })}</span>
          </p>
          <p className="text-right">
            <span className="block text-xs text-stone-500">{t('popular.from')}</span>
            <span className="text-xl font-extrabold text-stone-900">
              {formatMoney(safari.from_price_usd, 'USD', intlLocale())}
            </span>
          </p>
        </div>
      </div>
    </Link>
  );
}
