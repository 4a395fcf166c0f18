import blog from '../../locales/en/blog.json';
import { articlesFrom, type ArticleTexts } from './articles';

/** The articles in English (reference and tests; pages use useArticles). */
export const ARTICLES = /* @__PURE__ */ articlesFrom(
  blog.articles as Record<keyof typeof blog.articles, ArticleTexts>,
);
