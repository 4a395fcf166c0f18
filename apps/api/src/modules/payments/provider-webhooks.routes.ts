import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The real providers' webhooks (Selcom, ClickPesa, AzamPay): verified, then applied once. */
export const providerWebhooksRoutes: FastifyPluginAsyncZod = async () => {};
