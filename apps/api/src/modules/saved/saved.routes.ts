import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Saved safaris and trips (issue 15). */
export const savedRoutes: FastifyPluginAsyncZod = async () => {};
