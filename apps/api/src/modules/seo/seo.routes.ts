import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { robotsTxt } from './robots';
import { sitemapFiles, type SitemapEntry } from './sitemap';
import { destinationsChangedAt, listingEntries, loadWebPages } from './sitemap.service';

/** How long a built sitemap is kept: listings published elsewhere show within this. */
export const SITEMAP_CACHE_MS = 60_000;

/**
 * Search engines' side of the site (issue 16): /robots.txt, /sitemap.xml (with /sitemap-N.xml past
 * 50 000 pages), and `X-Robots-Tag: noindex` on the API's answers (data, not pages; its listing
 * photos excepted). Registered at the root, beside the site, not under /api.
 */
export const seoRoutes = fp(
  async (app: FastifyInstance) => {
    const webPages = await loadWebPages(app.config.webDistDir);
    let kept: { files: Map<string, string>; expires: number } | undefined;
    let building: Promise<Map<string, string>> | undefined;

    const build = async (): Promise<Map<string, string>> => {
      const [listings, destinationsAt] = await Promise.all([
        listingEntries(app.db),
        destinationsChangedAt(app.db),
      ]);
      const pages: SitemapEntry[] = webPages().map((page) =>
        page.path === '/destinations' && destinationsAt ? { ...page, lastmod: destinationsAt } : page,
      );
      return sitemapFiles([...pages, ...listings], app.config.publicUrl);
    };
    /** The files, built from the database on request and kept briefly (one build at a time). */
    const files = async (): Promise<Map<string, string>> => {
      if (kept && kept.expires > Date.now()) return kept.files;
      building ??= build().finally(() => (building = undefined));
      const built = await building;
      kept = { files: built, expires: Date.now() + SITEMAP_CACHE_MS };
      return built;
    };

    // A listing published, changed or withdrawn through this server shows at once.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      if (request.url.startsWith('/api/')) kept = undefined;
    });

    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/api/') && request.url !== '/api') return;
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('image/')) reply.header('x-robots-tag', 'noindex');
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(app.config.publicUrl)),
    );

    const sendSitemap = (path: string) => async (_request: unknown, reply: FastifyReply) => {
      const file = (await files()).get(path);
      if (file === undefined) return reply.callNotFound();
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(file);
    };
    app.get('/sitemap.xml', { schema: { hide: true } }, sendSitemap('/sitemap.xml'));
    app.get<{ Params: { n: string } }>(
      '/sitemap-:n.xml',
      { schema: { hide: true } },
      async (request, reply) => sendSitemap(`/sitemap-${request.params.n}.xml`)(request, reply),
    );
  },
  { name: 'dala-seo' },
);
