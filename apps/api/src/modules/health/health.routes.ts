import { systemRoutes } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract';

const PING_TIMEOUT_MS = 2_000;

/** GET /api/health: a real round trip to the database, bounded in time. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(systemRoutes, 'GET /health'),
    handler: async (request, reply) => {
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS).unref(),
          ),
        ]);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error' as const, db: 'error' as const });
      }
    },
  });
};
