import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Transport marketplace (issue 13): routes arrive with this module's slice. */
export const ticketsRoutes: FastifyPluginAsyncZod = async () => {};
