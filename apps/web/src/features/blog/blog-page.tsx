import { lazy, useId, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { ART } from '../content';
import { PageHero } from '../../components/marketing/page-hero';
import { ArticleCard, ArticleMeta, CategoryBadge } from './article-card';
import { BLOG_CATEGORIES, useArticles } from './articles';
import { articlesFoundLabel, filterArticles } from './blog-filter';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/document-head';
import { HydrateWhenVisible } from '../../lib/hydrate-when-visible';

/** The sign-up at the end of the page: its chunk loads when the browser takes that part over (issue 12). */
const NewsletterForm = lazy(() =>
  import('../newsletter').then((module) => ({ default: module.NewsletterForm })),
);

/** /blog (spec §2): search, categories (default All), the featured article, 'Latest Articles', newsletter. */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  const allArticles = useArticles();
  const [category, setCategory] = useState<(typeof BLOG_CATEGORIES)[number]>('All');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const isDefaultView = category === 'All' && query.trim() === '';
  const featured = allArticles.find((a) => a.featured);
  const showFeatured = isDefaultView && featured;
  const articles = filterArticles(allArticles, category, query).filter(
    (a) => !(showFeatured && a === featured),
  );

  return (
    <main id="main-content">
      <DocumentTitle>{t('pageTitle')}</DocumentTitle>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        image={ART.natron}
        compact
      >
        <div className="mt-6 max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="h-12 w-full rounded-xl border-0 bg-white px-4 text-base text-stone-900 shadow-raised placeholder:text-stone-400 focus:ring-3 focus:ring-primary-300 focus:outline-none"
          />
        </div>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div role="group" aria-label={t('categoriesLabel')} className="flex gap-2 overflow-x-auto pb-2">
          {BLOG_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
              className={cn(
                'shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition-colors',
                category === c
                  ? 'bg-primary-700 text-white shadow-sm'
                  : 'bg-white text-stone-700 ring-1 ring-sand-200 hover:bg-sand-100',
              )}
            >
              {t(`categories.${c}`)}
            </button>
          ))}
        </div>

        {showFeatured && (
          <article
            aria-labelledby="featured-title"
            className="mt-8 overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-card lg:grid lg:grid-cols-2"
          >
            <img
              src={featured.image}
              alt={featured.imageAlt}
              className="aspect-[16/10] size-full object-cover lg:aspect-auto"
            />
            <div className="flex flex-col justify-center p-6 sm:p-10">
              <p className="text-xs font-bold tracking-wider text-primary-700 uppercase">{t('featured')}</p>
              <div className="mt-3">
                <CategoryBadge category={featured.category} />
              </div>
              <h2 id="featured-title" className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">
                <Link to={`/blog/${featured.slug}`} className="hover:text-primary-700">
                  {featured.title}
                </Link>
              </h2>
              <p className="mt-3 text-stone-600">{featured.excerpt}</p>
              <div className="mt-5">
                <ArticleMeta article={featured} />
              </div>
              <Link
                to={`/blog/${featured.slug}`}
                className="mt-6 text-sm font-bold text-primary-700 hover:text-primary-800"
              >
                {t('readArticle')} <span aria-hidden>→</span>
              </Link>
            </div>
          </article>
        )}

        <section aria-labelledby="latest" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="latest" className="text-2xl font-bold">
              {t('latest')}
            </h2>
            <p className="text-sm text-stone-500" aria-live="polite">
              {articlesFoundLabel(articles.length)}
            </p>
          </div>
          {articles.length === 0 ? (
            <p className="mt-6 rounded-card border border-dashed border-sand-300 bg-white p-10 text-center text-stone-600">
              {t('noResults')}
            </p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {articles.map((a) => (
                <li key={a.id}>
                  <ArticleCard article={a} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          aria-labelledby="blog-newsletter"
          className="mt-16 rounded-3xl bg-primary-800 px-6 py-10 text-white sm:px-12"
        >
          <div className="grid items-center gap-6 lg:grid-cols-2">
            <div>
              <h2 id="blog-newsletter" className="text-2xl font-bold text-white">
                {t('newsletter.title')}
              </h2>
              <p className="mt-2 text-white/85">{t('newsletter.text')}</p>
            </div>
            <HydrateWhenVisible>
              <NewsletterForm source="blog" tone="dark" />
            </HydrateWhenVisible>
          </div>
        </section>
      </div>
    </main>
  );
}
