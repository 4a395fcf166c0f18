import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Operator deals, applied by the server in quotes and bookings (issue 15). */
export const dealsRoutes: FastifyPluginAsyncZod = async () => {};
