import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 16: listings that search engines and link previews understand. No browser: what a crawler or
// WhatsApp reads is the HTML the server sends, its sitemap and its robots.txt.

// ── A small schema.org checker ─────────────────────────────────────────────────────────────────────
// From schema.org's definitions, for the types and properties the site writes: which properties each
// type has (its own and inherited: Thing's name/description/url/image …), which are required here (what
// search engines need to use the entity), and what each property's value must be. An entity may claim
// several types (["TouristTrip", "Product"]): it may use the properties of any of them.

type Check = (value: unknown, path: string) => string[];

const fail = (path: string, what: string, value: unknown) => [
  `${path}: ${what}, got ${JSON.stringify(value)}`,
];
const text: Check = (v, p) => (typeof v === 'string' && v.trim() !== '' ? [] : fail(p, 'expected text', v));
const url: Check = (v, p) =>
  typeof v === 'string' && /^https?:\/\/[^\s/]+(\/\S*)?$/.test(v)
    ? []
    : fail(p, 'expected an absolute URL', v);
const urls: Check = (v, p) =>
  Array.isArray(v) ? v.flatMap((item, i) => url(item, `${p}[${i}]`)) : url(v, p);
const number: Check = (v, p) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v))
    ? []
    : fail(p, 'expected a number or numeric string', v);
const integer: Check = (v, p) => (Number.isInteger(v) ? [] : fail(p, 'expected an integer', v));
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const dateTime: Check = (v, p) =>
  typeof v === 'string' && ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))
    ? []
    : fail(p, 'expected an ISO 8601 date-time with its offset', v);
const date: Check = (v, p) =>
  typeof v === 'string' && (/^\d{4}(-\d{2}-\d{2})?$/.test(v) || ISO_DATE_TIME.test(v))
    ? []
    : fail(p, 'expected an ISO 8601 date', v);
const currencies = new Set(Intl.supportedValuesOf('currency'));
const currency: Check = (v, p) =>
  typeof v === 'string' && currencies.has(v) ? [] : fail(p, 'expected an ISO 4217 currency code', v);
const country: Check = (v, p) =>
  typeof v === 'string' && /^[A-Z]{2}$/.test(v) ? [] : fail(p, 'expected an ISO 3166-1 alpha-2 country', v);
const language: Check = (v, p) =>
  typeof v === 'string' && /^[a-z]{2}(-[A-Z]{2})?$/.test(v) ? [] : fail(p, 'expected a BCP 47 language', v);
const AVAILABILITY = ['InStock', 'SoldOut', 'Discontinued', 'PreOrder', 'LimitedAvailability', 'OutOfStock'];
const availability: Check = (v, p) =>
  typeof v === 'string' && AVAILABILITY.some((a) => v === `https://schema.org/${a}`)
    ? []
    : fail(p, 'expected an ItemAvailability URL', v);
const rating: Check = (v, p) =>
  typeof v === 'number' && v >= 1 && v <= 5 ? [] : fail(p, 'expected a rating from 1 to 5', v);
const positive: Check = (v, p) =>
  Number.isInteger(v) && (v as number) > 0 ? [] : fail(p, 'expected a whole number above 0', v);
/** A nested entity of one of these types (or of a type that is one of them). */
const entity =
  (...types: string[]): Check =>
  (v, p) =>
    checkEntity(v, p, types);
const list =
  (check: Check): Check =>
  (v, p) =>
    Array.isArray(v) && v.length > 0
      ? v.flatMap((item, i) => check(item, `${p}[${i}]`))
      : fail(p, 'expected a list', v);

const thing = { name: text, description: text, url, image: urls, sameAs: urls };

/** schema.org types: their properties (own and inherited) and the ones required here. */
const TYPES: Record<string, { props: Record<string, Check>; required: string[]; subtypes?: string[] }> = {
  // Thing > Intangible > Trip > TouristTrip; Trip: offers, provider, itinerary, departureTime …
  TouristTrip: {
    props: { ...thing, offers: entity('Offer'), provider: entity('Organization'), touristType: text },
    required: ['name', 'offers', 'provider'],
  },
  // Thing > Product: offers, aggregateRating, brand …
  Product: {
    props: { ...thing, offers: entity('Offer'), aggregateRating: entity('AggregateRating') },
    required: ['name', 'offers'],
  },
  // Thing > Intangible > Trip > BusTrip
  BusTrip: {
    props: {
      ...thing,
      departureBusStop: entity('BusStop', 'BusStation'),
      arrivalBusStop: entity('BusStop', 'BusStation'),
      departureTime: dateTime,
      arrivalTime: dateTime,
      provider: entity('Organization'),
      offers: entity('Offer'),
      busName: text,
      busNumber: text,
    },
    required: ['departureBusStop', 'arrivalBusStop', 'departureTime', 'provider'],
  },
  // Thing > Place > CivicStructure > BusStop
  BusStop: { props: { ...thing, address: entity('PostalAddress') }, required: ['name'] },
  BusStation: { props: { ...thing, address: entity('PostalAddress') }, required: ['name'] },
  Organization: {
    props: {
      ...thing,
      logo: url,
      address: entity('PostalAddress'),
      foundingDate: date,
      email: text,
      telephone: text,
      aggregateRating: entity('AggregateRating'),
    },
    required: ['name', 'url'],
  },
  PostalAddress: {
    props: { streetAddress: text, addressLocality: text, addressRegion: text, addressCountry: country },
    required: ['addressCountry'],
  },
  Offer: {
    props: { ...thing, price: number, priceCurrency: currency, availability, validThrough: dateTime },
    required: ['price', 'priceCurrency', 'availability'],
  },
  AggregateRating: {
    props: {
      ratingValue: rating,
      reviewCount: positive,
      ratingCount: positive,
      bestRating: number,
      worstRating: number,
    },
    required: ['ratingValue', 'reviewCount'],
  },
  BreadcrumbList: { props: { itemListElement: list(entity('ListItem')) }, required: ['itemListElement'] },
  ListItem: { props: { position: integer, name: text, item: url }, required: ['position', 'name'] },
  // Thing > CreativeWork > Article > SocialMediaPosting > BlogPosting
  BlogPosting: {
    props: {
      ...thing,
      headline: text,
      datePublished: date,
      dateModified: date,
      inLanguage: language,
      author: entity('Person', 'Organization'),
      publisher: entity('Organization'),
      mainEntityOfPage: url,
    },
    required: ['headline', 'datePublished', 'author', 'image'],
  },
  Person: { props: { ...thing, jobTitle: text }, required: ['name'] },
  // Thing > Place > TouristDestination; Place: containedInPlace, geo, address …
  TouristDestination: {
    props: {
      ...thing,
      containedInPlace: entity('Place', 'Country'),
      geo: entity('GeoCoordinates'),
      touristType: text,
    },
    required: ['name', 'url'],
  },
  Place: {
    props: { ...thing, containedInPlace: entity('Place', 'Country'), address: entity('PostalAddress') },
    required: ['name'],
  },
  // Thing > Place > AdministrativeArea > Country
  Country: { props: { ...thing }, required: ['name'] },
  GeoCoordinates: { props: { latitude: number, longitude: number }, required: ['latitude', 'longitude'] },
  WebSite: { props: { ...thing, potentialAction: entity('SearchAction') }, required: ['name', 'url'] },
  SearchAction: { props: { target: entity('EntryPoint'), 'query-input': text }, required: ['target'] },
  EntryPoint: { props: { urlTemplate: text }, required: ['urlTemplate'] },
};

function checkEntity(value: unknown, path: string, expected?: string[]): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail(path, 'expected an entity', value);
  const data = value as Record<string, unknown>;
  const claimed = ([] as unknown[]).concat(data['@type']);
  const types = claimed.filter((type): type is string => typeof type === 'string' && type in TYPES);
  if (types.length === 0 || types.length !== claimed.length)
    return fail(path, 'unknown @type', data['@type']);
  if (expected && !types.some((type) => expected.includes(type))) {
    return fail(path, `expected a ${expected.join(' or ')}`, data['@type']);
  }
  const problems: string[] = [];
  for (const type of types) {
    for (const property of TYPES[type]!.required) {
      if (data[property] === undefined) problems.push(`${path}: ${type} needs ${property}`);
    }
  }
  for (const [property, propertyValue] of Object.entries(data)) {
    if (property === '@type' || property === '@context') continue;
    const check = types.map((type) => TYPES[type]!.props[property]).find(Boolean);
    if (!check) problems.push(`${path}: ${property} is not a property of ${types.join('/')}`);
    else problems.push(...check(propertyValue, `${path}.${property}`));
  }
  return problems;
}

/** A top-level JSON-LD object: schema.org's context and a valid entity. */
function checkJsonLd(value: unknown): string[] {
  const context = (value as Record<string, unknown>)['@context'];
  return [
    ...(context === 'https://schema.org' ? [] : [`@context is ${JSON.stringify(context)}`]),
    ...checkEntity(value, '$'),
  ];
}

test('the schema.org checker refuses what schema.org does not allow', () => {
  const trip = {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: 'Serengeti',
    provider: { '@type': 'Organization', name: 'Crater Horizons', url: 'https://x.example/operators/c' },
    offers: {
      '@type': 'Offer',
      price: 1299,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
  };
  expect(checkJsonLd(trip)).toEqual([]);
  // A Trip alone carries no rating (only with Product), a price is a number, a currency ISO 4217.
  expect(
    checkJsonLd({
      ...trip,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 3 },
    }),
  ).toEqual(['$: aggregateRating is not a property of TouristTrip']);
  expect(
    checkJsonLd({ ...trip, offers: { ...trip.offers, price: '$1,299', priceCurrency: 'Dollars' } }),
  ).toHaveLength(2);
  expect(checkJsonLd({ ...trip, '@type': ['TouristTrip', 'Product'], url: '/safaris/1' })).toEqual([
    '$.url: expected an absolute URL, got "/safaris/1"',
  ]);
  expect(
    checkJsonLd({
      '@context': 'https://schema.org',
      '@type': 'BusTrip',
      departureTime: '25 Nov 2026',
      name: 'x',
    }),
  ).toEqual(
    expect.arrayContaining([
      '$: BusTrip needs provider',
      '$.departureTime: expected an ISO 8601 date-time with its offset, got "25 Nov 2026"',
    ]),
  );
});

// ── The pages ─────────────────────────────────────────────────────────────────────────────────────

interface Head {
  status: number;
  html: string;
  title: string | undefined;
  meta: Map<string, string>;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
}

const unescape = (s: string) =>
  s.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** The `<head>` of a page as the server sends it: title, meta tags by name/property, canonical, JSON-LD. */
async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(key!, unescape(content!));
  }
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
  return {
    status: response.status(),
    html,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    meta,
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1],
    jsonLd,
  };
}

/** The share tags every public page carries, absolute and consistent. */
function expectShareTags(head: Head, canonical: string) {
  expect(head.canonical).toBe(canonical);
  expect(head.meta.get('og:url')).toBe(canonical);
  expect(head.meta.get('og:site_name')).toBe('Dala Rides');
  expect(head.meta.get('og:title')).toBe(unescape(head.title ?? ''));
  const description = head.meta.get('description') ?? '';
  expect(description.length).toBeGreaterThan(40);
  expect(description.length).toBeLessThanOrEqual(155);
  expect(head.meta.get('og:description')).toBe(description);
  expect(head.meta.get('og:locale')).toBe('en_US');
  expect(head.meta.get('og:image')).toMatch(/^https?:\/\//);
  expect(Number(head.meta.get('og:image:width'))).toBeGreaterThanOrEqual(600);
  expect(Number(head.meta.get('og:image:height'))).toBeGreaterThan(0);
  expect(head.meta.get('twitter:card')).toBe('summary_large_image');
  expect(head.meta.get('twitter:image')).toBe(head.meta.get('og:image'));
  expect(head.meta.has('robots')).toBe(false);
  // The shell's own description is replaced, not repeated.
  expect(head.html.match(/<meta\s+name="description"/g)).toHaveLength(1);
}

const typesOf = (data: Record<string, unknown>) => ([] as unknown[]).concat(data['@type']);
const publicUrlOf = (head: Head) => new URL(head.canonical!).origin;
/** The path of an absolute URL of the site, to ask the server under test. */
const pathOf = (absolute: string) => {
  const { pathname, search } = new URL(absolute);
  return `${pathname}${search}`;
};

test('a safari page carries its title, price, photo, canonical and a TouristTrip/Product', async ({
  request,
}) => {
  const found = (await (await request.get('/api/safaris?page_size=24')).json()) as {
    items: {
      id: number;
      slug: string;
      title: string;
      review_count: number;
      rating: number;
      from_price_usd: number;
    }[];
  };
  const safari = found.items.find((item) => item.review_count > 0) ?? found.items[0]!;
  // Asked by number with a tracking query: the canonical is the slug, without the query.
  const head = await headOf(request, `/safaris/${safari.id}?utm_source=whatsapp&adults=2`);
  expect(head.status).toBe(200);
  const publicUrl = publicUrlOf(head);
  expectShareTags(head, `${publicUrl}/safaris/${safari.slug}`);
  expect(head.title).toBe(`${safari.title} · Dala Rides`);
  const price = `$${safari.from_price_usd.toLocaleString('en-US')}`;
  expect(head.meta.get('description')).toMatch(new RegExp(`^From \\${price} per person · `));

  for (const data of head.jsonLd) expect(checkJsonLd(data), JSON.stringify(data)).toEqual([]);
  const trip = head.jsonLd.find((data) => typesOf(data).includes('TouristTrip'))!;
  expect(typesOf(trip)).toEqual(['TouristTrip', 'Product']);
  expect(trip).toMatchObject({
    name: safari.title,
    url: `${publicUrl}/safaris/${safari.slug}`,
    offers: {
      price: safari.from_price_usd,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
  });
  if (safari.review_count > 0) {
    expect(trip.aggregateRating).toMatchObject({
      reviewCount: safari.review_count,
      ratingValue: safari.rating,
    });
  } else {
    expect(trip.aggregateRating).toBeUndefined();
  }
  const crumbs = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as
    { itemListElement: unknown[] } | undefined;
  expect(crumbs?.itemListElement[0]).toMatchObject({
    position: 1,
    name: 'Safaris',
    item: `${publicUrl}/safaris-search`,
  });

  // The share preview: its image answers as an image (WhatsApp does not read SVG).
  const image = await request.get(pathOf(head.meta.get('og:image')!));
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\/(png|jpeg|webp)/);
});

test('a trip page carries route, date, fare in TSh and transporter, and a BusTrip', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const tripUrl = /<loc>([^<]+\/trips\/\d+)<\/loc>/.exec(sitemap)?.[1];
  expect(tripUrl, 'the demo has trips on sale in the sitemap').toBeDefined();
  const id = tripUrl!.split('/').pop()!;
  const detail = (await (await request.get(`/api/trips/${id}`)).json()) as {
    transporter: { company_name: string; slug: string };
    segment: {
      board: { place: string; at: string };
      alight: { place: string; at: string };
      fare_tzs: number;
    };
  };
  const head = await headOf(request, `/trips/${id}?seats=1A`);
  expect(head.status).toBe(200);
  const publicUrl = publicUrlOf(head);
  expectShareTags(head, `${publicUrl}/trips/${id}`);
  const description = head.meta.get('description')!;
  expect(description).toContain(`${detail.segment.board.place} to ${detail.segment.alight.place} on `);
  expect(description).toContain(`TSh ${detail.segment.fare_tzs.toLocaleString('en-US')}`);
  expect(description).toContain(detail.transporter.company_name);

  for (const data of head.jsonLd) expect(checkJsonLd(data), JSON.stringify(data)).toEqual([]);
  const busTrip = head.jsonLd.find((data) => data['@type'] === 'BusTrip');
  expect(busTrip).toMatchObject({
    departureTime: detail.segment.board.at,
    arrivalTime: detail.segment.alight.at,
    provider: {
      name: detail.transporter.company_name,
      url: `${publicUrl}/operators/${detail.transporter.slug}`,
    },
    offers: { price: detail.segment.fare_tzs, priceCurrency: 'TZS' },
  });
});

test('an operator page carries its description, canonical and an Organization with its rating', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const operatorUrls = [...sitemap.matchAll(/<loc>([^<]+\/operators\/[a-z0-9-]+)<\/loc>/g)].map(
    ([, loc]) => loc!,
  );
  expect(operatorUrls.length).toBeGreaterThan(0);
  let reviewed = false;
  for (const operatorUrl of operatorUrls) {
    const slug = operatorUrl.split('/').pop()!;
    const company = (await (await request.get(`/api/companies/${slug}`)).json()) as {
      company_name: string;
      rating: { average: number | null; count: number };
    };
    const head = await headOf(request, `/operators/${slug}`);
    expect(head.status).toBe(200);
    expectShareTags(head, operatorUrl);
    for (const data of head.jsonLd) expect(checkJsonLd(data), JSON.stringify(data)).toEqual([]);
    const organization = head.jsonLd.find((data) => data['@type'] === 'Organization')!;
    expect(organization).toMatchObject({ name: company.company_name, url: operatorUrl });
    if (company.rating.count > 0) {
      reviewed = true;
      expect(organization.aggregateRating).toMatchObject({
        ratingValue: company.rating.average,
        reviewCount: company.rating.count,
      });
    } else {
      expect(organization.aggregateRating).toBeUndefined();
    }
  }
  expect(reviewed, 'the demo has a reviewed operator').toBe(true);
});

test('a destination page carries its summary, its art as the preview and a TouristDestination in its region', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const placeUrls = [...sitemap.matchAll(/<loc>([^<]+\/destinations\/[a-z0-9-]+)<\/loc>/g)].map(
    ([, loc]) => loc!,
  );
  expect(placeUrls.length, 'every destination is in the sitemap').toBeGreaterThan(20);
  const heads = new Map<string, Head>();
  for (const placeUrl of placeUrls.filter((url) =>
    /\/(serengeti-national-park|zanzibar|arusha)$/.test(url),
  )) {
    const slug = placeUrl.split('/').pop()!;
    const place = (await (await request.get(`/api/destinations/${slug}`)).json()) as {
      name: string;
      region: string;
      summary: string;
    };
    // Asked with a tracking query: the canonical is the page's own address.
    const head = await headOf(request, `/destinations/${slug}?utm_source=whatsapp`);
    expect(head.status).toBe(200);
    expectShareTags(head, placeUrl);
    expect(unescape(head.title ?? '')).toBe(`${place.name}, ${place.region} — Dala Rides`);
    expect(place.summary.startsWith((head.meta.get('description') ?? '').replace(/…$/, ''))).toBe(true);

    for (const data of head.jsonLd) expect(checkJsonLd(data), JSON.stringify(data)).toEqual([]);
    const destination = head.jsonLd.find((data) => data['@type'] === 'TouristDestination')!;
    expect(destination).toMatchObject({
      name: place.name,
      url: placeUrl,
      containedInPlace: { '@type': 'Place', name: place.region },
    });
    // The destinations table has no coordinates: none are written.
    expect(destination.geo).toBeUndefined();
    const crumbs = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as
      { itemListElement: unknown[] } | undefined;
    expect(crumbs?.itemListElement[0]).toMatchObject({
      position: 1,
      name: 'Destinations',
      item: `${publicUrlOf(head)}/destinations`,
    });
    // The preview is our drawing of the place, as an image WhatsApp reads.
    expect(head.meta.get('og:image')).toMatch(/\/og\/art\/[a-z]+\.png$/);
    const image = await request.get(pathOf(head.meta.get('og:image')!));
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\/png/);
    heads.set(slug, head);
  }
  expect(heads.size).toBe(3);
  // Each page its own title, description and preview.
  const all = [...heads.values()];
  for (const read of [
    (h: Head) => h.title,
    (h: Head) => h.meta.get('description'),
    (h: Head) => h.meta.get('og:image'),
  ])
    expect(new Set(all.map(read)).size).toBe(3);

  const missing = await headOf(request, '/destinations/atlantis');
  expect(missing.status).toBe(404);
  expect(missing.meta.get('robots')).toBe('noindex');
});

test('an article is a BlogPosting and home a WebSite with a search', async ({ request }) => {
  const article = await headOf(request, '/blog/zanzibar-after-your-safari');
  expect(article.meta.get('og:type')).toBe('article');
  expectShareTags(article, `${publicUrlOf(article)}/blog/zanzibar-after-your-safari`);
  const home = await headOf(request, '/');
  expectShareTags(home, `${publicUrlOf(home)}/`);
  for (const data of [...article.jsonLd, ...home.jsonLd])
    expect(checkJsonLd(data), JSON.stringify(data)).toEqual([]);
  expect(article.jsonLd.map((data) => data['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
  expect(home.jsonLd.map((data) => data['@type'])).toEqual(['WebSite', 'Organization']);
});

test('filtered searches are noindex,follow; private pages and missing listings noindex', async ({
  request,
}) => {
  const search = await headOf(request, '/safaris-search?location=Serengeti&adults=2');
  expect(search.meta.get('robots')).toBe('noindex,follow');
  expect(search.canonical).toBe(`${publicUrlOf(search)}/safaris-search`);
  expect((await headOf(request, '/safaris-search')).meta.has('robots')).toBe(false);
  for (const path of ['/dashboard', '/bookings', '/admin', '/trips']) {
    const page = await request.get(path);
    expect(page.status()).toBe(200);
    expect(await page.text(), path).toContain('<meta name="robots" content="noindex">');
  }
  const missing = await headOf(request, '/safaris/no-such-safari');
  expect(missing.status).toBe(404);
  expect(missing.meta.get('robots')).toBe('noindex');
  const api = await request.get('/api/safaris?page_size=1');
  expect(api.headers()['x-robots-tag']).toBe('noindex');
});

test('every URL of sitemap.xml answers 200, and robots.txt points to it', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1];
  expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  const sitemap = await request.get(pathOf(sitemapUrl!));
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
  // Listings and pages of every kind.
  for (const kind of ['/safaris/', '/operators/', '/trips/', '/blog/', '/destinations', '/destinations/']) {
    expect(
      locs.some((loc) => loc.includes(kind)),
      kind,
    ).toBe(true);
  }
  for (const lastmod of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) {
    expect(Number.isNaN(Date.parse(lastmod[1]!))).toBe(false);
  }
  const origin = new URL(sitemapUrl!).origin;
  const failures: string[] = [];
  // A few at a time: the server renders each page.
  for (let start = 0; start < locs.length; start += 8) {
    await Promise.all(
      locs.slice(start, start + 8).map(async (loc) => {
        expect(loc.startsWith(`${origin}/`), loc).toBe(true);
        const answer = await request.get(pathOf(loc), { maxRedirects: 0 });
        if (answer.status() !== 200) failures.push(`${loc} → ${answer.status()}`);
      }),
    );
  }
  expect(failures).toEqual([]);
});
