import type { MessageKey } from '@dala/shared';

/**
 * One interface for every payment provider (ARCHITECTURE §7): create a charge, verify a webhook,
 * refund. The built-in sandbox implements it; real mobile-money and card adapters come later.
 */

export interface ChargeRequest {
  paymentId: string;
  amountCents: number;
  currency: string;
  method: 'mobile_money' | 'card';
  payerPhone: string | null;
  description: string;
}

export interface ChargeCreated {
  /** The provider's id for the charge; webhooks name it. */
  providerReference: string;
  /** Where the payer approves the charge (a hosted checkout page). */
  checkoutUrl: string;
}

export interface ProviderEvent {
  eventId: string;
  type: 'payment.succeeded' | 'payment.failed';
  providerReference: string;
  amountCents: number;
  currency: string;
  raw: unknown;
}

export type WebhookVerification = { ok: true; event: ProviderEvent } | { ok: false; reason: MessageKey };

export interface RefundResult {
  providerReference: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentProvider {
  readonly name: string;
  createCharge(request: ChargeRequest): Promise<ChargeCreated>;
  /** Checks the signature over the exact bytes received, then parses the event. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookVerification;
  refund(request: {
    providerReference: string;
    amountCents: number;
    currency: string;
    /** The same key asks for the same refund: a retried request never refunds twice. */
    idempotencyKey: string;
  }): Promise<RefundResult>;
}
