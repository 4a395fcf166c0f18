import { newsletterRequestSchema, newsletterResponseSchema } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribe } from './newsletter.service';

/** POST /api/newsletter: public; 201 for a new address, 200 when it was already subscribed. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      schema: {
        body: newsletterRequestSchema,
        response: { 200: newsletterResponseSchema, 201: newsletterResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await subscribe(app, request.body, request.ip);
      return reply.code(created ? 201 : 200).send(answer);
    },
  );
};
