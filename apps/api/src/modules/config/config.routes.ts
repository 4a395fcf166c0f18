import { configRoutes as contracts } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract';

/** GET /api/config: the public settings the web app needs (no secrets: both values reach browsers anyway). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(contracts, 'GET /config'),
    handler: async () => ({
      google_client_id: app.config.googleClientId ?? null,
      geolocation_url: app.config.geolocationUrl ?? null,
    }),
  });
};
