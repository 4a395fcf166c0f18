import { formatMoney } from '@dala/shared';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextSkeleton } from '../../../components/ui/skeletons';
import { ApiRequestError } from '../../../lib/api-client';
import { useAuth, useRedirectToLogin } from '../../auth';
import { RatingLabel } from '../components/badges';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { useSafariDetail } from '../api/use-safari-detail';
import { DocumentTitle, PageSeo } from '../../../components/document-head';
import { choiceParams, readChoice, type BookingChoice } from '../../bookings';
import { intlLocale } from '../../../lib/i18n';
import { HydrateWhenVisible } from '../../../lib/hydrate-when-visible';
import { BookingPanel } from './booking-panel';
import { Gallery } from './gallery';
import { safariPageMeta } from './safari-seo';
import { ListingViewBeacon } from '../../analytics';
import { SaveListingButton } from '../../saved';

/** /safaris/{id}: everything about one package, and the booking box. */
/**
 * The itinerary, what is included, the operator and the reviews: below the fold on a phone, a chunk of
 * its own that the browser loads when it takes the part over (the server renders it whole).
 */
const SafariDetails = lazy(() => import('./safari-details'));

export default function SafariDetailPage() {
  const { t } = useTranslation('safaris');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const redirectToLogin = useRedirectToLogin();
  const detail = useSafariDetail(id);
  const choice = useMemo(() => readChoice(params), [params]);
  const safari = detail.data;

  const setChoice = (next: BookingChoice) =>
    setParams(choiceParams(next), { replace: true, preventScrollReset: true });

  const book = () => {
    if (!safari) return;
    const here = `/safaris/${id}?${choiceParams(choice).toString()}`;
    if (!isAuthenticated) {
      redirectToLogin(t('detail.signInToBook'), here);
      return;
    }
    navigate(`/booking/confirm?${choiceParams(choice, { safari: String(safari.id) }).toString()}`);
  };

  if (detail.isPending) {
    return (
      <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8" aria-busy>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="mt-6 aspect-[16/9] w-full lg:w-2/3" />
        <TextSkeleton className="mt-6 lg:w-2/3" lines={5} />
      </main>
    );
  }
  if (detail.isError) {
    const notFound = detail.error instanceof ApiRequestError && detail.error.status === 404;
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        {notFound ? (
          <EmptyState
            title={t('detail.notAvailable')}
            action={<ButtonLink to="/safaris-search">{t('detail.browse')}</ButtonLink>}
          >
            {t('detail.notAvailableLead')}
          </EmptyState>
        ) : (
          <LoadError message={detail.error.message} onRetry={() => void detail.refetch()} />
        )}
      </main>
    );
  }

  if (!safari) return null;

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <DocumentTitle>{t('detail.pageTitle', { title: safari.title })}</DocumentTitle>
      <PageSeo build={import.meta.env.SSR ? (site) => safariPageMeta(safari, t, site) : undefined} />
      <nav aria-label={t('detail.breadcrumb')} className="text-sm text-stone-500">
        <Link to="/safaris-search" className="hover:text-primary-700 hover:underline">
          {t('detail.safaris')}
        </Link>
        <span aria-hidden> / </span>
        <span className="text-stone-700">{safari.location}</span>
      </nav>
      <header className="mt-2">
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{safari.title}</h1>
          <SaveListingButton listing={{ kind: 'safari', id: safari.id }} />
          <ListingViewBeacon listing={{ kind: 'safari', id: safari.id }} />
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
          <RatingLabel rating={safari.rating} reviewCount={safari.review_count} />
          <span>{safari.location}</span>
          <span>{t('detail.days', { count: safari.duration_days })}</span>
          <span>{t(`tiers.${safari.tier}`)}</span>
          <span>
            {safari.is_private
              ? t('detail.privateTour')
              : t('detail.groupTourUpTo', { count: safari.max_group_size })}
          </span>
        </div>
        <div className="mt-4 flex items-center justify-between gap-3 rounded-card bg-white p-3 ring-1 ring-sand-200 lg:hidden">
          <p className="text-sm text-stone-600">
            {t('detail.from')}{' '}
            <span className="text-lg font-extrabold text-stone-900">
              {formatMoney(safari.from_price_usd, 'USD', intlLocale())}
            </span>{' '}
            {t('detail.perAdult')}
          </p>
          <a href="#book" className={`${buttonClasses('primary', 'sm')} shrink-0 whitespace-nowrap`}>
            {safari.is_private ? t('detail.chooseDate') : t('detail.seeDepartures')}
          </a>
        </div>
      </header>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-10">
          {/* The gallery and the overview are taken over in tasks of their own, after the page's (issue 12). */}
          <HydrateWhenVisible>
            <Gallery images={safari.images} title={safari.title} />
          </HydrateWhenVisible>

          <HydrateWhenVisible>
            <section aria-labelledby="overview">
              <h2 id="overview" className="text-xl font-bold">
                {t('detail.overview')}
              </h2>
              {safari.summary && <p className="mt-3 text-lg text-stone-700">{safari.summary}</p>}
              <div className="mt-3 space-y-3 whitespace-pre-line text-stone-700">{safari.description}</div>
              {safari.destinations.length > 0 && (
                <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('detail.destinations')}>
                  {safari.destinations.map((d) => (
                    <li key={d.slug} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-stone-700">
                      {d.name}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </HydrateWhenVisible>

          {/* Below the fold on a phone: taken over as it comes into view (issue 12). */}
          <HydrateWhenVisible>
            <SafariDetails safari={safari} />
          </HydrateWhenVisible>
        </div>

        <aside id="book" aria-label={t('detail.bookThis')} className="scroll-mt-20">
          {/* Beside the page on a wide screen, at its end on a phone. */}
          <HydrateWhenVisible>
            <Card className="p-5">
              <BookingPanel safari={safari} choice={choice} onChoiceChange={setChoice} onBook={book} />
            </Card>
          </HydrateWhenVisible>
        </aside>
      </div>
    </main>
  );
}
