import { tripManifestRoutes, tripSaleRoutes } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireOperator } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { CATALOG_CACHE, REVALIDATE_ALWAYS } from '../../lib/http-cache';
import { requestText } from '../../lib/i18n';
import { tripDetail } from './detail.service';
import { discoverRoutes, searchTowns } from './discovery.service';
import { checkIn, manifestCsv, markNoShows, tripManifest } from './manifest.service';
import { ticketNumberFromQr } from './qr';
import { tripAlternatives } from './search-alternatives';
import { searchTrips } from './search.service';

/**
 * Trips on sale (issue 13): the public search, towns, discovery and trip page with its seat map under
 * /api/trips…, and the transporter's boarding manifest under /api/operator/trips/:id/…
 * Seat counts and maps are always fresh (revalidated, never kept); towns and discovery are catalog data.
 */
export const tripSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rate = app.config.tzsPerUsd;

  app.route({
    ...route(tripSaleRoutes, 'GET /trips/search'),
    handler: async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        REVALIDATE_ALWAYS,
        tripSaleRoutes['GET /trips/search'].response[200],
        async () => {
          const result = await searchTrips(app.db, request.query, rate);
          // A first page with nothing (while trips are on sale) offers the nearest alternatives.
          if (result.total > 0 || !result.any_trips || request.query.page !== 1) return result;
          return { ...result, alternatives: await tripAlternatives(app.db, request.query) };
        },
      ),
  });

  app.route({
    ...route(tripSaleRoutes, 'GET /trips/towns'),
    handler: async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        CATALOG_CACHE,
        tripSaleRoutes['GET /trips/towns'].response[200],
        () => searchTowns(app.db, request.query.q, request.query.limit),
      ),
  });

  app.route({
    ...route(tripSaleRoutes, 'GET /trips/discovery'),
    handler: async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        CATALOG_CACHE,
        tripSaleRoutes['GET /trips/discovery'].response[200],
        () => discoverRoutes(app.db, request.query.limit, rate),
      ),
  });

  app.route({
    ...route(tripSaleRoutes, 'GET /trips/:id'),
    handler: async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        REVALIDATE_ALWAYS,
        tripSaleRoutes['GET /trips/:id'].response[200],
        () => tripDetail(app.db, request.params.id, request.query, rate),
      ),
  });

  await app.register(manifestRoutes);
};

/** The boarding manifest: the trip's transporter only (anyone else's trip is 404). */
const manifestRoutes: FastifyPluginAsyncZod = async (operator) => {
  const app = operator;
  operator.addHook('onRequest', requireOperator('transporter'));

  operator.route({
    ...route(tripManifestRoutes, 'GET /operator/trips/:id/manifest'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return tripManifest(app.db, currentUser(request).id, request.params.id);
    },
  });

  operator.route({
    ...route(tripManifestRoutes, 'GET /operator/trips/:id/manifest.csv'),
    handler: async (request, reply) => {
      const manifest = await tripManifest(app.db, currentUser(request).id, request.params.id);
      const day = manifest.trip.departs_at.slice(0, 10);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="manifest-trip-${manifest.trip.id}-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(manifestCsv(manifest, (message) => requestText(request, message)));
    },
  });

  operator.route({
    ...route(tripManifestRoutes, 'POST /operator/trips/:id/check-in'),
    handler: async (request) => {
      const user = currentUser(request);
      const { qr, ticket_number } = request.body;
      const ticket = qr ? async () => ticketNumberFromQr(app, qr) : (ticket_number ?? '');
      const outcome = await checkIn(app.db, user.id, request.params.id, ticket, user.id);
      return {
        passenger: outcome.passenger,
        already_boarded: outcome.alreadyBoarded,
        message: requestText(request, outcome.message),
      };
    },
  });

  operator.route({
    ...route(tripManifestRoutes, 'POST /operator/trips/:id/no-shows'),
    handler: async (request) => markNoShows(app.db, currentUser(request).id, request.params.id),
  });
};
