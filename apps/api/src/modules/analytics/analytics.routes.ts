import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Dashboards and operator analytics, listing views (issue 15). */
export const analyticsRoutes: FastifyPluginAsyncZod = async () => {};
