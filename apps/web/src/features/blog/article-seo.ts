import type { TFunction } from 'i18next';
import { DEFAULT_SHARE_IMAGE, trimDescription, type PageMeta } from '../../lib/seo/page-meta';
import {
  SCHEMA_CONTEXT,
  breadcrumbList,
  siteOrganization,
  type SiteUrls,
} from '../../lib/seo/structured-data';
import type { Article } from './articles';

/**
 * An article for search engines and shares (issue 16): its excerpt, og:type article, and a schema.org
 * BlogPosting (headline, date, author, image, publisher) with the trail the page shows (Blog / category).
 */
export function articlePageMeta(
  article: Article,
  t: TFunction<'blog'>,
  language: string,
  site: SiteUrls,
): PageMeta {
  const path = `/blog/${article.slug}`;
  const description = trimDescription(article.excerpt);
  // The articles' art is SVG, inlined by the build (a data: URL): previews and search get our PNG.
  const image = article.image.startsWith('data:') ? DEFAULT_SHARE_IMAGE.url : article.image;
  const posting = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline: article.title,
    description,
    datePublished: article.date,
    inLanguage: language,
    author: { '@type': 'Person', name: article.author, jobTitle: article.authorRole },
    image: [site.url(image)],
    publisher: siteOrganization(site),
    mainEntityOfPage: site.url(path),
    url: site.url(path),
  };
  const crumbs = breadcrumbList(
    [{ name: t('article.blog'), path: '/blog' }, { name: t(`categories.${article.category}`) }],
    site,
  );
  return { description, canonicalPath: path, type: 'article', structuredData: [posting, crumbs] };
}
