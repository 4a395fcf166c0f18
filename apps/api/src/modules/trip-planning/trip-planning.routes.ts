import { planningRoutes } from '@dala/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireOperator } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { requestLanguage } from '../../lib/i18n';
import { createSchedule, endSchedule, getSchedule, listSchedules } from './schedules.service';
import { archiveRoute, createRoute, getRoute, listRoutes, updateRoute } from './transport-routes.service';
import {
  cancelTrip,
  changeTrip,
  createTrip,
  getTrip,
  listTrips,
  publishTrip,
  type PlanningContext,
} from './trips.service';

/**
 * A transporter's trip planning (issue 13): /api/operator/routes, /operator/trips, /operator/schedules.
 * Transporters only (403 for anyone else); every row is the transporter's own (404 otherwise). Each
 * change is one transaction: bad input writes nothing.
 */
export const tripPlanningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOperator('transporter'));
  const context = (request: FastifyRequest): PlanningContext => ({
    user: currentUser(request),
    language: requestLanguage(request),
    publicUrl: app.config.publicUrl,
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // ── Routes (stops and fares) ──────────────────────────────────────────────────────────────────
  typed.route({
    ...route(planningRoutes, 'GET /operator/routes'),
    handler: async (request) => listRoutes(app.db, currentUser(request).id, request.query),
  });
  typed.route({
    ...route(planningRoutes, 'POST /operator/routes'),
    handler: async (request, reply) => {
      const transporterId = currentUser(request).id;
      const id = await createRoute(app.db, transporterId, request.body);
      return reply.code(201).send(await getRoute(app.db, transporterId, id));
    },
  });
  typed.route({
    ...route(planningRoutes, 'GET /operator/routes/:id'),
    handler: async (request) => getRoute(app.db, currentUser(request).id, request.params.id),
  });
  typed.route({
    ...route(planningRoutes, 'PUT /operator/routes/:id'),
    handler: async (request) => {
      const transporterId = currentUser(request).id;
      await updateRoute(app.db, transporterId, request.params.id, request.body);
      return getRoute(app.db, transporterId, request.params.id);
    },
  });
  typed.route({
    ...route(planningRoutes, 'POST /operator/routes/:id/archive'),
    handler: async (request) => {
      const transporterId = currentUser(request).id;
      await archiveRoute(app.db, transporterId, request.params.id);
      return getRoute(app.db, transporterId, request.params.id);
    },
  });

  // ── Trips ─────────────────────────────────────────────────────────────────────────────────────
  typed.route({
    ...route(planningRoutes, 'GET /operator/trips'),
    handler: async (request) => listTrips(app.db, currentUser(request).id, request.query),
  });
  typed.route({
    ...route(planningRoutes, 'POST /operator/trips'),
    handler: async (request, reply) => {
      const ctx = context(request);
      const id = await createTrip(app.db, ctx, request.body);
      return reply.code(201).send(await getTrip(app.db, ctx.user.id, id, ctx.language));
    },
  });
  typed.route({
    ...route(planningRoutes, 'GET /operator/trips/:id'),
    handler: async (request) =>
      getTrip(app.db, currentUser(request).id, request.params.id, requestLanguage(request)),
  });
  typed.route({
    ...route(planningRoutes, 'PUT /operator/trips/:id'),
    handler: async (request) => changeTrip(app.db, context(request), request.params.id, request.body),
  });
  typed.route({
    ...route(planningRoutes, 'POST /operator/trips/:id/publish'),
    handler: async (request) => publishTrip(app.db, context(request), request.params.id),
  });
  typed.route({
    ...route(planningRoutes, 'POST /operator/trips/:id/cancel'),
    handler: async (request) =>
      cancelTrip(app.db, app, context(request), request.params.id, request.body.reason),
  });

  // ── Schedules ─────────────────────────────────────────────────────────────────────────────────
  typed.route({
    ...route(planningRoutes, 'GET /operator/schedules'),
    handler: async (request) => listSchedules(app.db, currentUser(request).id, request.query),
  });
  typed.route({
    ...route(planningRoutes, 'POST /operator/schedules'),
    handler: async (request, reply) =>
      reply.code(201).send(await createSchedule(app.db, context(request), request.body)),
  });
  typed.route({
    ...route(planningRoutes, 'GET /operator/schedules/:id'),
    handler: async (request) => getSchedule(app.db, currentUser(request).id, request.params.id),
  });
  typed.route({
    ...route(planningRoutes, 'POST /operator/schedules/:id/end'),
    handler: async (request) => endSchedule(app.db, context(request), request.params.id),
  });
};
