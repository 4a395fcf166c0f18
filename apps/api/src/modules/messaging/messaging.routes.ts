import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Traveler ↔ operator conversations and messages (issue 15). */
export const messagingRoutes: FastifyPluginAsyncZod = async () => {};
