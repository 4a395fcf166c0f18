import {
  MOBILE_MONEY_MINIMUM_TZS_MINOR,
  escapeHtml,
  formatMinorUnits,
  formatTzsPerUsd,
  paymentRoutes,
} from '@dala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract';
import { AppError, conflict, notFound } from '../../lib/errors';
import {
  SANDBOX_PROVIDER,
  SANDBOX_SIGNATURE_HEADER,
  availableChannels,
  newSandboxEvent,
  paymentProviderNamed,
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

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f7f3ec;color:#292524;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border:1px solid #e7e0d4;border-radius:16px;padding:28px;max-width:420px;width:calc(100% - 32px);box-shadow:0 8px 30px rgba(41,37,36,.08)}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600;letter-spacing:.02em}
h1{font-size:20px;margin:12px 0 4px}.amount{font-size:32px;font-weight:700;margin:8px 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px;margin:0 0 20px}dt{color:#78716c}dd{margin:0}
.row{display:flex;gap:12px}button{flex:1;font:inherit;font-weight:600;border-radius:10px;padding:12px 16px;cursor:pointer;border:1px solid transparent}
.approve{background:#c2410c;color:#fff}.decline{background:#fff;color:#292524;border-color:#d6d3d1}
button:focus-visible{outline:3px solid #fb923c;outline-offset:2px}p.note{font-size:12px;color:#78716c;margin-top:16px}
</style></head><body><main>${body}</main></body></html>`;
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
      const amount = formatMinorUnits(row.chargedAmount, row.chargedCurrency === 'TZS' ? 'TZS' : 'USD');
      const method = row.method === 'card' ? 'Card' : 'Mobile money';
      const base = `/api/payments/sandbox/checkout/${request.params.reference}`;
      let actions: string;
      if (row.status !== 'pending') {
        actions = `<p>This payment is already <strong>${escapeHtml(row.status)}</strong>.</p>`;
      } else if (row.holdExpired) {
        actions = `<p>The seat hold for this booking has expired. Go back and start the booking again.</p>`;
      } else {
        actions = `<div class="row"><form method="post" action="${base}/decline" style="flex:1;display:flex"><button class="decline" type="submit">Decline</button></form>
<form method="post" action="${base}/approve" style="flex:1;display:flex"><button class="approve" type="submit">Approve payment</button></form></div>`;
      }
      const body = `<span class="badge">SANDBOX · no real money moves</span>
<h1>${escapeHtml(method)} payment</h1><div class="amount">${escapeHtml(amount)}</div>
<dl><dt>Pay to</dt><dd>${escapeHtml(row.companyName)} via Dala Rides</dd><dt>For</dt><dd>${escapeHtml(row.title)}</dd>
<dt>Booking</dt><dd>${escapeHtml(row.bookingReference)} (${escapeHtml(row.kind)})</dd>
${row.payerPhone ? `<dt>Phone</dt><dd>${escapeHtml(row.payerPhone)}</dd>` : ''}</dl>${actions}
<p class="note">In production this step is your mobile-money PIN prompt or your bank's card page.</p>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page('Sandbox checkout · Dala Rides', body));
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
          throw conflict({ key: 'payments.alreadyFinal', values: { status: row.status } });
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
