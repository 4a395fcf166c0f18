import { SITE_NAME } from './page-meta';

/**
 * schema.org pieces shared by the pages' structured data (JSON-LD; https://schema.org). Each page
 * builds its main entity (TouristTrip, BusTrip, Organization, BlogPosting …) from these; URLs are
 * absolute (`SiteUrls.url`).
 */

/** Makes a path on this site absolute (PUBLIC_URL). */
export interface SiteUrls {
  url(path: string): string;
}

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A crumb of the trail the page shows; the last (the page itself) may have no link. */
export interface Crumb {
  name: string;
  path?: string;
}

/** The page's breadcrumb trail as it shows it (BreadcrumbList of ListItems, positions from 1). */
export function breadcrumbList(crumbs: readonly Crumb[], site: SiteUrls): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: site.url(crumb.path) }),
    })),
  };
}

/**
 * An AggregateRating on the 1–5 scale the site uses, only when there are reviews (a rating without
 * any would be invented); `count` is the number of reviews the page lists.
 */
export function aggregateRating(average: number | null, count: number): object | undefined {
  if (average === null || count <= 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** Dala Rides itself (publisher of the blog, the site of WebSite). */
export function siteOrganization(site: SiteUrls): object {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: site.url('/'),
    logo: site.url('/og/logo.png'),
  };
}

export const IN_STOCK = 'https://schema.org/InStock';
export const SOLD_OUT = 'https://schema.org/SoldOut';
export const DISCONTINUED = 'https://schema.org/Discontinued';
