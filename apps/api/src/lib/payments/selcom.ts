import { createHmac, timingSafeEqual } from 'node:crypto';
import { MOBILE_NETWORKS, isMobileNetwork, tzsMinorToShillings, type PaymentChannel } from '@dala/shared';
import { callProvider, decimalToMinor, headerValue, isRecord, minorToDecimal, stringField } from './http';
import {
  ProviderError,
  type AdapterOptions,
  type ChargeStatus,
  type PaymentProvider,
  type PayoutStatus,
  type ProviderEvent,
  type WebhookVerification,
} from './provider';
import type { SelcomSettings } from './settings';

/**
 * Selcom (PAYMENTS.md "Selcom"): card on Selcom's hosted checkout, and mobile money by a USSD push
 * on a checkout order; payouts to a wallet (wallet cash-in) when the float account's PIN is set.
 * Every request is signed: `Authorization: SELCOM base64(api key)`, a `Timestamp`, `Digest-Method:
 * HS256`, the `Signed-Fields` and `Digest` = base64(HMAC-SHA256(api secret,
 * "timestamp=<ts>&f1=v1&f2=v2…")); Selcom's webhooks are signed the same way. Selcom addresses an
 * order by the `order_id` we give it, which is our reference.
 */

export const SELCOM = 'selcom';
const CHANNELS: readonly PaymentChannel[] = [...MOBILE_NETWORKS, 'card'];
/** The fields a webhook must sign (PAYMENTS.md): a callback signing fewer is refused. */
export const SELCOM_WEBHOOK_FIELDS = [
  'transid',
  'order_id',
  'reference',
  'result',
  'resultcode',
  'payment_status',
];

/**
 * Wallet cash-in's utility code per network. Selcom's codes as its integration guide names them;
 * confirm them with Selcom when the float account is opened (they are per-agreement).
 */
export const SELCOM_CASHIN_CODES: Record<string, string> = {
  mpesa: 'VMCASHIN',
  mixx: 'TPCASHIN',
  airtel: 'AMCASHIN',
  halopesa: 'HPCASHIN',
};

/** ISO 8601 in East Africa Time with its offset, as Selcom's examples write it: `2026-11-23T09:30:46+03:00`. */
export function selcomTimestamp(now: Date): string {
  const eat = new Date(now.getTime() + 3 * 3600_000);
  return `${eat.toISOString().slice(0, 19)}+03:00`;
}

/** base64(HMAC-SHA256(secret, "timestamp=<ts>&f1=v1&f2=v2…")) over the fields in the given order. */
export function selcomDigest(
  secret: string,
  timestamp: string,
  fields: readonly string[],
  values: Record<string, unknown>,
): string {
  const data = [`timestamp=${timestamp}`, ...fields.map((f) => `${f}=${String(values[f] ?? '')}`)].join('&');
  return createHmac('sha256', secret).update(data).digest('base64');
}

/** The payment states Selcom reports that end an order without money. */
const FAILED_STATES = new Set(['CANCELLED', 'CANCELED', 'USERCANCELED', 'REJECTED', 'FAILED', 'EXPIRED']);

function chargeState(paymentStatus: string, result?: string, resultcode?: string): ChargeStatus['state'] {
  // Money arrived only when all three say so (PAYMENTS.md).
  if (
    paymentStatus === 'COMPLETED' &&
    (result === undefined || result === 'SUCCESS') &&
    (resultcode === undefined || resultcode === '000')
  ) {
    return 'succeeded';
  }
  if (FAILED_STATES.has(paymentStatus) || result === 'FAIL' || result === 'FAILED') return 'failed';
  return 'pending';
}

export function createSelcomProvider(settings: SelcomSettings, options: AdapterOptions): PaymentProvider {
  const authorization = `SELCOM ${Buffer.from(settings.apiKey).toString('base64')}`;

  function signedHeaders(values: Record<string, unknown>): Record<string, string> {
    const timestamp = selcomTimestamp(options.now());
    const fields = Object.keys(values);
    return {
      authorization,
      timestamp,
      'digest-method': 'HS256',
      'signed-fields': fields.join(','),
      digest: selcomDigest(settings.apiSecret, timestamp, fields, values),
    };
  }

  async function post(what: string, path: string, body: Record<string, unknown>) {
    const { body: answer } = await callProvider(SELCOM, options.fetch, what, `${settings.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(body) },
      body: JSON.stringify(body),
    });
    if (!isRecord(answer)) throw new ProviderError(SELCOM, `${what}: answered without a JSON object`, true);
    return answer;
  }

  /** Selcom's verdict in a 200 answer: `resultcode` 000 is done; 111 / 927 (and result PENDING) are under way. */
  function outcome(answer: Record<string, unknown>): 'success' | 'pending' | 'failed' {
    const code = stringField(answer, 'resultcode');
    const result = stringField(answer, 'result')?.toUpperCase();
    if (code === '000' && (result === undefined || result === 'SUCCESS')) return 'success';
    if (code === '111' || code === '927' || result === 'PENDING' || result === 'INPROGRESS') return 'pending';
    return 'failed';
  }

  function refusal(what: string, answer: Record<string, unknown>): ProviderError {
    const code = stringField(answer, 'resultcode') ?? '?';
    const message = stringField(answer, 'message')?.slice(0, 200);
    return new ProviderError(
      SELCOM,
      `${what}: refused (resultcode ${code}${message ? `, ${message}` : ''})`,
      false,
    );
  }

  const provider: PaymentProvider = {
    name: SELCOM,
    channels: CHANNELS,

    async createCharge(request) {
      if (!CHANNELS.includes(request.channel)) {
        throw new ProviderError(SELCOM, `cannot charge ${request.channel}`, false);
      }
      const mobile = isMobileNetwork(request.channel);
      if (mobile && request.currency !== 'TZS') {
        throw new ProviderError(SELCOM, 'mobile money is charged in TZS only', false);
      }
      if (!mobile && request.currency !== 'TZS' && request.currency !== 'USD') {
        throw new ProviderError(SELCOM, `cards are charged in TZS or USD, not ${request.currency}`, false);
      }
      if (mobile && !request.payerPhone)
        throw new ProviderError(SELCOM, 'a USSD push needs the payer’s number', false);
      const amount =
        request.currency === 'TZS'
          ? tzsMinorToShillings(request.amountMinor)
          : // USD on the card page, in dollars with cents: the decimal text read as a JSON number.
            Number(minorToDecimal(request.amountMinor));
      const b64 = (text: string) => Buffer.from(text).toString('base64');
      const order = await post('create-order-minimal', '/checkout/create-order-minimal', {
        vendor: settings.vendor,
        order_id: request.reference,
        buyer_email: request.payerEmail,
        buyer_name: request.payerName,
        buyer_phone: request.payerPhone ?? '',
        amount,
        currency: request.currency,
        no_of_items: 1,
        redirect_url: b64(request.returnUrl),
        cancel_url: b64(request.returnUrl),
        webhook: b64(request.webhookUrl),
      });
      if (outcome(order) !== 'success') throw refusal('create-order-minimal', order);

      if (mobile) {
        const push = await post('wallet-payment', '/checkout/wallet-payment', {
          transid: request.reference,
          order_id: request.reference,
          msisdn: request.payerPhone,
        });
        if (outcome(push) === 'failed') throw refusal('wallet-payment', push);
        return { providerReference: request.reference, flow: 'push', checkoutUrl: null };
      }
      const data = Array.isArray(order.data) && isRecord(order.data[0]) ? order.data[0] : {};
      const encoded = stringField(data, 'payment_gateway_url');
      if (!encoded)
        throw new ProviderError(SELCOM, 'create-order-minimal: no payment_gateway_url in the answer', false);
      const checkoutUrl = Buffer.from(encoded, 'base64').toString('utf8');
      if (!/^https?:\/\//.test(checkoutUrl)) {
        throw new ProviderError(SELCOM, 'create-order-minimal: payment_gateway_url is not a URL', false);
      }
      return { providerReference: request.reference, flow: 'redirect', checkoutUrl };
    },

    verifyWebhook(rawBody, headers): WebhookVerification {
      const digest = headerValue(headers, 'digest');
      const signedFields = headerValue(headers, 'signed-fields');
      const timestamp = headerValue(headers, 'timestamp');
      const auth = headerValue(headers, 'authorization');
      if (!digest || !signedFields || !timestamp)
        return { ok: false, reason: 'payments.webhookSignatureMissing' };
      if (headerValue(headers, 'digest-method') !== 'HS256') {
        return { ok: false, reason: 'payments.webhookSignatureMalformed' };
      }
      // The Digest is the proof (it needs the secret); an Authorization naming another API key is refused.
      if (auth !== undefined && auth !== authorization)
        return { ok: false, reason: 'payments.webhookSignatureInvalid' };
      const fields = signedFields.split(',').map((f) => f.trim());
      if (!SELCOM_WEBHOOK_FIELDS.every((f) => fields.includes(f))) {
        return { ok: false, reason: 'payments.webhookSignatureMalformed' };
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'payments.webhookBodyMalformed' };
      }
      if (!isRecord(body) || !fields.every((f) => stringField(body, f) !== undefined)) {
        return { ok: false, reason: 'payments.webhookBodyMalformed' };
      }
      const expected = Buffer.from(selcomDigest(settings.apiSecret, timestamp, fields, body), 'base64');
      const given = Buffer.from(digest, 'base64');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'payments.webhookSignatureInvalid' };
      }
      const field = (f: string) => stringField(body, f)!;
      const paymentStatus = field('payment_status').toUpperCase();
      const state = chargeState(paymentStatus, field('result').toUpperCase(), field('resultcode'));
      const amountMinor = decimalToMinor(body.amount);
      const event: ProviderEvent = {
        eventId: [
          field('order_id'),
          field('transid'),
          field('reference'),
          paymentStatus,
          field('resultcode'),
        ].join(':'),
        state,
        providerState: paymentStatus,
        providerReference: field('order_id'),
        findBy: 'our_reference',
        authenticated: true,
        raw: body,
        ...(amountMinor !== undefined ? { amountMinor } : {}),
      };
      return { ok: true, event };
    },

    async queryStatus({ reference }) {
      const query = { order_id: reference };
      const { status, body } = await callProvider(
        SELCOM,
        options.fetch,
        'order-status',
        `${settings.baseUrl}/checkout/order-status?order_id=${encodeURIComponent(reference)}`,
        { method: 'GET', headers: signedHeaders(query) },
        [404],
      );
      const data =
        isRecord(body) && Array.isArray(body.data) && isRecord(body.data[0]) ? body.data[0] : undefined;
      // Not known (yet): still waiting, as far as anyone can tell; the status job asks again later.
      if (status === 404 || !data) return { state: 'pending', providerState: 'NOT_FOUND' };
      const paymentStatus = (stringField(data, 'payment_status') ?? 'UNKNOWN').toUpperCase();
      const amountMinor = decimalToMinor(data.amount);
      return {
        state: chargeState(paymentStatus),
        providerState: paymentStatus,
        ...(amountMinor !== undefined ? { amountMinor } : {}),
      };
    },

    async refund() {
      // PAYMENTS.md documents no refund API for Selcom: a person refunds through Selcom's portal.
      throw new ProviderError(
        SELCOM,
        'Selcom has no refund API: refund this payment by hand in the Selcom portal',
        false,
      );
    },
  };
  if (settings.payoutPin) {
    const pin = settings.payoutPin;
    provider.payout = async (request): Promise<PayoutStatus> => {
      if (request.kind !== 'mobile_money' || !request.phone || !request.network) {
        throw new ProviderError(SELCOM, 'Selcom pays out to mobile-money wallets only', false);
      }
      const utilitycode = SELCOM_CASHIN_CODES[request.network];
      if (!utilitycode) throw new ProviderError(SELCOM, `no wallet cash-in for ${request.network}`, false);
      if (request.amountMinor % 100 !== 0)
        throw new ProviderError(SELCOM, 'payouts are in whole shillings', false);
      const answer = await post('walletcashin', '/walletcashin/process', {
        transid: request.reference,
        utilitycode,
        utilityref: request.phone,
        amount: request.amountMinor / 100,
        vendor: settings.vendor,
        pin,
        msisdn: request.phone,
      });
      const verdict = outcome(answer);
      return {
        state: verdict === 'success' ? 'succeeded' : verdict,
        providerState: `${stringField(answer, 'result') ?? 'UNKNOWN'}:${stringField(answer, 'resultcode') ?? '?'}`,
        providerReference: stringField(answer, 'reference') ?? null,
      };
    };
  }
  return provider;
}
