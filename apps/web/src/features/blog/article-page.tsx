import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Prose } from '../../components/marketing/prose';
import { ArticleCard, ArticleMeta, CategoryBadge } from './article-card';
import { useArticles } from './articles';
import { useTranslation } from 'react-i18next';
import { DocumentTitle, PageSeo } from '../../components/document-head';
import { articlePageMeta } from './article-seo';

/** /blog/{slug}: one article in full. */
export default function ArticlePage() {
  const { t, i18n } = useTranslation('blog');
  const { slug } = useParams();
  const articles = useArticles();
  const article = articles.find((a) => a.slug === slug);
  if (!article) {
    return (
      <main
        id="main-content"
        className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center"
      >
        <DocumentTitle>{t('notFound.pageTitle')}</DocumentTitle>
        <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
        <p className="mt-3 text-stone-600">{t('notFound.text')}</p>
        <ButtonLink to="/blog" className="mt-8">
          {t('notFound.back')}
        </ButtonLink>
      </main>
    );
  }
  const related = articles.filter((a) => a.id !== article.id).slice(0, 3);
  return (
    <main id="main-content">
      <DocumentTitle>{t('article.pageTitle', { title: article.title })}</DocumentTitle>
      <PageSeo
        build={
          import.meta.env.SSR
            ? (site) => articlePageMeta(article, t, i18n.resolvedLanguage ?? 'en', site)
            : undefined
        }
      />
      <article>
        <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
          <nav aria-label={t('article.breadcrumb')} className="text-sm text-stone-500">
            <Link to="/blog" className="font-semibold text-primary-700 hover:text-primary-800">
              {t('article.blog')}
            </Link>{' '}
            / {t(`categories.${article.category}`)}
          </nav>
          <div className="mt-4">
            <CategoryBadge category={article.category} />
          </div>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg text-stone-600">{article.excerpt}</p>
          <div className="mt-5 flex items-center gap-3">
            <div>
              <ArticleMeta article={article} />
              <p className="text-xs text-stone-500">{article.authorRole}</p>
            </div>
          </div>
        </header>
        <img
          src={article.image}
          alt={article.imageAlt}
          className="mx-auto mt-8 aspect-[16/8] w-full max-w-5xl object-cover sm:rounded-3xl"
          fetchPriority="high"
        />
        <Prose className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          {article.body.map((block, i) =>
            'h2' in block ? (
              <h2 key={i}>{block.h2}</h2>
            ) : 'p' in block ? (
              <p key={i}>{block.p}</p>
            ) : (
              <ul key={i}>
                {block.ul.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </Prose>
      </article>
      <section aria-labelledby="more" className="border-t border-sand-200 bg-sand-100 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="more" className="text-2xl font-bold">
            {t('article.more')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
