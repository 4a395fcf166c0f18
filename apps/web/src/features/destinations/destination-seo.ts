import type { DestinationPage } from '@dala/shared';
import type { TFunction } from 'i18next';
import { trimDescription, type PageMeta } from '../../lib/seo/page-meta';
import { SCHEMA_CONTEXT, breadcrumbList, type SiteUrls } from '../../lib/seo/structured-data';
import { destinationShareImage } from './art';

/**
 * A destination's page for search engines and shares (issue 16): its summary, canonical
 * /destinations/{slug}, our illustration of it as the preview image, a schema.org TouristDestination
 * inside its region (in Tanzania) and the trail the page shows (Destinations / region). No `geo`: the
 * destinations table holds no coordinates, and none are made up.
 */
export function destinationPageMeta(
  destination: DestinationPage,
  t: TFunction<'destinations'>,
  site: SiteUrls,
): PageMeta {
  const path = `/destinations/${destination.slug}`;
  const description = trimDescription(destination.summary);
  const image = destinationShareImage(destination);
  const place = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TouristDestination',
    name: destination.name,
    description,
    url: site.url(path),
    image: [site.url(image.url)],
    containedInPlace: {
      '@type': 'Place',
      name: destination.region,
      containedInPlace: { '@type': 'Country', name: 'Tanzania' },
    },
  };
  const crumbs = breadcrumbList(
    [{ name: t('page.destinations'), path: '/destinations' }, { name: destination.region }],
    site,
  );
  return { description, canonicalPath: path, image, structuredData: [place, crumbs] };
}
