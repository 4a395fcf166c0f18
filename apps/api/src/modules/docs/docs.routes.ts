import { systemRoutes } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract';

/** GET /api/docs: the OpenAPI document, generated from the routes' zod schemas. */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = route(systemRoutes, 'GET /docs');
  // Not an operation of the document itself.
  app.route({ ...docs, schema: { ...docs.schema, hide: true }, handler: async () => app.swagger() });
};
