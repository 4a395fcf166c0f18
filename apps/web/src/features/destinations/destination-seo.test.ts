import type { DestinationPage } from '@dala/shared';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ART } from '../content';
import { destinationPageMeta } from './destination-seo';

const site = { url: (path: string) => `https://dala.example${path}` };

const place = (over: Partial<DestinationPage> = {}): DestinationPage => ({
  slug: 'zanzibar',
  name: 'Zanzibar',
  region: 'Zanzibar Archipelago',
  type: 'Beach & Island',
  summary: 'Spice farms, Stone Town’s alleys and white beaches on the Indian Ocean.',
  reached_by_road: false,
  same_region: [],
  ...over,
});

describe('destinationPageMeta', () => {
  it('describes the place by its summary at its one address, with its art as a PNG preview', () => {
    const meta = destinationPageMeta(place(), i18n.getFixedT('en', 'destinations'), site);
    expect(meta.canonicalPath).toBe('/destinations/zanzibar');
    expect(meta.description).toBe(place().summary);
    // Our Zanzibar drawing, as the PNG link previews read (apps/web/public/og/art).
    expect(meta.image).toEqual({
      url: '/og/art/zanzibar.png',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'Zanzibar',
    });
  });

  it('is a TouristDestination inside its region in Tanzania, with no invented coordinates, and its trail', () => {
    const meta = destinationPageMeta(
      place({ summary: 'x '.repeat(120) }),
      i18n.getFixedT('en', 'destinations'),
      site,
    );
    const [destination, crumbs] = meta.structuredData as Record<string, unknown>[];
    expect(destination).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristDestination',
      name: 'Zanzibar',
      description: meta.description,
      url: 'https://dala.example/destinations/zanzibar',
      image: ['https://dala.example/og/art/zanzibar.png'],
      containedInPlace: {
        '@type': 'Place',
        name: 'Zanzibar Archipelago',
        containedInPlace: { '@type': 'Country', name: 'Tanzania' },
      },
    });
    expect(meta.description!.length).toBeLessThanOrEqual(155);
    expect(destination).not.toHaveProperty('geo');
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Destinations', item: 'https://dala.example/destinations' },
        { position: 2, name: 'Zanzibar Archipelago' },
      ],
    });
  });

  it('gives each kind of place the preview of its own drawing', () => {
    const t = i18n.getFixedT('en', 'destinations');
    const image = (over: Partial<DestinationPage>) => destinationPageMeta(place(over), t, site).image?.url;
    expect(image({ name: 'Mount Kilimanjaro', type: 'Mountain Trek' })).toBe('/og/art/kilimanjaro.png');
    expect(image({ name: 'Dodoma', type: 'City & Gateway' })).toBe('/og/art/roadtrip.png');
    expect(image({ name: 'Serengeti National Park', type: 'Wildlife Safari' })).toBe('/og/art/serengeti.png');
  });

  it('has a preview PNG for every drawing (scripts/make-og-images.mjs art/)', () => {
    // A path in a variable: the build would take a literal one for an asset of the page.
    const relative = '../../../public/og/art/';
    const folder = fileURLToPath(new URL(relative, import.meta.url));
    for (const name of Object.keys(ART)) expect(existsSync(join(folder, `${name}.png`)), name).toBe(true);
  });
});
