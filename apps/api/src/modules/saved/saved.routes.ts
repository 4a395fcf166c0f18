import { savedRoutes as contracts } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { saveListing, savedIds, savedList, unsaveListing } from './saved.service';

/**
 * Saved safaris and trips (issue 15): any signed-in user's own hearts. Nothing here reads or writes
 * another user's rows: every statement is keyed by the signed-in user's id.
 */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.route({
    ...route(contracts, 'GET /saved/ids'),
    handler: async (request, reply) => {
      // Private and changing with every heart: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return savedIds(app.db, currentUser(request).id);
    },
  });

  app.route({
    ...route(contracts, 'GET /saved'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return savedList(app.db, currentUser(request).id, request.query);
    },
  });

  app.route({
    ...route(contracts, 'PUT /saved/:kind/:id'),
    handler: async (request) =>
      saveListing(app.db, currentUser(request).id, request.params.kind, request.params.id),
  });

  app.route({
    ...route(contracts, 'DELETE /saved/:kind/:id'),
    handler: async (request) =>
      unsaveListing(app.db, currentUser(request).id, request.params.kind, request.params.id),
  });
};
