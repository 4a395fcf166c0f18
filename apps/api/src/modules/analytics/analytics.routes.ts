import {
  analyticsRange,
  analyticsRoutes as contracts,
  type MessageKey,
  type MessageValues,
} from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireOperator, requireUser } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { requestText } from '../../lib/i18n';
import { analyticsCsv } from './analytics-csv';
import { operatorAnalytics } from './analytics.service';
import { recordListingView } from './listing-views.service';
import { travelerDashboard } from './traveler-dashboard.service';

/**
 * Listing views (public), the operator's analytics and its CSV (operators only, their own listings),
 * and the traveler's dashboard (signed in, their own bookings). Private answers are never cached.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(contracts, 'POST /listing-views'),
    // Sent by a page after it rendered; nothing waits for it. Never says whether it counted.
    handler: async (request, reply) => {
      await recordListingView(app.db, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  });

  await app.register(operatorRoutes);
  await app.register(travelerRoutes);
};

const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOperator());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.route({
    ...route(contracts, 'GET /operator/analytics'),
    handler: async (request) => {
      const user = currentUser(request);
      return operatorAnalytics(
        app.db,
        { id: user.id, operatorType: user.operator_type },
        analyticsRange(request.query),
      );
    },
  });

  app.route({
    ...route(contracts, 'GET /operator/analytics.csv'),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const range = analyticsRange(request.query);
      const value = await operatorAnalytics(app.db, { id: user.id, operatorType: user.operator_type }, range);
      const text = (key: MessageKey, values?: MessageValues) => requestText(request, { key, values });
      return reply
        .header('content-disposition', `attachment; filename="dala-analytics-${range.from}-${range.to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(analyticsCsv(value, text));
    },
  });
};

const travelerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  app.route({
    ...route(contracts, 'GET /me/dashboard'),
    handler: async (request) => travelerDashboard(app.db, currentUser(request).id),
  });
};
