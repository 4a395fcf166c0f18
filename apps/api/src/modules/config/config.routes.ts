import { clientConfigSchema } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/config: the public settings the web app needs (no secrets: both values reach browsers anyway). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { response: { 200: clientConfigSchema } } }, async () => ({
    google_client_id: app.config.googleClientId ?? null,
    geolocation_url: app.config.geolocationUrl ?? null,
  }));
};
