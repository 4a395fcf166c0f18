import { ARTICLES } from '../../features/blog';

/** A public page of the web app in the sitemap (the API adds the listings from the database). */
export interface SitemapPage {
  path: string;
  /** ISO 8601, when known. */
  lastmod?: string;
}

/**
 * The site's own public pages worth finding: home, the searches (bare: filtered searches are
 * noindex), the content pages, the blog and each article (dated). Sign-in pages are left out.
 */
const PAGES = [
  '/',
  '/safaris-search',
  '/transport-search',
  '/trips-discovery',
  '/destinations',
  '/blog',
  '/about',
  '/contact',
  '/faq',
  '/help',
  '/terms',
  '/privacy',
  '/cancellation',
];

/** Served to the API's /sitemap.xml through the server entry. */
export function sitemapPages(): SitemapPage[] {
  const newest = ARTICLES.map((article) => article.date)
    .sort()
    .at(-1);
  return [
    ...PAGES.map((path) => (path === '/blog' && newest ? { path, lastmod: newest } : { path })),
    ...ARTICLES.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.date })),
  ];
}
