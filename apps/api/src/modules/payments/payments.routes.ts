import { MOBILE_MONEY_MINIMUM_TZS_MINOR, formatTzsPerUsd, paymentRoutes, translate } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract';
import { AppError, conflict, notFound } from '../../lib/errors';
import { requestLanguage } from '../../lib/i18n';
import {
  SANDBOX_PROVIDER,
  SANDBOX_SIGNATURE_HEADER,
  availableChannels,
  newSandboxEvent,
  paymentProviderNamed,
  sandboxCheckoutPage,
  sandboxWebhookSecret,
  signSandboxPayload,
} from '../../lib/payments';
import { currentTzsPerUsd } from '../ledger';
import { applyPaymentEvent, loadCheckout } from './payments.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body, for webhook signatures (payments routes only). */
    rawBody?: string;
  }
}

/**
 * The sandbox payment provider's side (it stands in for a mobile-money or card provider): a hosted
 * checkout page where the payer approves or declines, and the signed webhook that tells us the result.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keep the exact body bytes: the webhook signature is computed over them.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    if ((body as string).length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, 'bad_request', 'common.malformedJson'), undefined);
    }
  });
  // The checkout page's forms post application/x-www-form-urlencoded with nothing we need in them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.route({
    ...route(paymentRoutes, 'GET /payments/options'),
    handler: async () => ({
      channels: availableChannels(app),
      tzs_per_usd: formatTzsPerUsd(await currentTzsPerUsd(app.db, app.config.tzsPerUsd)),
      mobile_money_minimum_cents: MOBILE_MONEY_MINIMUM_TZS_MINOR,
    }),
  });

  // The sandbox's pages exist only where the sandbox does (never in production unless allowed).
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/payments/sandbox/') && !paymentProviderNamed(app, SANDBOX_PROVIDER)) {
      throw notFound('payments.unknownPayment');
    }
  });

  app.route({
    ...route(paymentRoutes, 'POST /payments/webhooks/sandbox'),
    handler: async (request) => {
      const sandbox = paymentProviderNamed(app, SANDBOX_PROVIDER);
      // Production without PAYMENTS_ALLOW_SANDBOX: no sandbox, so no sandbox webhook.
      if (!sandbox) throw notFound('payments.unknownPayment');
      const verification = sandbox.verifyWebhook(request.rawBody ?? '', request.headers);
      if (!verification.ok) throw new AppError(400, 'invalid_signature', verification.reason);
      const { duplicate } = await applyPaymentEvent(app, SANDBOX_PROVIDER, verification.event);
      return { received: true as const, duplicate };
    },
  });

  app.route({
    ...route(paymentRoutes, 'GET /payments/sandbox/checkout/:reference'),
    handler: async (request, reply) => {
      const row = await loadCheckout(app.db, SANDBOX_PROVIDER, request.params.reference);
      // The payer's language: their account's, the language switch's cookie or their browser's.
      const language = requestLanguage(request);
      const companyName = row.companyName ?? translate(language, 'payments.unnamedOperator');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxCheckoutPage(request.params.reference, { ...row, companyName }, language));
    },
  });

  const decide = (decision: 'approve' | 'decline') =>
    app.route({
      ...route(paymentRoutes, `POST /payments/sandbox/checkout/:reference/${decision}`),
      handler: async (request, reply) => {
        const row = await loadCheckout(app.db, SANDBOX_PROVIDER, request.params.reference);
        const returnPath = row.returnPath ?? `/bookings/${row.bookingId}`;
        const separator = returnPath.includes('?') ? '&' : '?';
        const backToSite = (outcome: 'paid' | 'failed') =>
          reply.redirect(
            `${returnPath}${separator}booking=${encodeURIComponent(row.bookingReference)}&payment=${outcome}`,
            303,
          );
        // A double click whose first click already went through: show the result, as the first did.
        if (row.status === (decision === 'approve' ? 'succeeded' : 'failed')) {
          return backToSite(row.status === 'succeeded' ? 'paid' : 'failed');
        }
        if (row.status !== 'pending')
          throw conflict({
            key: 'payments.alreadyFinal',
            values: { status: { key: `payments.statusName.${row.status}` } },
          });
        // The provider tells the merchant through its signed webhook, exactly as a real one would.
        const event = newSandboxEvent(decision === 'approve' ? 'payment.succeeded' : 'payment.failed', {
          providerReference: request.params.reference,
          amountCents: row.chargedAmount,
          currency: row.chargedCurrency,
        });
        const payload = JSON.stringify(event);
        const delivered = await app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(
              sandboxWebhookSecret(app.config.jwtSecret),
              payload,
            ),
          },
          payload,
        });
        if (delivered.statusCode !== 200) {
          request.log.error(
            { status: delivered.statusCode, body: delivered.body },
            'sandbox webhook delivery failed',
          );
          throw new AppError(502, 'payment_provider_error', 'payments.couldNotComplete');
        }
        // Both clicks of a simultaneous double click get here: the second delivery is answered as a
        // duplicate, and the payment's state is the one the first applied.
        const after = await loadCheckout(app.db, SANDBOX_PROVIDER, request.params.reference);
        return backToSite(after.status === 'succeeded' ? 'paid' : 'failed');
      },
    });
  decide('approve');
  decide('decline');
};
