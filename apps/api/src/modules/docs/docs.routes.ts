import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/docs: the OpenAPI document, generated from the routes' zod schemas. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
