import { financeRoutes as contracts, parseAdminTzsPerUsd, parseCommissionPercent } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin } from '../../lib/auth/guards';
import { isUuid } from '../../lib/auth/uuid';
import { route } from '../../lib/contract';
import { notFound, validationError } from '../../lib/errors';
import { requestLanguage } from '../../lib/i18n';
import { recordAudit } from '../audit';
import { currentCommissionBasisPoints, currentTzsPerUsd, setCommission, setTzsPerUsd } from '../ledger';
import { recheckPayment } from '../payments';
import {
  commissionHistory,
  exchangeRateHistory,
  financeOverview,
  financePayment,
  latestCommissionChange,
  latestExchangeRateChange,
  pendingPayments,
  reconciliation,
} from './finance.service';

/** The admin's finance page: commission, rates, pending payments, reconciliation. Admins only (403). */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.route({
    ...route(contracts, 'GET /admin/finance/overview'),
    handler: () => financeOverview(app.db, app.config.tzsPerUsd),
  });

  app.route({
    ...route(contracts, 'POST /admin/finance/commission'),
    handler: async (request, reply) => {
      const admin = currentUser(request);
      const basisPoints = parseCommissionPercent(request.body.percent);
      // The schema refused it already; this keeps the handler whole on its own.
      if (basisPoints === null) throw validationError({ percent: ['finance.commissionInvalid'] });
      const { segment } = request.body;
      await app.db.transaction(async (tx) => {
        const before = await currentCommissionBasisPoints(tx, segment);
        await setCommission(tx, segment, basisPoints, admin.id);
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'commission.set',
          targetType: 'commission',
          targetId: segment,
          before: { basis_points: before },
          after: { basis_points: basisPoints },
        });
      });
      reply.code(201);
      return latestCommissionChange(app.db, request.body.segment);
    },
  });

  app.route({
    ...route(contracts, 'GET /admin/finance/commission'),
    handler: (request) => commissionHistory(app.db, request.query),
  });

  app.route({
    ...route(contracts, 'POST /admin/finance/exchange-rate'),
    handler: async (request, reply) => {
      const admin = currentUser(request);
      const hundredths = parseAdminTzsPerUsd(request.body.tzs_per_usd);
      if (hundredths === null) throw validationError({ tzs_per_usd: ['finance.rateInvalid'] });
      await app.db.transaction(async (tx) => {
        const before = await currentTzsPerUsd(tx, app.config.tzsPerUsd);
        await setTzsPerUsd(tx, hundredths, admin.id);
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'exchange_rate.set',
          targetType: 'exchange_rate',
          targetId: 'USD/TZS',
          before: { tzs_per_usd_hundredths: before },
          after: { tzs_per_usd_hundredths: hundredths },
        });
      });
      reply.code(201);
      return latestExchangeRateChange(app.db);
    },
  });

  app.route({
    ...route(contracts, 'GET /admin/finance/exchange-rate'),
    handler: (request) => exchangeRateHistory(app.db, request.query),
  });

  app.route({
    ...route(contracts, 'GET /admin/finance/pending-payments'),
    handler: (request) => pendingPayments(app.db, request.query),
  });

  app.route({
    ...route(contracts, 'GET /admin/finance/reconciliation'),
    handler: (request) => reconciliation(app.db, request.query, requestLanguage(request)),
  });

  app.route({
    ...route(contracts, 'POST /admin/finance/payments/:id/recheck'),
    handler: async (request) => {
      // Not a uuid: the same 404 as a payment that does not exist.
      const payment = isUuid(request.params.id) ? await financePayment(app.db, request.params.id) : null;
      if (!payment) throw notFound('finance.paymentNotFound');
      // The provider is asked outside any transaction; an unreachable one answers 502 and changes nothing.
      const { state } = await recheckPayment(app, payment.id);
      const after = await financePayment(app.db, payment.id);
      return { provider_says: state, payment: after ?? payment };
    },
  });
};
