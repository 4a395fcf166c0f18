import type { PublicCompany } from '@dala/shared';
import type { TFunction } from 'i18next';
import { shareImageOf, trimDescription, type PageMeta } from '../../lib/seo/page-meta';
import { SCHEMA_CONTEXT, aggregateRating, type SiteUrls } from '../../lib/seo/structured-data';

/**
 * An operator's page for search engines and shares (issue 16): its own description (or a sentence
 * about it), canonical /operators/{current slug}, and a schema.org Organization with its logo, region,
 * published contacts and, once reviewed, the rating and the count of reviews the page lists.
 */
export function companyPageMeta(company: PublicCompany, t: TFunction<'company'>, site: SiteUrls): PageMeta {
  const path = `/operators/${company.slug}`;
  const kind = company.operator_type === 'transporter' ? t('public.transporter') : t('public.tourOperator');
  const description = trimDescription(
    company.description || t('public.seoDescription', { name: company.company_name, kind }),
  );
  const rating = aggregateRating(company.rating.average, company.rating.count);
  const organization = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    name: company.company_name,
    url: site.url(path),
    description,
    ...(company.logo ? { logo: site.url(company.logo.url) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(company.address ? { streetAddress: company.address } : {}),
      ...(company.region ? { addressRegion: company.region } : {}),
      addressCountry: 'TZ',
    },
    ...(company.year_founded === null ? {} : { foundingDate: String(company.year_founded) }),
    ...(company.contacts.email ? { email: company.contacts.email } : {}),
    ...(company.contacts.phone ? { telephone: company.contacts.phone } : {}),
    ...(company.contacts.website ? { sameAs: [company.contacts.website] } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
  // A logo is too small for a preview card: the cover of the operator's first safari, if any.
  const cover = company.safaris[0]?.cover_image;
  const image = cover ? shareImageOf(cover) : null;
  return { description, canonicalPath: path, ...(image ? { image } : {}), structuredData: [organization] };
}
