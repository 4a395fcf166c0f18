import { MINIMUM_PAYOUT_MINOR, earningsRoutes as contracts } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin, requireOperator } from '../../lib/auth/guards';
import { route } from '../../lib/contract';
import { requestLanguage, requestText } from '../../lib/i18n';
import { payoutProvider } from '../../lib/payments';
import { currentMonth, earningsBalances, statement, statementCsv } from './earnings.service';
import {
  addPayoutMethod,
  listPayoutMethods,
  removePayoutMethod,
  resendPayoutMethodCode,
  verifyPayoutMethod,
} from './methods.service';
import {
  adminPayouts,
  approvePayout,
  openPayout,
  operatorPayouts,
  rejectPayout,
  requestPayout,
} from './payouts.service';

/**
 * An operator's earnings, statements, payout methods and payouts under /api/operator/… (operators only:
 * 403 for anyone else; another operator's method or payout is 404), and the admin's payouts under
 * /api/admin/payouts (admins only). Nothing here is cached: every answer is private and current.
 */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operatorRoutes);
  await app.register(adminRoutes);
};

const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOperator());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.route({
    ...route(contracts, 'GET /operator/earnings'),
    handler: async (request) => {
      const operatorId = currentUser(request).id;
      const [balances, open] = await Promise.all([
        earningsBalances(app.db, operatorId),
        openPayout(app.db, operatorId, requestLanguage(request)),
      ]);
      return {
        balances,
        open_payout: open,
        payout_provider_configured: payoutProvider(app) !== null,
        minimum_payout_cents: { ...MINIMUM_PAYOUT_MINOR },
      };
    },
  });

  app.route({
    ...route(contracts, 'GET /operator/earnings/statement'),
    handler: async (request) =>
      statement(app.db, currentUser(request).id, request.query.month ?? currentMonth()),
  });

  app.route({
    ...route(contracts, 'GET /operator/earnings/statement.csv'),
    handler: async (request, reply) => {
      const month = request.query.month ?? currentMonth();
      const value = await statement(app.db, currentUser(request).id, month);
      return reply
        .header('content-disposition', `attachment; filename="dala-statement-${month}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(statementCsv(value, (message) => requestText(request, message)));
    },
  });

  app.route({
    ...route(contracts, 'GET /operator/payout-methods'),
    handler: async (request) => ({ items: await listPayoutMethods(app.db, currentUser(request).id) }),
  });

  app.route({
    ...route(contracts, 'POST /operator/payout-methods'),
    handler: async (request, reply) => {
      const method = await addPayoutMethod(app, currentUser(request).id, request.body);
      return reply.code(201).send(method);
    },
  });

  app.route({
    ...route(contracts, 'POST /operator/payout-methods/:id/verify'),
    handler: async (request) =>
      verifyPayoutMethod(app, currentUser(request).id, request.params.id, request.body.code),
  });

  app.route({
    ...route(contracts, 'POST /operator/payout-methods/:id/resend'),
    handler: async (request) => resendPayoutMethodCode(app, currentUser(request).id, request.params.id),
  });

  app.route({
    ...route(contracts, 'POST /operator/payout-methods/:id/remove'),
    handler: async (request) => {
      await removePayoutMethod(
        app,
        currentUser(request).id,
        request.params.id,
        request.body.current_password,
      );
      return { detail: requestText(request, 'payouts.methodRemoved') };
    },
  });

  app.route({
    ...route(contracts, 'GET /operator/payouts'),
    handler: async (request) =>
      operatorPayouts(
        app.db,
        currentUser(request).id,
        request.query.page,
        request.query.page_size,
        requestLanguage(request),
      ),
  });

  app.route({
    ...route(contracts, 'POST /operator/payouts'),
    handler: async (request, reply) => {
      const payout = await requestPayout(
        app,
        currentUser(request).id,
        request.body,
        requestLanguage(request),
      );
      return reply.code(201).send(payout);
    },
  });
};

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.route({
    ...route(contracts, 'GET /admin/payouts'),
    handler: async (request) => adminPayouts(app.db, request.query, requestLanguage(request)),
  });

  app.route({
    ...route(contracts, 'POST /admin/payouts/:id/approve'),
    handler: async (request) =>
      approvePayout(app, currentUser(request).id, request.params.id, requestLanguage(request)),
  });

  app.route({
    ...route(contracts, 'POST /admin/payouts/:id/reject'),
    handler: async (request) =>
      rejectPayout(
        app,
        currentUser(request).id,
        request.params.id,
        request.body.reason,
        requestLanguage(request),
      ),
  });
};
