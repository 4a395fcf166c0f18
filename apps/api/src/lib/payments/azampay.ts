import { MOBILE_NETWORKS, tzsMinorToShillings, type MobileNetwork, type PaymentChannel } from '@dala/shared';
import { callProvider, decimalToMinor, isRecord, providerMessage, stringField, TokenCache } from './http';
import {
  ProviderError,
  type AdapterOptions,
  type ChargeStatus,
  type PaymentProvider,
  type ProviderEvent,
  type WebhookVerification,
} from './provider';
import type { AzamPaySettings } from './settings';

/**
 * AzamPay (PAYMENTS.md "AzamPay"): mobile money by a USSD push (MNO checkout). A token from the
 * authenticator (`data.accessToken`, valid until `data.expire`) and the API key authorize each call.
 * AzamPay's callback is NOT signed: verifyWebhook answers it as an unauthenticated hint, and nothing
 * changes before queryStatus has asked AzamPay itself. AzamPay has no payout and no refund here.
 *
 * The status query is not in PAYMENTS.md. It follows the call AzamPay's published SDKs make —
 * `GET {checkout}/azampay/gettransactionstatus?pgReferenceId=<AzamPay's transactionId>`, with the
 * Bearer token and the API key — and reads an answer shaped like the callback:
 * `{ success, message, data: { reference, utilityref, amount, transactionstatus, operator, msisdn } }`.
 * Confirm it against AzamPay's current documentation before going live (the stand-in follows it).
 */

export const AZAMPAY = 'azampay';
const CHANNELS: readonly PaymentChannel[] = [...MOBILE_NETWORKS];
/** Our network → AzamPay's `provider` word. */
export const AZAMPAY_PROVIDERS: Record<MobileNetwork, string> = {
  mpesa: 'Mpesa',
  mixx: 'Tigo',
  airtel: 'Airtel',
  halopesa: 'Halopesa',
};

/**
 * `data.expire` → ms since the epoch: an ISO date, or a number of seconds from now (or an epoch in
 * seconds or ms). Unreadable: five minutes, so a token is never kept past a lifetime we cannot tell.
 */
export function azamPayExpiry(expire: unknown, now: number): number {
  if (typeof expire === 'number' || (typeof expire === 'string' && /^\d+$/.test(expire.trim()))) {
    const n = Number(expire);
    if (n > 1e12) return n;
    if (n > 1e9) return n * 1000;
    return now + n * 1000;
  }
  if (typeof expire === 'string') {
    const at = Date.parse(expire);
    if (Number.isFinite(at)) return at;
  }
  return now + 5 * 60_000;
}

function transactionState(status: string): ChargeStatus['state'] {
  if (status === 'success' || status === 'successful' || status === 'completed') return 'succeeded';
  if (status === 'failure' || status === 'failed' || status === 'cancelled' || status === 'rejected')
    return 'failed';
  return 'pending';
}

export function createAzamPayProvider(settings: AzamPaySettings, options: AdapterOptions): PaymentProvider {
  const tokens = new TokenCache(options.now, async () => {
    const { body } = await callProvider(
      AZAMPAY,
      options.fetch,
      'GenerateToken',
      `${settings.authUrl}/AppRegistration/GenerateToken`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          appName: settings.appName,
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
        }),
      },
    );
    const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
    const accessToken = data && stringField(data, 'accessToken');
    if (!data || !accessToken)
      throw new ProviderError(AZAMPAY, 'GenerateToken: no accessToken in the answer', false);
    return { value: accessToken, expiresAt: azamPayExpiry(data.expire, options.now().getTime()) };
  });

  /** One authorized call; a refused token (401) is dropped and the call made once more with a new one. */
  async function call(
    what: string,
    path: string,
    init: { method: 'GET' | 'POST'; payload?: Record<string, unknown> },
    accept: readonly number[] = [],
  ) {
    for (let attempt = 0; ; attempt++) {
      const token = await tokens.get();
      const answer = await callProvider(
        AZAMPAY,
        options.fetch,
        what,
        `${settings.checkoutUrl}${path}`,
        {
          method: init.method,
          headers: {
            authorization: `Bearer ${token}`,
            'x-api-key': settings.apiKey,
            ...(init.payload ? { 'content-type': 'application/json' } : {}),
          },
          body: init.payload ? JSON.stringify(init.payload) : undefined,
        },
        [401, ...accept],
      );
      if (answer.status !== 401) return answer;
      tokens.invalidate(token);
      if (attempt >= 1) {
        const detail = providerMessage(answer.body);
        throw new ProviderError(
          AZAMPAY,
          `${what}: answered 401 with a fresh token${detail ? ` (${detail})` : ''}`,
          false,
        );
      }
    }
  }

  return {
    name: AZAMPAY,
    channels: CHANNELS,

    async createCharge(request) {
      const provider = AZAMPAY_PROVIDERS[request.channel as MobileNetwork];
      if (!provider) throw new ProviderError(AZAMPAY, `cannot charge ${request.channel}`, false);
      if (request.currency !== 'TZS')
        throw new ProviderError(AZAMPAY, 'mobile money is charged in TZS only', false);
      if (!request.payerPhone)
        throw new ProviderError(AZAMPAY, 'a USSD push needs the payer’s number', false);
      const { body } = await call('mno/checkout', '/azampay/mno/checkout', {
        method: 'POST',
        payload: {
          accountNumber: request.payerPhone,
          amount: String(tzsMinorToShillings(request.amountMinor)),
          currency: 'TZS',
          externalId: request.reference,
          provider,
        },
      });
      const transactionId = isRecord(body) ? stringField(body, 'transactionId') : undefined;
      if (!isRecord(body) || body.success !== true || !transactionId) {
        const message = isRecord(body) ? stringField(body, 'message')?.slice(0, 200) : undefined;
        throw new ProviderError(AZAMPAY, `mno/checkout: refused${message ? ` (${message})` : ''}`, false);
      }
      return { providerReference: transactionId, flow: 'push', checkoutUrl: null };
    },

    verifyWebhook(rawBody): WebhookVerification {
      // Unsigned: parsed, never trusted. The event only says which payment to ask AzamPay about.
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'payments.webhookBodyMalformed' };
      }
      if (!isRecord(body)) return { ok: false, reason: 'payments.webhookBodyMalformed' };
      const utilityref = stringField(body, 'utilityref');
      const status = stringField(body, 'transactionstatus')?.toLowerCase();
      if (!utilityref || !status) return { ok: false, reason: 'payments.webhookBodyMalformed' };
      const amountMinor = decimalToMinor(body.amount);
      const event: ProviderEvent = {
        eventId: `${utilityref}:${stringField(body, 'reference') ?? ''}:${status}`,
        state: transactionState(status),
        providerState: status,
        providerReference: utilityref,
        findBy: 'our_reference',
        authenticated: false,
        raw: body,
        ...(amountMinor !== undefined ? { amountMinor, currency: 'TZS' } : {}),
      };
      return { ok: true, event };
    },

    async queryStatus({ providerReference }) {
      const { status, body } = await call(
        'gettransactionstatus',
        `/azampay/gettransactionstatus?pgReferenceId=${encodeURIComponent(providerReference)}`,
        { method: 'GET' },
        [404],
      );
      const data = status !== 404 && isRecord(body) && isRecord(body.data) ? body.data : undefined;
      // Not known (yet): still waiting, as far as anyone can tell; the status job asks again later.
      if (!data) return { state: 'pending', providerState: 'NOT_FOUND' };
      const state = (stringField(data, 'transactionstatus') ?? 'unknown').toLowerCase();
      const amountMinor = decimalToMinor(data.amount);
      return {
        state: transactionState(state),
        providerState: state,
        ...(amountMinor !== undefined ? { amountMinor, currency: 'TZS' } : {}),
      };
    },

    async refund() {
      throw new ProviderError(AZAMPAY, 'AzamPay has no refund API here: refund this payment by hand', false);
    },
  };
}
