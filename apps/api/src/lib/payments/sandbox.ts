import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  PAYMENT_CHANNELS,
  escapeHtml,
  formatDisplayDateTime,
  formatMinorUnits,
  intlLocaleOf,
  sandboxWebhookSchema,
  translate,
  type Language,
  type MessageKey,
  type MessageValues,
  type SandboxWebhook,
} from '@dala/shared';
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

/** What the sandbox checkout page shows of a payment (the payments module's `loadCheckout` row). */
export interface SandboxCheckout {
  status: 'pending' | 'succeeded' | 'failed';
  kind: 'deposit' | 'balance' | 'full';
  method: 'mobile_money' | 'card';
  chargedAmount: number;
  chargedCurrency: string;
  payerPhone: string | null;
  companyName: string;
  title: string;
  bookingReference: string;
  holdExpiresAt: Date | null;
  /** The booking's hold ran out: the payment can no longer be approved. */
  holdExpired: boolean;
}

/**
 * The sandbox's hosted checkout page (it stands in for a provider's USSD prompt or card page): what is
 * paid, to whom, and Approve / Decline, in the payer's language (`<html lang>`, texts of the catalog's
 * `providers.sandboxCheckout`, money and the hold's end through the shared formatters).
 */
export function sandboxCheckoutPage(
  reference: string,
  checkout: SandboxCheckout,
  language: Language,
): string {
  const text = (key: MessageKey, values?: MessageValues) => escapeHtml(translate(language, key, values));
  const currency = checkout.chargedCurrency === 'TZS' ? 'TZS' : 'USD';
  const amount = formatMinorUnits(checkout.chargedAmount, currency, intlLocaleOf(language));
  const base = sandboxCheckoutPath(reference);
  let actions: string;
  if (checkout.status !== 'pending') {
    actions = `<p><strong>${text(`providers.sandboxCheckout.alreadyFinal.${checkout.status}`)}</strong></p>`;
  } else if (checkout.holdExpired) {
    actions = `<p>${text('providers.sandboxCheckout.holdExpired')}</p>`;
  } else {
    actions = `<div class="row"><form method="post" action="${base}/decline" style="flex:1;display:flex"><button class="decline" type="submit">${text('providers.sandboxCheckout.decline')}</button></form>
<form method="post" action="${base}/approve" style="flex:1;display:flex"><button class="approve" type="submit">${text('providers.sandboxCheckout.approve')}</button></form></div>`;
  }
  const heldUntil =
    checkout.status === 'pending' && !checkout.holdExpired && checkout.holdExpiresAt
      ? `<dt>${text('providers.sandboxCheckout.heldUntil')}</dt><dd>${escapeHtml(formatDisplayDateTime(checkout.holdExpiresAt, language))}</dd>`
      : '';
  const body = `<span class="badge">${text('providers.sandboxCheckout.badge')}</span>
<h1>${text(`providers.sandboxCheckout.heading.${checkout.method}`)}</h1><div class="amount">${escapeHtml(amount)}</div>
<dl><dt>${text('providers.sandboxCheckout.payTo')}</dt><dd>${text('providers.sandboxCheckout.payToValue', { company: checkout.companyName })}</dd>
<dt>${text('providers.sandboxCheckout.for')}</dt><dd>${escapeHtml(checkout.title)}</dd>
<dt>${text('providers.sandboxCheckout.booking')}</dt><dd>${text('providers.sandboxCheckout.bookingValue', {
    reference: checkout.bookingReference,
    kind: { key: `providers.sandboxCheckout.kind.${checkout.kind}` },
  })}</dd>
${checkout.payerPhone ? `<dt>${text('providers.sandboxCheckout.phone')}</dt><dd>${escapeHtml(checkout.payerPhone)}</dd>` : ''}${heldUntil}</dl>${actions}
<p class="note">${text('providers.sandboxCheckout.note')}</p>`;
  return checkoutDocument(language, translate(language, 'providers.sandboxCheckout.documentTitle'), body);
}

function checkoutDocument(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
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
