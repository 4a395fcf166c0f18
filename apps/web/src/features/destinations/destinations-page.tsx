import type { Destination } from '@dala/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { ART, artFor } from '../content';
import { PageHero } from '../../components/marketing/page-hero';
import { useDestinationIndex } from './api/use-destination-index';
import { DocumentTitle } from '../../components/document-head';

/**
 * /destinations: the places of the destinations table, grouped by region, each linking to its own page
 * (which lists the safaris and trips there, with the links to search them).
 */
export default function DestinationsPage() {
  const { t } = useTranslation('destinations');
  const query = useDestinationIndex();
  const byRegion = new Map<string, Destination[]>();
  for (const d of query.data?.items ?? []) byRegion.set(d.region, [...(byRegion.get(d.region) ?? []), d]);

  return (
    <main id="main-content">
      <DocumentTitle>{t('pageTitle')}</DocumentTitle>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} image={ART.tarangire} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {query.isPending && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={t('loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="overflow-hidden rounded-card border border-sand-200 bg-white">
                <Skeleton radius="none" className="aspect-[16/9]" />
                <div className="space-y-2 p-5">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-10" />
                </div>
              </li>
            ))}
          </ul>
        )}
        {query.isError && (
          <div className="rounded-card border border-sand-200 bg-white p-8 text-center">
            <p className="font-semibold">{t('loadError')}</p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="mt-3 text-sm font-semibold text-primary-700 underline underline-offset-4"
            >
              {t('tryAgain')}
            </button>
          </div>
        )}
        {query.isSuccess && query.data.items.length === 0 && (
          <p className="rounded-card border border-dashed border-sand-300 bg-white p-8 text-center text-stone-600">
            {t('empty')}
          </p>
        )}
        {[...byRegion.entries()].map(([region, places]) => (
          <section key={region} aria-labelledby={`region-${region}`} className="mb-14">
            <h2 id={`region-${region}`} className="text-2xl font-bold">
              {region}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {places.map((d) => {
                return (
                  <li key={d.slug}>
                    <Link
                      to={`/destinations/${d.slug}`}
                      className="group flex h-full flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-card transition-shadow hover:shadow-raised"
                    >
                      <div className="relative aspect-[16/9] overflow-hidden">
                        <img
                          src={artFor(`${d.name} ${d.type}`)}
                          alt=""
                          loading="lazy"
                          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                        />
                        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-800">
                          {d.type}
                        </span>
                      </div>
                      <div className="flex flex-1 flex-col p-5">
                        <h3 className="text-lg font-bold group-hover:text-primary-700">{d.name}</h3>
                        <p className="mt-1 flex-1 text-sm text-stone-600">{d.summary}</p>
                        <p className="mt-4 text-sm font-semibold text-primary-700">
                          {t('explore')} <span aria-hidden>→</span>
                        </p>
                      </div>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
