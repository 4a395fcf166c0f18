import { contactRequestSchema, contactResponseSchema } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitContactMessage } from './contact.service';

/** POST /api/contact: public; stores the message and mails the support inbox. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    { schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } } },
    async (request, reply) => {
      const result = await submitContactMessage(app, request.body, request.ip);
      return reply.code(201).send(result);
    },
  );
};
