import { contentRoutes } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract';
import { submitContactMessage } from './contact.service';

/** POST /api/contact: public; stores the message and mails the support inbox. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(contentRoutes, 'POST /contact'),
    handler: async (request, reply) => {
      const result = await submitContactMessage(app, request.body, request.ip);
      return reply.code(201).send(result);
    },
  });
};
