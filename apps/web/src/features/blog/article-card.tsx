import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { readMinutes, type Article, type BlogCategory } from './articles';
import { useTranslation } from 'react-i18next';

export function ArticleMeta({ article, tone = 'dark' }: { article: Article; tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('blog');
  return (
    <p className={tone === 'dark' ? 'text-sm text-stone-500' : 'text-sm text-white/80'}>
      <span className={tone === 'dark' ? 'font-semibold text-stone-700' : 'font-semibold text-white'}>
        {article.author}
      </span>
      {' · '}
      <time dateTime={article.date}>{formatDate(article.date)}</time>
      {' · '}
      {t('readTime', { count: readMinutes(article) })}
    </p>
  );
}

export function CategoryBadge({ category }: { category: BlogCategory }) {
  const { t } = useTranslation('blog');
  return (
    <span className="inline-block rounded-full bg-primary-50 px-2.5 py-1 text-xs font-semibold text-primary-800 ring-1 ring-primary-200">
      {t(`categories.${category}`)}
    </span>
  );
}

/** A card of the 'Latest Articles' grid. */
export function ArticleCard({ article }: { article: Article }) {
  return (
    <Link
      to={`/blog/${article.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-card transition-shadow hover:shadow-raised"
    >
      <div className="aspect-[16/10] overflow-hidden bg-sand-100">
        <img
          src={article.image}
          alt={article.imageAlt}
          loading="lazy"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div>
          <CategoryBadge category={article.category} />
        </div>
        <h3 className="mt-3 text-lg leading-snug font-bold text-stone-900 group-hover:text-primary-700">
          {article.title}
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-stone-600">{article.excerpt}</p>
        <div className="mt-4 border-t border-sand-100 pt-3">
          <ArticleMeta article={article} />
        </div>
      </div>
    </Link>
  );
}
