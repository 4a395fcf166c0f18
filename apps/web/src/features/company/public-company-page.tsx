import { formatMoney, todayInTanzania, type CompanyReview, type PublicCompany } from '@dala/shared';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DocumentTitle, PageSeo } from '../../components/document-head';
import { companyPageMeta } from './company-seo';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { TextSkeleton } from '../../components/ui/skeletons';
import { EmptyState, LoadError } from '../../components/ui/states';
import { ApiRequestError } from '../../lib/api-client';
import { formatRating } from '../../lib/format';
import { intlLocale, messageText } from '../../lib/i18n';
import { AskOperatorButton } from '../messaging';
import { ReviewCard } from '../reviews';
import { RatingLabel, SafariResultCard, VerifiedBadge } from '../safaris';
import { useAuth } from '../auth';
import { useMoreCompanyReviews } from './api/use-company-reviews';
import { usePublicCompany } from './api/use-public-company';
import { CompanyMark } from './company-mark';
import { formatDepartureTime } from './format';

/**
 * /operators/{slug}: a verified operator's public page (server-rendered): the company, its listings,
 * rating and reviews; contact through "Ask the operator". `?preview` is the operator's own look at
 * the page before it is public (asked with the session, in the browser).
 */
export default function PublicCompanyPage() {
  const { t } = useTranslation('company');
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated, isLoading } = useAuth();
  const preview = params.has('preview');
  const company = usePublicCompany(slug, { preview, enabled: !preview || isAuthenticated });
  const data = company.data;

  // A former slug: the page moves to the current address (the old one keeps working for links).
  useEffect(() => {
    if (data && data.slug !== slug) {
      navigate(`/operators/${data.slug}${preview ? '?preview' : ''}`, { replace: true });
    }
  }, [data, slug, preview, navigate]);

  if (company.isPending) {
    const waiting = !preview || isLoading || isAuthenticated;
    if (!waiting) return <NotFound />;
    return (
      <main
        className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8"
        aria-busy
        aria-label={t('public.loading')}
      >
        <div className="flex items-center gap-4">
          <Skeleton className="size-20 rounded-2xl" />
          <Skeleton className="h-8 w-1/2" />
        </div>
        <TextSkeleton className="mt-8 lg:w-2/3" lines={5} />
      </main>
    );
  }
  if (company.isError) {
    if (company.error instanceof ApiRequestError && company.error.status === 404) return <NotFound />;
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <LoadError message={company.error.message} onRetry={() => void company.refetch()} />
      </main>
    );
  }
  return <CompanyView company={company.data} />;
}

function NotFound() {
  const { t } = useTranslation('company');
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <DocumentTitle>{t('public.notFoundTitle')}</DocumentTitle>
      <EmptyState
        title={t('public.notFound')}
        action={<ButtonLink to="/safaris-search">{t('public.browse')}</ButtonLink>}
      >
        {t('public.notFoundLead')}
      </EmptyState>
    </main>
  );
}

function CompanyView({ company }: { company: PublicCompany }) {
  const { t } = useTranslation('company');
  const currentYear = Number(todayInTanzania().slice(0, 4));
  const years = company.year_founded === null ? null : Math.max(0, currentYear - company.year_founded);
  const firstListing =
    company.safaris[0] !== undefined
      ? ({ kind: 'safari', id: company.safaris[0].id } as const)
      : company.routes[0]?.departures[0] !== undefined
        ? ({ kind: 'trip', id: company.routes[0].departures[0].trip_id } as const)
        : null;
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <DocumentTitle>{t('public.pageTitle', { name: company.company_name })}</DocumentTitle>
      <PageSeo build={import.meta.env.SSR ? (site) => companyPageMeta(company, t, site) : undefined} />
      {!company.is_public && (
        <Alert tone="warning" className="mb-6">
          {t('public.previewBanner')}{' '}
          <Link to="/company" className="font-semibold underline">
            {t('public.editProfile')}
          </Link>
        </Alert>
      )}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <CompanyMark
          logo={company.logo}
          initials={company.initials}
          alt={t('public.logoAlt', { name: company.company_name })}
          className="size-20 text-2xl sm:size-28 sm:text-3xl"
        />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-acacia-700 uppercase">
            {company.operator_type === 'transporter' ? t('public.transporter') : t('public.tourOperator')}
          </p>
          <h1 className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-extrabold tracking-tight break-words sm:text-4xl">
            {company.company_name}
            {company.is_verified && <VerifiedBadge className="text-sm" />}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
            <RatingLabel rating={company.rating.average ?? 0} reviewCount={company.rating.count} />
            {company.region && <span>{company.region}</span>}
            {/* Years in business, not the account's age: "On Dala Rides since" the day the account was
                made read as the seed day beside "15 years in business" and tells a traveler little. */}
            {years !== null && <span>{t('public.yearsInBusiness', { count: years })}</span>}
          </p>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="about">
            <h2 id="about" className="text-xl font-bold">
              {t('public.about')}
            </h2>
            <p className="mt-3 whitespace-pre-line text-stone-700">
              {company.description || t('public.noDescription', { name: company.company_name })}
            </p>
          </section>

          {company.operator_type === 'transporter' ? (
            <RoutesSection company={company} />
          ) : (
            <section aria-labelledby="listings">
              <h2 id="listings" className="text-xl font-bold">
                {t('public.safaris', { name: company.company_name })}
              </h2>
              {company.safaris.length === 0 ? (
                <p className="mt-3 text-stone-600">{t('public.noSafaris')}</p>
              ) : (
                <div className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                  {company.safaris.map((safari) => (
                    <SafariResultCard key={safari.id} safari={safari} />
                  ))}
                </div>
              )}
            </section>
          )}

          <ReviewsSection company={company} />
        </div>

        <aside aria-labelledby="details" className="space-y-4">
          <Card className="p-5">
            <h2 id="details" className="text-lg font-bold">
              {t('public.details')}
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              <Detail label={t('public.region')} value={company.region} />
              <Detail label={t('public.address')} value={company.address} />
              <Detail
                label={t('public.foundedLabel')}
                value={company.year_founded === null ? '' : String(company.year_founded)}
              />
              <Detail label={t('public.talaLicence')} value={company.licences.tala ?? ''} />
              <Detail label={t('public.latraLicence')} value={company.licences.latra ?? ''} />
              {company.contacts.website && (
                <Detail label={t('public.website')}>
                  <a
                    href={company.contacts.website}
                    rel="nofollow noopener noreferrer"
                    target="_blank"
                    className="font-semibold break-all text-primary-700 hover:underline"
                  >
                    {company.contacts.website.replace(/^https?:\/\//, '')}
                  </a>
                </Detail>
              )}
              {company.contacts.email && (
                <Detail label={t('public.email')}>
                  <a
                    href={`mailto:${company.contacts.email}`}
                    className="break-all text-primary-700 hover:underline"
                  >
                    {company.contacts.email}
                  </a>
                </Detail>
              )}
              {company.contacts.phone && (
                <Detail label={t('public.phone')}>
                  <a href={`tel:${company.contacts.phone}`} className="text-primary-700 hover:underline">
                    {company.contacts.phone}
                  </a>
                </Detail>
              )}
            </dl>
          </Card>
          <Card className="p-5">
            <p className="text-sm text-stone-600">{t('public.askHint')}</p>
            {firstListing && <AskOperatorButton listing={firstListing} operatorName={company.company_name} />}
          </Card>
        </aside>
      </div>
    </main>
  );
}

function Detail({ label, value, children }: { label: string; value?: string; children?: ReactNode }) {
  if (!children && !value) return null;
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-stone-500">{label}</dt>
      <dd className="font-medium text-stone-900">{children ?? value}</dd>
    </div>
  );
}

function RoutesSection({ company }: { company: PublicCompany }) {
  const { t } = useTranslation('company');
  return (
    <section aria-labelledby="listings">
      <h2 id="listings" className="text-xl font-bold">
        {t('public.routes')}
      </h2>
      {company.routes.length === 0 ? (
        <p className="mt-3 text-stone-600">{t('public.noRoutes')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {company.routes.map((route) => (
            <li key={route.route_id}>
              <Card className="p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-stone-900">{route.name}</h3>
                  {route.fare_tzs !== null && (
                    <span className="text-sm text-stone-600">
                      {t('public.routeFare', { fare: formatMoney(route.fare_tzs, 'TZS', intlLocale()) })}
                    </span>
                  )}
                </div>
                {/* The ends, unless the route's name already says them. */}
                {!(route.name.includes(route.from) && route.name.includes(route.to)) && (
                  <p className="text-sm text-stone-600">
                    {t('public.fromTo', { from: route.from, to: route.to })}
                  </p>
                )}
                <ul className="mt-3 flex flex-wrap gap-2">
                  {route.departures.map((departure) => (
                    <li key={departure.trip_id}>
                      <Link
                        to={`/trips/${departure.trip_id}`}
                        className="inline-block rounded-full bg-trip-50 px-3 py-1 text-sm font-medium text-trip-800 ring-1 ring-trip-200 hover:bg-trip-100"
                      >
                        {t('public.departure', { time: formatDepartureTime(departure.departs_at) })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewsSection({ company }: { company: PublicCompany }) {
  const { t } = useTranslation('company');
  const [wantMore, setWantMore] = useState(false);
  const more = useMoreCompanyReviews(company.slug, wantMore);
  // The page's first page, then the pages asked for (a review written meanwhile shifts the pages:
  // one that comes twice is listed once).
  const reviews = useMemo(() => {
    const seen = new Set<number>();
    return [...company.reviews, ...(more.data?.pages.flatMap((page) => page.items) ?? [])].filter(
      (review) => !seen.has(review.id) && seen.add(review.id),
    );
  }, [company.reviews, more.data]);
  const total = more.data?.pages.at(-1)?.total ?? company.rating.count;
  const hasMore = more.data ? more.hasNextPage : reviews.length < total;
  return (
    <section aria-labelledby="reviews">
      <h2 id="reviews" className="text-xl font-bold">
        {t('public.reviews')}
      </h2>
      {company.rating.count > 0 && company.rating.average !== null && (
        <p className="mt-2 flex flex-wrap items-baseline gap-x-3 text-stone-600">
          <span className="text-3xl font-extrabold text-stone-900">
            {formatRating(company.rating.average)}
          </span>
          <span>{t('public.reviewCount', { count: company.rating.count })}</span>
        </p>
      )}
      {reviews.length === 0 ? (
        <p className="mt-3 text-stone-600">{t('public.noReviews')}</p>
      ) : (
        <Suspense
          fallback={
            <div className="mt-4 space-y-4" aria-busy="true">
              <Skeleton className="h-32" />
              <Skeleton className="h-32" />
            </div>
          }
        >
          <ul className="mt-4 space-y-4" aria-busy={more.isFetching}>
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} footer={<ReviewOf review={review} />} />
              </li>
            ))}
          </ul>
        </Suspense>
      )}
      {more.isError && (
        <LoadError
          className="mt-4"
          message={messageText(more.error.message)}
          onRetry={() => void more.fetchNextPage()}
        />
      )}
      {reviews.length > 0 && total > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm text-stone-600" aria-live="polite">
            {t('public.shownOf', { shown: reviews.length, count: total })}
          </p>
          {hasMore && (
            <Button
              variant="secondary"
              busy={more.isFetching}
              onClick={() => (wantMore ? void more.fetchNextPage() : setWantMore(true))}
            >
              {t('public.showMore')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** What the review is of: the safari's page, or the route by name. */
function ReviewOf({ review }: { review: CompanyReview }) {
  const { t } = useTranslation('company');
  return (
    <p className="mt-3 text-sm text-stone-500">
      {review.listing_slug ? (
        <Link to={`/safaris/${review.listing_slug}`} className="hover:underline">
          {t('public.reviewOf', { title: review.listing_title })}
        </Link>
      ) : (
        t('public.reviewOf', { title: review.listing_title })
      )}
    </p>
  );
}
