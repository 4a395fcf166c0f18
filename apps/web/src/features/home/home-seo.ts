import type { PageMeta } from '../../lib/seo/page-meta';
import { SCHEMA_CONTEXT, siteOrganization, type SiteUrls } from '../../lib/seo/structured-data';

/**
 * The home page's structured data (issue 16): the WebSite, with a SearchAction into the safari search
 * (its `q` parameter), and the organization behind it.
 */
export function homePageMeta(site: SiteUrls): PageMeta {
  return {
    canonicalPath: '/',
    structuredData: [
      {
        '@context': SCHEMA_CONTEXT,
        '@type': 'WebSite',
        name: 'Dala Rides',
        url: site.url('/'),
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: site.url('/safaris-search?q={search_term_string}') },
          'query-input': 'required name=search_term_string',
        },
      },
      { '@context': SCHEMA_CONTEXT, ...siteOrganization(site) },
    ],
  };
}
