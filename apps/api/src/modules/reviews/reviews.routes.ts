import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Reviews of completed bookings, operator replies, moderation (issue 15). */
export const reviewsRoutes: FastifyPluginAsyncZod = async () => {};
