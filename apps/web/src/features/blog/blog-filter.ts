import { i18n } from '../../lib/i18n';
import type { Article, BLOG_CATEGORIES } from './articles';

/** Articles of the chosen category whose title, excerpt, author or category contain the query (any case). */
export function filterArticles(
  articles: Article[],
  category: (typeof BLOG_CATEGORIES)[number],
  query: string,
): Article[] {
  const q = query.trim().toLowerCase();
  return articles.filter(
    (a) =>
      (category === 'All' || a.category === category) &&
      (!q || [a.title, a.excerpt, a.author, a.category].some((text) => text.toLowerCase().includes(q))),
  );
}

/** 'N article(s) found': '1 article found', '3 articles found'. */
export function articlesFoundLabel(n: number): string {
  return i18n.t('blog:articlesFound', { count: n });
}
