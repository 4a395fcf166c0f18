import { escapeHtml } from '@dala/shared';
import { DEFAULT_SHARE_IMAGE, SITE_NAME, trimDescription, type PageMeta } from './page-meta';

export interface SeoHeadInput {
  /** PUBLIC_URL without a trailing slash (https://dalarides.co.tz): every URL in the head is absolute. */
  publicUrl: string;
  /** The requested path (no query): the canonical URL unless the page names its own. */
  path: string;
  title: string | undefined;
  meta: PageMeta;
  /** The language the page was rendered in (og:locale). */
  language: string;
  /** The site's description, for pages that give none (in the page's language). */
  defaultDescription: string;
  /** A page that must stay out of search results whatever it says (the 404 page). */
  noindex?: boolean;
}

/** og:locale of a language: Open Graph writes language_TERRITORY. */
const OG_LOCALES: Record<string, string> = { en: 'en_US', sw: 'sw_TZ' };

/**
 * The `<head>` tags of a server-rendered public page: description, canonical URL, robots, Open Graph
 * and Twitter card (what WhatsApp, Facebook, X and search engines read), and its structured data.
 */
export function seoHeadTags(input: SeoHeadInput): string {
  const { publicUrl, meta } = input;
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);
  const canonical = absolute(meta.canonicalPath ?? input.path);
  const description = trimDescription(meta.description ?? input.defaultDescription);
  const title = input.title ?? SITE_NAME;
  const image = meta.image ?? DEFAULT_SHARE_IMAGE;
  const robots = input.noindex ? 'noindex' : meta.robots;

  const tags: string[] = [
    metaName('description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...(robots ? [metaName('robots', robots)] : []),
    metaProperty('og:type', meta.type ?? 'website'),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:title', title),
    metaProperty('og:description', description),
    metaProperty('og:url', canonical),
    metaProperty('og:locale', OG_LOCALES[input.language] ?? OG_LOCALES.en!),
    metaProperty('og:image', absolute(image.url)),
    metaProperty('og:image:width', String(image.width)),
    metaProperty('og:image:height', String(image.height)),
    ...(image.type ? [metaProperty('og:image:type', image.type)] : []),
    ...(image.alt ? [metaProperty('og:image:alt', image.alt)] : []),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', title),
    metaName('twitter:description', description),
    metaName('twitter:image', absolute(image.url)),
    ...(meta.structuredData ?? []).map(jsonLdScript),
  ];
  return tags.join('');
}

const metaName = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}">`;

/**
 * Structured data as JSON-LD. A browser never runs a script of this type (the CSP's script-src is not
 * involved); `<` is written \u003c so no text in the data can close the element.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
