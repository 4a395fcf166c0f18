import { dealRoutes as contracts } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireOperator, requireUser } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import {
  createDeal,
  dealListings,
  deleteDeal,
  listOperatorDeals,
  liveDeals,
  quoteTrip,
  setDealStatus,
  updateDeal,
} from './deals.service';

/**
 * Deals (issue 15): travelers' live deals and a trip's quote with its deal (signed in, as /deals is);
 * an operator's own deals under /operator/deals (operators only; another operator's deal is 404).
 * The server applies deals in every quote and booking: see applyDeal.
 */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(contracts, 'GET /deals'),
    onRequest: requireUser,
    handler: async (request) => liveDeals(app.db, request.query),
  });

  app.route({
    ...route(contracts, 'POST /deals/trip-quote'),
    onRequest: requireUser,
    handler: async (request) => quoteTrip(app.db, request.body),
  });

  const operatorOnly = { onRequest: requireOperator() };

  app.route({
    ...route(contracts, 'GET /operator/deals'),
    ...operatorOnly,
    handler: async (request) => listOperatorDeals(app.db, currentUser(request), request.query),
  });

  app.route({
    ...route(contracts, 'GET /operator/deal-listings'),
    ...operatorOnly,
    handler: async (request) => dealListings(app.db, currentUser(request)),
  });

  app.route({
    ...route(contracts, 'POST /operator/deals'),
    ...operatorOnly,
    handler: async (request, reply) => {
      const deal = await createDeal(app.db, currentUser(request), request.body);
      return reply.code(201).send(deal);
    },
  });

  app.route({
    ...route(contracts, 'PUT /operator/deals/:id'),
    ...operatorOnly,
    handler: async (request) => updateDeal(app.db, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...route(contracts, 'PUT /operator/deals/:id/status'),
    ...operatorOnly,
    handler: async (request) =>
      setDealStatus(app.db, currentUser(request), request.params.id, request.body.status),
  });

  app.route({
    ...route(contracts, 'DELETE /operator/deals/:id'),
    ...operatorOnly,
    handler: async (request) => deleteDeal(app.db, currentUser(request), request.params.id),
  });
};
