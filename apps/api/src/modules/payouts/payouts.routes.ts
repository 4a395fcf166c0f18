import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** An operator's earnings, statements, payout methods and payouts; the admin's approval of payouts. */
export const payoutsRoutes: FastifyPluginAsyncZod = async () => {};
