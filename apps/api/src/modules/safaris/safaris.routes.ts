import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { safariRoutes } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { CATALOG_CACHE, REVALIDATE_ALWAYS } from '../../lib/http-cache';
import { safariImagesDir } from '../../lib/images/safari-images';
import { parseArtName, renderArt } from './art';
import { artSharePng } from './art-share';
import {
  findPublishedId,
  popularSafaris,
  quoteSafari,
  safariAvailability,
  safariDetailByIdOrSlug,
} from './catalog.service';
import { safariAlternatives } from './search-alternatives';
import { searchSafaris } from './search.service';

const UPLOADED_IMAGE = /^[0-9a-f]{32}-\d{2,4}\.webp$/;

/**
 * The public catalog: search, popular, detail, availability, quote, and the images they show. The
 * listings answer through the response cache (lib/http-cache.ts): ETag, Cache-Control, 304.
 */
export const safarisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(safariRoutes, 'GET /safaris'),
    handler: async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        CATALOG_CACHE,
        safariRoutes['GET /safaris'].response[200],
        async () => {
          const result = await searchSafaris(app.db, request.query);
          // A first page with nothing offers the nearest alternatives (counted only then).
          if (result.total > 0 || request.query.page !== 1) return result;
          return { ...result, alternatives: await safariAlternatives(app.db, request.query) };
        },
      ),
  });

  app.route({
    ...route(safariRoutes, 'GET /safaris/popular'),
    handler: async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        CATALOG_CACHE,
        safariRoutes['GET /safaris/popular'].response[200],
        async () => ({ items: await popularSafaris(app.db, request.query.limit) }),
      ),
  });

  app.route({
    ...route(safariRoutes, 'GET /safaris/art/:name'),
    handler: async (request, reply) => {
      const { name } = request.params;
      const parsed = parseArtName(name.replace(/\.(svg|png)$/, ''));
      if (!parsed) throw notFound('safaris.noSuchImage');
      if (name.endsWith('.png')) {
        // The same scene for link previews, which do not read SVG (issue 16).
        return reply
          .type('image/png')
          .header('cache-control', 'public, max-age=604800, immutable')
          .send(await artSharePng(parsed.scene, parsed.light));
      }
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=604800, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(renderArt(parsed.scene, parsed.light, `${parsed.scene} at ${parsed.light}`));
    },
  });

  app.route({
    ...route(safariRoutes, 'GET /safaris/images/:file'),
    handler: async (request, reply) => {
      const { file } = request.params;
      if (!UPLOADED_IMAGE.test(file)) throw notFound('safaris.noSuchImage');
      const path = join(safariImagesDir(app.config.dataDir), file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound('safaris.noSuchImage');
      return reply
        .type('image/webp')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  });

  app.route({
    ...route(safariRoutes, 'GET /safaris/:id'),
    handler: async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        CATALOG_CACHE,
        safariRoutes['GET /safaris/:id'].response[200],
        () => safariDetailByIdOrSlug(app.db, request.params.id),
      ),
  });

  app.route({
    ...route(safariRoutes, 'GET /safaris/:id/availability'),
    handler: async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        REVALIDATE_ALWAYS,
        safariRoutes['GET /safaris/:id/availability'].response[200],
        async () =>
          safariAvailability(app.db, await findPublishedId(app.db, request.params.id), request.query),
      ),
  });

  app.route({
    ...route(safariRoutes, 'POST /safaris/:id/quote'),
    handler: async (request) =>
      quoteSafari(app.db, await findPublishedId(app.db, request.params.id), request.body),
  });
};
