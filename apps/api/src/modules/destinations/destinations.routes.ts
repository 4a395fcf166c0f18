import { DESTINATION_SUGGESTION_LIMIT, destinationRoutes } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract';
import { CATALOG_CACHE, type CachePolicy } from '../../lib/http-cache';
import { destinationPage, searchDestinations } from './destinations.service';

const INDEX_LIMIT = 100;
/** Places change rarely; a short shared cache spares the database while a traveler types. */
const DESTINATIONS_CACHE: CachePolicy = { cacheControl: 'public, max-age=300', keep: true };

/**
 * GET /api/destinations?q= : public; suggestions for the search panel, or the whole index without q.
 * GET /api/destinations/:slug : a place's page; catalog-cached, as whether trips reach it follows the
 * transporters' routes.
 */
export const destinationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(destinationRoutes, 'GET /destinations'),
    handler: async (request, reply) => {
      const { q, limit } = request.query;
      return app.responseCache.send(
        request,
        reply,
        DESTINATIONS_CACHE,
        destinationRoutes['GET /destinations'].response[200],
        async () => ({
          items: await searchDestinations(
            app.db,
            q,
            limit ?? (q?.trim() ? DESTINATION_SUGGESTION_LIMIT : INDEX_LIMIT),
          ),
        }),
      );
    },
  });

  app.route({
    ...route(destinationRoutes, 'GET /destinations/:slug'),
    handler: async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        CATALOG_CACHE,
        destinationRoutes['GET /destinations/:slug'].response[200],
        () => destinationPage(app.db, request.params.slug),
      ),
  });
};
