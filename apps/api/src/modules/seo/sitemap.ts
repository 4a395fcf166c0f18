import { escapeHtml } from '@dala/shared';

/** One page of the site in the sitemap: its path and when it last changed (if known). */
export interface SitemapEntry {
  path: string;
  /** ISO 8601 (a date, or an instant). */
  lastmod?: string;
}

/** The sitemap protocol's limit per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The sitemap as files: `/sitemap.xml` alone (a urlset) while the site has up to `maxPerFile` pages,
 * otherwise an index at `/sitemap.xml` naming `/sitemap-1.xml` … (urlsets of `maxPerFile` each).
 * Keys are the paths the files are served at.
 */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  publicUrl: string,
  maxPerFile = SITEMAP_MAX_URLS,
): Map<string, string> {
  const files = new Map<string, string>();
  if (entries.length <= maxPerFile) {
    files.set('/sitemap.xml', urlset(entries, publicUrl));
    return files;
  }
  const parts: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += maxPerFile) {
    parts.push(entries.slice(start, start + maxPerFile));
  }
  const index = parts.map((part, i) => {
    const path = `/sitemap-${i + 1}.xml`;
    files.set(path, urlset(part, publicUrl));
    return { path, lastmod: latest(part) };
  });
  files.set(
    '/sitemap.xml',
    xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${index
        .map(({ path, lastmod }) => `<sitemap>${loc(publicUrl, path)}${lastmodTag(lastmod)}</sitemap>`)
        .join('')}</sitemapindex>`,
    ),
  );
  return files;
}

function urlset(entries: readonly SitemapEntry[], publicUrl: string): string {
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries
      .map((entry) => `<url>${loc(publicUrl, entry.path)}${lastmodTag(entry.lastmod)}</url>`)
      .join('')}</urlset>`,
  );
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const loc = (publicUrl: string, path: string) => `<loc>${escapeHtml(`${publicUrl}${path}`)}</loc>`;
const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : '');

function latest(entries: readonly SitemapEntry[]): string | undefined {
  let best: string | undefined;
  for (const { lastmod } of entries) {
    if (lastmod && (!best || Date.parse(lastmod) > Date.parse(best))) best = lastmod;
  }
  return best;
}
