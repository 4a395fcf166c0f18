import { contentRoutes } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract';
import { requestLanguage, requestText } from '../../lib/i18n';
import { subscribe } from './newsletter.service';

/** POST /api/newsletter: public; 201 for a new address, 200 when it was already subscribed. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(contentRoutes, 'POST /newsletter'),
    handler: async (request, reply) => {
      const { created, status, message } = await subscribe(
        app,
        request.body,
        request.ip,
        requestLanguage(request),
      );
      return reply.code(created ? 201 : 200).send({ status, message: requestText(request, message) });
    },
  });
};
