import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sandboxWebhookSchema, type SandboxWebhook } from '@dala/shared';
import { PAYMENT_CHANNELS } from '@dala/shared';
import type { PaymentProvider, ProviderEvent, WebhookVerification } from './provider';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Signed webhooks older (or newer) than this are refused: a captured request cannot be replayed later. */
export const SANDBOX_SIGNATURE_TOLERANCE_S = 300;

/** The sandbox's webhook secret, derived from the server secret so every process agrees on it. */
export function sandboxWebhookSecret(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('dala:payments:sandbox:webhook').digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, like the big providers do it. */
export function signSandboxPayload(
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function sandboxCheckoutPath(reference: string): string {
  return `/api/payments/sandbox/checkout/${reference}`;
}

export function newSandboxEvent(
  type: SandboxWebhook['type'],
  payment: { providerReference: string; amountCents: number; currency: string },
): SandboxWebhook {
  return {
    event_id: `evt_${randomBytes(12).toString('hex')}`,
    type,
    payment_reference: payment.providerReference,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    occurred_at: new Date().toISOString(),
  };
}

/**
 * The built-in sandbox mobile-money/card provider: a charge is a reference; the payer approves or
 * declines it on the sandbox checkout page, which then delivers an HMAC-signed webhook.
 */
export function createSandboxProvider(secret: string, now: () => number = () => Date.now()): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,
    channels: PAYMENT_CHANNELS,
    async createCharge() {
      const providerReference = `sbx_${randomBytes(16).toString('hex')}`;
      // The sandbox's "phone" is a page: the payer approves or declines there.
      return { providerReference, flow: 'redirect', checkoutUrl: sandboxCheckoutPath(providerReference) };
    },
    verifyWebhook(rawBody, headers): WebhookVerification {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const value = Array.isArray(header) ? header[0] : header;
      if (!value) return { ok: false, reason: 'payments.webhookSignatureMissing' };
      const parts = Object.fromEntries(
        value.split(',').map((p) => {
          const i = p.indexOf('=');
          return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
        }),
      );
      const t = Number(parts.t);
      const given = String(parts.v1 ?? '');
      if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given))
        return { ok: false, reason: 'payments.webhookSignatureMalformed' };
      if (Math.abs(now() / 1000 - t) > SANDBOX_SIGNATURE_TOLERANCE_S) {
        return { ok: false, reason: 'payments.webhookSignatureTooOld' };
      }
      const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
        return { ok: false, reason: 'payments.webhookSignatureInvalid' };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'payments.webhookBodyMalformed' };
      }
      const parsed = sandboxWebhookSchema.safeParse(json);
      if (!parsed.success) return { ok: false, reason: 'payments.webhookBodyMalformed' };
      const succeeded = parsed.data.type === 'payment.succeeded';
      const event: ProviderEvent = {
        eventId: parsed.data.event_id,
        state: succeeded ? 'succeeded' : 'failed',
        providerState: succeeded ? 'APPROVED' : 'DECLINED',
        providerReference: parsed.data.payment_reference,
        amountMinor: parsed.data.amount_cents,
        currency: parsed.data.currency,
        authenticated: true,
        raw: parsed.data,
      };
      return { ok: true, event };
    },
    async queryStatus() {
      // The sandbox keeps no state of its own: its answer arrives only by its signed webhook, when the
      // payer decides on its checkout page. Until then a charge is waiting for its payer.
      return { state: 'pending', providerState: 'AWAITING_PAYER' };
    },
    async payout({ reference }) {
      // A sandbox payout "arrives" at once: no real money moves.
      return { state: 'succeeded', providerState: 'PAID', providerReference: `sbx_po_${reference}` };
    },
    async queryPayout({ reference }) {
      return { state: 'succeeded', providerState: 'PAID', providerReference: `sbx_po_${reference}` };
    },
    async refund({ idempotencyKey }) {
      // Like a real provider's idempotent refund: the same key names the same refund.
      const id = createHmac('sha256', secret).update(`refund:${idempotencyKey}`).digest('hex').slice(0, 24);
      return { providerReference: `sbx_rf_${id}`, status: 'succeeded' };
    },
  };
}
