import { providerWebhookRoutes } from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract';
import { AppError, notFound } from '../../lib/errors';
import { ProviderError, paymentProviderNamed, type RealProvider } from '../../lib/payments';
import { applyPayoutEvent } from '../payouts';
import { applyPaymentEvent } from './payments.service';

/**
 * The real providers' webhooks (Selcom, ClickPesa, AzamPay): verified over the exact bytes received,
 * then applied once. Nothing is read from the database before the provider's signature checks out
 * (AzamPay signs nothing: its callback is a hint, and applyPaymentEvent asks AzamPay before anything
 * changes). A verified event is answered 2xx as soon as it is applied: providers retry otherwise.
 */
export const providerWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keep the exact body bytes (this plugin's own parser: parsers are encapsulated per plugin).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    if ((body as string).length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, 'bad_request', 'common.malformedJson'), undefined);
    }
  });

  const receive = async (
    name: RealProvider,
    request: {
      rawBody?: string;
      headers: Record<string, string | string[] | undefined>;
      log: typeof app.log;
    },
  ) => {
    const provider = paymentProviderNamed(app, name);
    if (!provider) throw notFound('providers.notConfigured');
    const verification = provider.verifyWebhook(request.rawBody ?? '', request.headers);
    if (!verification.ok) {
      // The reason only: a forged body is not worth a log line's worth of its contents.
      request.log.warn({ provider: name, reason: verification.reason }, 'provider webhook refused');
      throw new AppError(400, 'invalid_signature', verification.reason);
    }
    const event = verification.event;
    try {
      const { duplicate } = event.payout
        ? await applyPayoutEvent(app, name, event)
        : await applyPaymentEvent(app, name, event);
      return { received: true as const, duplicate };
    } catch (err) {
      // Confirming an unsigned callback asks the provider; when it cannot answer, the provider calls again.
      if (err instanceof ProviderError) {
        request.log.warn(
          { provider: name, retryable: err.retryable, err: err.message },
          'provider webhook not confirmed',
        );
        throw new AppError(502, 'payment_provider_error', 'providers.unreachable');
      }
      throw err;
    }
  };

  app.route({
    ...route(providerWebhookRoutes, 'POST /payments/webhooks/selcom'),
    handler: (request) => receive('selcom', request),
  });
  app.route({
    ...route(providerWebhookRoutes, 'POST /payments/webhooks/clickpesa'),
    handler: (request) => receive('clickpesa', request),
  });
  app.route({
    ...route(providerWebhookRoutes, 'POST /payments/webhooks/azampay'),
    handler: (request) => receive('azampay', request),
  });
};
