/**
 * What a public page tells search engines and link previews about itself (issue 16), beside its title
 * (`DocumentTitle`). Collected while the server renders the page and written into `<head>` by
 * `seoHeadTags`; the browser never needs it (navigations only change `document.title`).
 */
export interface PageMeta {
  /** The page's summary (search snippet, share preview): plain text, trimmed to ~155 characters. */
  description?: string;
  /**
   * The page's one address, as a path (`/safaris/serengeti-classic`): the canonical URL and og:url,
   * made absolute from PUBLIC_URL. Default: the requested path without its query.
   */
  canonicalPath?: string;
  /** The share image; a page without a photo gets the default image made from our art. */
  image?: ShareImage;
  /** og:type: 'website', or 'article' for a blog article (Open Graph has no type for a listing). */
  type?: 'website' | 'article';
  /** schema.org objects, written as `<script type="application/ld+json">` (data, never run). */
  structuredData?: readonly object[];
  /** `<meta name="robots">`, e.g. 'noindex,follow' for a filtered search. */
  robots?: string;
}

/** An image as link previews need it: its address (absolute, or a path on this site) and size. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  /** MIME type, e.g. image/webp (WhatsApp reads JPEG, PNG and WebP, not SVG). */
  type?: string;
  alt?: string;
}

/** The default share image (apps/web/public/og, made from our art by scripts/make-og-images.mjs). */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  url: '/og/default.png',
  width: 1200,
  height: 630,
  type: 'image/png',
};

export const SITE_NAME = 'Dala Rides';

/** About the most a search snippet shows. */
const DESCRIPTION_LENGTH = 155;

/** Text for a description: whitespace collapsed, cut at a word boundary near 155 characters with "…". */
export function trimDescription(text: string, limit = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  const words = space > limit / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The demo catalog's SVG art, which the API also draws as a 1200×630 PNG for previews. */
const DEMO_ART = /^\/api\/safaris\/art\/([a-z]+-[a-z]+)\.svg$/;

/**
 * The largest variant of a stored photo from its `srcset` (`url 400w, url 800w`), for previews that
 * want ≥ 1200 px, with its height from the photo's proportions; for the demo art, its PNG. Null for an
 * image without known proportions: the page then shares the default image.
 */
export function shareImageOf(image: {
  url: string;
  srcset: string;
  alt?: string;
  width: number | null;
  height: number | null;
}): ShareImage | null {
  const art = DEMO_ART.exec(image.url);
  if (art) {
    return {
      url: `/api/safaris/art/${art[1]}.png`,
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: image.alt || undefined,
    };
  }
  if (!image.srcset || !image.width || !image.height) return null;
  const variants = image.srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url = '', width = '']) => ({ url, width: Number.parseInt(width, 10) }))
    .filter((variant) => variant.url && Number.isFinite(variant.width));
  const largest = variants.sort((a, b) => b.width - a.width)[0];
  if (!largest) return null;
  return {
    url: largest.url,
    width: largest.width,
    height: Math.round((largest.width * image.height) / image.width),
    type: largest.url.endsWith('.webp') ? 'image/webp' : undefined,
    alt: image.alt || undefined,
  };
}
