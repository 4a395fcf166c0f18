import { formatMoney, type SafariDetail } from '@dala/shared';
import type { TFunction } from 'i18next';
import { intlLocale } from '../../../lib/i18n';
import { shareImageOf, trimDescription, type PageMeta } from '../../../lib/seo/page-meta';
import {
  DISCONTINUED,
  IN_STOCK,
  SCHEMA_CONTEXT,
  aggregateRating,
  breadcrumbList,
  type SiteUrls,
} from '../../../lib/seo/structured-data';

/**
 * A safari's page for search engines and shares (issue 16): "From $1,299 per person · 7 days ·
 * Serengeti. …" under its title, its cover photo, and a TouristTrip that is also a Product (schema.org:
 * a Trip carries no rating; a Product carries offers and aggregateRating, so the listing is both).
 * Only the server calls this (`<PageSeo>`).
 */
export function safariPageMeta(safari: SafariDetail, t: TFunction<'safaris'>, site: SiteUrls): PageMeta {
  const path = `/safaris/${safari.slug}`;
  const fromPrice = t('seo.fromPrice', { price: formatMoney(safari.from_price_usd, 'USD', intlLocale()) });
  const description = trimDescription(
    t('seo.description', {
      fromPrice,
      days: t('detail.days', { count: safari.duration_days }),
      location: safari.location,
      summary: safari.summary || safari.description,
    }),
  );
  const cover = safari.images.find((image) => image.is_cover) ?? safari.images[0] ?? null;
  const image = cover ? shareImageOf(cover) : null;
  const operatorPath = safari.operator.slug ? `/operators/${safari.operator.slug}` : undefined;
  const rating = aggregateRating(safari.rating, safari.review_count);

  const trip = {
    '@context': SCHEMA_CONTEXT,
    '@type': ['TouristTrip', 'Product'],
    name: safari.title,
    description: trimDescription(safari.summary || safari.description, 300),
    url: site.url(path),
    ...(cover ? { image: [site.url(image?.url ?? cover.url)] } : {}),
    provider: {
      '@type': 'Organization',
      name: safari.operator.company_name,
      ...(operatorPath ? { url: site.url(operatorPath) } : {}),
    },
    offers: {
      '@type': 'Offer',
      price: safari.from_price_usd,
      priceCurrency: 'USD',
      availability: safari.status === 'published' ? IN_STOCK : DISCONTINUED,
      url: site.url(path),
    },
    ...(rating ? { aggregateRating: rating } : {}),
  };
  const crumbs = breadcrumbList(
    [{ name: t('detail.safaris'), path: '/safaris-search' }, { name: safari.location }],
    site,
  );
  return {
    description,
    canonicalPath: path,
    ...(image ? { image } : {}),
    structuredData: [trip, crumbs],
  };
}
