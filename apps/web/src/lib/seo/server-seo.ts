import type { i18n as I18n } from 'i18next';
import { seoHeadTags } from './head-tags';
import type { PageMeta } from './page-meta';

/**
 * Search pages whose results follow their query. With filters, dates or paging in the URL they answer
 * `noindex,follow`: the combinations are endless, change by the hour and repeat the listings, which are
 * the pages worth finding (and are followed from here); the bare page stays indexable, and every
 * variant names it as canonical.
 */
const SEARCH_PAGES = new Set(['/safaris-search', '/transport-search']);

/** Sign-in forms: nothing to find there (their links are followed). */
const FORM_PAGES = new Set(['/login', '/register', '/forgot-password', '/reset-password']);

/**
 * Collects a server render's SEO head (entry-server.tsx): `head` goes into the ServerHeadProvider
 * (pages call `<PageSeo>`), `tags` writes the collected tags once the page has rendered.
 */
export function serverSeo(publicUrl: string) {
  let meta: PageMeta = {};
  return {
    head: {
      publicUrl,
      setMeta(next: PageMeta) {
        meta = { ...meta, ...next };
      },
    },
    tags({ url, title, i18n, status }: { url: URL; title: string | undefined; i18n: I18n; status: number }) {
      const path = url.pathname.replace(/(.)\/+$/, '$1');
      const followOnly = (SEARCH_PAGES.has(path) && url.search.length > 1) || FORM_PAGES.has(path);
      const language = i18n.resolvedLanguage ?? i18n.language;
      return seoHeadTags({
        publicUrl,
        path: url.pathname,
        title,
        meta: followOnly && !meta.robots ? { ...meta, robots: 'noindex,follow' } : meta,
        language,
        defaultDescription: i18n.t('seo.siteDescription', { ns: 'common', lng: language }),
        noindex: status >= 400,
      });
    },
  };
}
