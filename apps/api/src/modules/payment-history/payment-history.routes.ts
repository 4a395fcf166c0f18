import { paymentHistoryRoutes as contracts } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { requestLanguage } from '../../lib/i18n';
import { listPaymentHistory, loadReceipt } from './payment-history.service';
import { receiptPdf } from './receipt-pdf';

/**
 * A traveler's payments and refunds, and each succeeded payment's receipt (printable page and PDF).
 * Any signed-in user gets their own rows only (an operator who never booked gets an empty list: its
 * earnings and payouts have their own routes); another user's payment is 404, as an id that does not exist.
 */
export const paymentHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(contracts, 'GET /me/payments'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { page, page_size } = request.query;
      return listPaymentHistory(app.db, currentUser(request).id, page, page_size, requestLanguage(request));
    },
  });

  app.route({
    ...route(contracts, 'GET /me/payments/:id/receipt'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return loadReceipt(app, currentUser(request).id, request.params.id.toLowerCase());
    },
  });

  app.route({
    ...route(contracts, 'GET /me/payments/:id/receipt/pdf'),
    onRequest: requireUser,
    handler: async (request, reply) => {
      const receipt = await loadReceipt(app, currentUser(request).id, request.params.id.toLowerCase());
      const pdf = await receiptPdf(receipt, requestLanguage(request));
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="dala-receipt-${receipt.receipt_number}.pdf"`)
        .send(pdf);
    },
  });
};
