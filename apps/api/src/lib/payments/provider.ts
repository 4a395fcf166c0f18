import type { MessageKey, PaymentChannel } from '@dala/shared';

/**
 * One interface for every payment provider (ARCHITECTURE §7, PAYMENTS.md): create a charge, verify a
 * webhook, query a charge's status, refund, and send a payout. The built-in sandbox and the adapters
 * for Selcom, ClickPesa and AzamPay implement it. A provider is never called inside a database
 * transaction, and nothing it says changes money before it is verified: a signed webhook, or a status
 * query (the authority when a webhook is late, lost or unsigned).
 */

export interface ChargeRequest {
  /** Our reference for the charge at the provider: unique, alphanumeric, ≤ 30 characters. */
  reference: string;
  /** In minor units (hundredths) of `currency`; mobile money is charged in whole shillings (TZS). */
  amountMinor: number;
  currency: string;
  channel: PaymentChannel;
  /** Mobile money: the payer's number as `255` + nine digits. */
  payerPhone: string | null;
  payerName: string;
  payerEmail: string;
  description: string;
  /** Where a hosted page sends the payer back (absolute URL). */
  returnUrl: string;
  /** Where the provider posts its webhook (absolute URL), for providers that take it per request. */
  webhookUrl: string;
}

export interface ChargeCreated {
  /** The provider's id for the charge (or our reference when the provider addresses charges by it); webhooks and status queries name it. */
  providerReference: string;
  /**
   * 'push': a prompt went to the payer's phone, approved there with a PIN; 'redirect': the payer
   * approves on the provider's hosted page at `checkoutUrl`.
   */
  flow: 'push' | 'redirect';
  checkoutUrl: string | null;
}

/** A charge's state as the provider reports it: by webhook or by status query. */
export interface ChargeStatus {
  state: 'pending' | 'succeeded' | 'failed';
  /** The provider's own status word (`COMPLETED`, `PROCESSING`, …), kept for the reconciliation view. */
  providerState: string;
  /** What the provider says it collected, in minor units of `currency`, when it says so. */
  amountMinor?: number;
  currency?: string;
  /** The fee the provider kept, when it reports one (minor units of the charge's currency). */
  feeMinor?: number;
}

export interface ProviderEvent extends ChargeStatus {
  /** Unique per event at this provider: a replay carries the same id and changes nothing. */
  eventId: string;
  /** Our reference or the provider's, as `findBy` says. */
  providerReference: string;
  /** Which of our columns `providerReference` matches: the provider's id, or the reference we sent. */
  findBy?: 'provider_reference' | 'our_reference';
  /**
   * False for an unsigned callback (AzamPay, Pesapal): only a hint that the payment should be
   * looked at. The status is then asked of the provider before anything changes.
   */
  authenticated: boolean;
  raw: unknown;
  /** Present when the event is about a payout, not a charge. */
  payout?: boolean;
}

export type WebhookVerification = { ok: true; event: ProviderEvent } | { ok: false; reason: MessageKey };

export interface RefundResult {
  providerReference: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PayoutRequest {
  /** Our reference (alphanumeric, ≤ 30 characters): the same reference never pays twice. */
  reference: string;
  /** Whole shillings in hundredths (TZS). */
  amountMinor: number;
  currency: 'TZS';
  kind: 'mobile_money' | 'bank';
  network: string | null;
  /** Mobile money: `255…`. */
  phone: string | null;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
}

export interface PayoutStatus {
  state: 'pending' | 'succeeded' | 'failed';
  providerState: string;
  providerReference: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  /** The channels it can charge (the checkout offers each channel through the provider configured for it). */
  readonly channels: readonly PaymentChannel[];
  createCharge(request: ChargeRequest): Promise<ChargeCreated>;
  /** Checks the signature over the exact bytes received (when the provider signs), then parses the event. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookVerification;
  /** Asks the provider for a charge's state. */
  queryStatus(charge: { providerReference: string; reference: string }): Promise<ChargeStatus>;
  refund(request: {
    providerReference: string;
    amountCents: number;
    currency: string;
    /** The same key asks for the same refund: a retried request never refunds twice. */
    idempotencyKey: string;
  }): Promise<RefundResult>;
  /** Sends money to an operator (absent when the provider has no payout API). */
  payout?(request: PayoutRequest): Promise<PayoutStatus>;
  queryPayout?(payout: { reference: string; providerReference: string | null }): Promise<PayoutStatus>;
}

/** A provider could not be reached or answered an error: the caller retries later or tells the payer. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    /** True when asking again later may succeed (network error, 5xx, rate limit). */
    readonly retryable = true,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

/** What an adapter gets besides its settings: injectable for tests (clock, HTTP). */
export interface AdapterOptions {
  fetch: typeof fetch;
  now: () => Date;
  /** The server's public URL (webhooks and return pages are addressed from it). */
  publicUrl: string;
}
