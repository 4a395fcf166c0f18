import { useMemo } from 'react';
import { useStoredTexts } from '../../lib/i18n';
import type blog from '../../locales/en/blog.json';
import { ART } from '../content';

export const BLOG_CATEGORIES = [
  'All',
  'Wildlife',
  'Travel Tips',
  'Destinations',
  'Photography',
  'Culture',
  'Adventure',
] as const;
export type BlogCategory = Exclude<(typeof BLOG_CATEGORIES)[number], 'All'>;

export type Block = { h2: string } | { p: string } | { ul: string[] };

type ArticleSlug = keyof typeof blog.articles;
/** An article's texts, as in the `blog` namespace (articles.<slug>). */
export interface ArticleTexts {
  title: string;
  excerpt: string;
  author: string;
  authorRole: string;
  imageAlt: string;
  body: Block[];
}

/** Blog article (spec §3: id, title, excerpt, author, date, readTime, category, image, featured) and its text. */
export interface Article extends ArticleTexts {
  id: number;
  slug: ArticleSlug;
  /** YYYY-MM-DD */
  date: string;
  category: BlogCategory;
  image: string;
  featured: boolean;
}

/** The articles without their texts (those are in the `blog` namespace, by slug), newest last. */
const ARTICLE_META: readonly Omit<Article, keyof ArticleTexts>[] = [
  {
    id: 1,
    slug: 'great-migration-month-by-month',
    date: '2024-02-06',
    category: 'Wildlife',
    image: ART.serengeti,
    featured: true,
  },
  {
    id: 2,
    slug: 'what-to-pack-for-a-tanzania-safari',
    date: '2024-03-18',
    category: 'Travel Tips',
    image: ART.roadtrip,
    featured: false,
  },
  {
    id: 3,
    slug: 'zanzibar-after-your-safari',
    date: '2024-05-02',
    category: 'Destinations',
    image: ART.zanzibar,
    featured: false,
  },
  {
    id: 4,
    slug: 'wildlife-photography-from-a-safari-vehicle',
    date: '2024-07-22',
    category: 'Photography',
    image: ART.tarangire,
    featured: false,
  },
  {
    id: 5,
    slug: 'visiting-a-maasai-boma-respectfully',
    date: '2024-09-10',
    category: 'Culture',
    image: ART.maasai,
    featured: false,
  },
  {
    id: 6,
    slug: 'climbing-kilimanjaro-choosing-your-route',
    date: '2024-11-28',
    category: 'Adventure',
    image: ART.kilimanjaro,
    featured: false,
  },
];

/** The articles with the given texts (`articles` of the blog namespace, in any language). */
export function articlesFrom(texts: Record<ArticleSlug, ArticleTexts>): Article[] {
  return ARTICLE_META.map((meta) => ({ ...meta, ...texts[meta.slug] }));
}

/** The articles in the active language (the `blog` namespace must be loaded: lazyPage does it). */
export function useArticles(): Article[] {
  const texts = useStoredTexts<Record<ArticleSlug, ArticleTexts>>('blog', 'articles');
  return useMemo(() => articlesFrom(texts), [texts]);
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read the article, from its length (shown as '7 min read'). */
export function readMinutes(article: Article): number {
  const words = [
    article.excerpt,
    ...article.body.flatMap((b) => ('h2' in b ? [b.h2] : 'p' in b ? [b.p] : b.ul)),
  ]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
