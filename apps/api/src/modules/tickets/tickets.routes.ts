import { ticketRoutes } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { requestLanguage } from '../../lib/i18n';
import { ticketKeys } from './ticket-keys';
import { ticketPdf } from './ticket-pdf';
import { travelerTicket } from './tickets.service';

/**
 * Tickets (issue 13): the public key a conductor's phone verifies QR codes with (public, cacheable),
 * and a traveler's own ticket as JSON (with the QR as SVG) or as a printable PDF. Another traveler's
 * ticket is 404, as a number that does not exist.
 */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(ticketRoutes, 'GET /tickets/public-key'),
    handler: async (_request, reply) => {
      // Changes only when the operator replaces the key: a day of caching, then revalidation.
      reply.header('cache-control', 'public, max-age=86400');
      return ticketKeys(app.config).published;
    },
  });

  app.route({
    ...route(ticketRoutes, 'GET /tickets/:number'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return travelerTicket(app.db, currentUser(request).id, request.params.number);
    },
  });

  app.route({
    ...route(ticketRoutes, 'GET /tickets/:number/pdf'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      const ticket = await travelerTicket(app.db, currentUser(request).id, request.params.number);
      const pdf = await ticketPdf(ticket, requestLanguage(request));
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="dala-ticket-${ticket.display}.pdf"`)
        .send(pdf);
    },
  });
};
