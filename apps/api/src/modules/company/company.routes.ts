import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Operators' company profiles and public pages (issue 15). */
export const companyRoutes: FastifyPluginAsyncZod = async () => {};
