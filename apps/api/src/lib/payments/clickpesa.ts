import { createHmac, timingSafeEqual } from 'node:crypto';
import { MOBILE_NETWORKS, tzsMinorToShillings, type PaymentChannel } from '@dala/shared';
import { callProvider, decimalToMinor, isRecord, providerMessage, stringField, TokenCache } from './http';
import {
  ProviderError,
  type AdapterOptions,
  type ChargeStatus,
  type PaymentProvider,
  type PayoutStatus,
  type ProviderEvent,
  type WebhookVerification,
} from './provider';
import type { ClickPesaSettings } from './settings';

/**
 * ClickPesa (PAYMENTS.md "ClickPesa"): mobile money only, by a USSD push, and mobile-money payouts.
 * A token from /generate-token (valid one hour) authorizes every call; each request body carries a
 * `checksum`: hex HMAC-SHA256 (checksum key) over the compact JSON of the payload with its keys sorted
 * recursively, `checksum` and `checksumMethod` left out. Webhooks carry a checksum made the same way.
 * ClickPesa addresses a payment and a payout by the `orderReference` we give it (our reference).
 */

export const CLICKPESA = 'clickpesa';
const CHANNELS: readonly PaymentChannel[] = [...MOBILE_NETWORKS];
/** ClickPesa's tokens are valid for one hour from issue (PAYMENTS.md). */
export const CLICKPESA_TOKEN_TTL_MS = 3600_000;

/** The payload with its object keys sorted at every depth (arrays keep their order). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]),
    );
  }
  return value;
}

/** Hex HMAC-SHA256 over the recursively key-sorted compact JSON, without `checksum` / `checksumMethod`. */
export function clickPesaChecksum(checksumKey: string, payload: Record<string, unknown>): string {
  const { checksum: _checksum, checksumMethod: _method, ...signed } = payload;
  return createHmac('sha256', checksumKey)
    .update(JSON.stringify(sortKeys(signed)))
    .digest('hex');
}

function paymentState(status: string): ChargeStatus['state'] {
  if (status === 'SUCCESS' || status === 'SETTLED') return 'succeeded';
  if (status === 'FAILED' || status === 'REJECTED' || status === 'CANCELLED' || status === 'EXPIRED')
    return 'failed';
  return 'pending';
}

function payoutState(status: string): PayoutStatus['state'] {
  if (status === 'SUCCESS') return 'succeeded';
  // Reversed or refunded: the money came back to our float, so the payout did not happen.
  if (status === 'FAILED' || status === 'REVERSED' || status === 'REFUNDED' || status === 'REJECTED')
    return 'failed';
  return 'pending';
}

export function createClickPesaProvider(
  settings: ClickPesaSettings,
  options: AdapterOptions,
): PaymentProvider {
  const tokens = new TokenCache(options.now, async () => {
    const issuedAt = options.now().getTime();
    const { body } = await callProvider(
      CLICKPESA,
      options.fetch,
      'generate-token',
      `${settings.baseUrl}/generate-token`,
      {
        method: 'POST',
        headers: { 'client-id': settings.clientId, 'api-key': settings.apiKey },
      },
    );
    const token = isRecord(body) ? stringField(body, 'token') : undefined;
    if (!isRecord(body) || body.success !== true || !token) {
      throw new ProviderError(CLICKPESA, 'generate-token: no token in the answer', false);
    }
    // ClickPesa answers "Bearer …": sent as is in Authorization.
    return {
      value: token.startsWith('Bearer ') ? token : `Bearer ${token}`,
      expiresAt: issuedAt + CLICKPESA_TOKEN_TTL_MS,
    };
  });

  /** One authorized call; a refused token (401) is dropped and the call made once more with a new one. */
  async function call(
    what: string,
    path: string,
    init: { method: 'GET' | 'POST'; payload?: Record<string, unknown> },
    accept: readonly number[] = [],
  ) {
    const body = init.payload
      ? JSON.stringify({ ...init.payload, checksum: clickPesaChecksum(settings.checksumKey, init.payload) })
      : undefined;
    for (let attempt = 0; ; attempt++) {
      const token = await tokens.get();
      const answer = await callProvider(
        CLICKPESA,
        options.fetch,
        what,
        `${settings.baseUrl}${path}`,
        {
          method: init.method,
          headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
          body,
        },
        [401, ...accept],
      );
      if (answer.status !== 401) return answer;
      tokens.invalidate(token);
      if (attempt >= 1) {
        const detail = providerMessage(answer.body);
        throw new ProviderError(
          CLICKPESA,
          `${what}: answered 401 with a fresh token${detail ? ` (${detail})` : ''}`,
          false,
        );
      }
    }
  }

  /** The first record of an answer that is either one object or a list of them. */
  const firstRecord = (body: unknown): Record<string, unknown> | undefined =>
    Array.isArray(body)
      ? (body.find(isRecord) as Record<string, unknown> | undefined)
      : isRecord(body)
        ? body
        : undefined;

  async function queryPayout({ reference }: { reference: string }): Promise<PayoutStatus> {
    // Not in PAYMENTS.md: ClickPesa's payout query mirrors its payment query (GET /payouts/{orderReference}).
    const { status, body } = await call(
      'query payout',
      `/payouts/${encodeURIComponent(reference)}`,
      { method: 'GET' },
      [404],
    );
    const record = status === 404 ? undefined : firstRecord(body);
    if (!record) return { state: 'pending', providerState: 'NOT_FOUND', providerReference: null };
    const state = (stringField(record, 'status') ?? 'UNKNOWN').toUpperCase();
    return {
      state: payoutState(state),
      providerState: state,
      providerReference: stringField(record, 'id') ?? null,
    };
  }

  return {
    name: CLICKPESA,
    channels: CHANNELS,

    async createCharge(request) {
      if (!CHANNELS.includes(request.channel))
        throw new ProviderError(CLICKPESA, `cannot charge ${request.channel}`, false);
      if (request.currency !== 'TZS')
        throw new ProviderError(CLICKPESA, 'mobile money is charged in TZS only', false);
      if (!request.payerPhone)
        throw new ProviderError(CLICKPESA, 'a USSD push needs the payer’s number', false);
      const { body } = await call('initiate-ussd-push-request', '/payments/initiate-ussd-push-request', {
        method: 'POST',
        payload: {
          amount: String(tzsMinorToShillings(request.amountMinor)),
          currency: 'TZS',
          orderReference: request.reference,
          phoneNumber: request.payerPhone,
        },
      });
      if (!isRecord(body))
        throw new ProviderError(
          CLICKPESA,
          'initiate-ussd-push-request: answered without a JSON object',
          true,
        );
      const status = (stringField(body, 'status') ?? '').toUpperCase();
      if (status === 'FAILED') {
        throw new ProviderError(CLICKPESA, 'initiate-ussd-push-request: the push failed at once', false);
      }
      return {
        providerReference: stringField(body, 'id') ?? request.reference,
        flow: 'push',
        checkoutUrl: null,
      };
    },

    verifyWebhook(rawBody): WebhookVerification {
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'payments.webhookBodyMalformed' };
      }
      if (!isRecord(body) || !isRecord(body.data))
        return { ok: false, reason: 'payments.webhookBodyMalformed' };
      // The checksum travels in the body, beside the event or inside its data.
      const holder =
        typeof body.checksum === 'string' ? body : typeof body.data.checksum === 'string' ? body.data : null;
      if (!holder) return { ok: false, reason: 'payments.webhookSignatureMissing' };
      const given = String(holder.checksum).toLowerCase();
      if (!/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'payments.webhookSignatureMalformed' };
      const signed: Record<string, unknown> =
        holder === body
          ? body
          : (() => {
              const { checksum: _c, checksumMethod: _m, ...data } = body.data;
              return { ...body, data };
            })();
      const expected = Buffer.from(clickPesaChecksum(settings.checksumKey, signed), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
        return { ok: false, reason: 'payments.webhookSignatureInvalid' };
      }
      const eventName = stringField(body, 'event')?.toUpperCase();
      const data = body.data;
      const orderReference = stringField(data, 'orderReference');
      if (!eventName || !orderReference) return { ok: false, reason: 'payments.webhookBodyMalformed' };
      const status = (stringField(data, 'status') ?? '').toUpperCase();
      const payout = eventName.startsWith('PAYOUT');
      let state: ChargeStatus['state'];
      if (eventName === 'PAYMENT RECEIVED') state = 'succeeded';
      else if (eventName === 'PAYMENT FAILED') state = 'failed';
      else if (eventName === 'PAYOUT REVERSED' || eventName === 'PAYOUT REFUNDED') state = 'failed';
      else if (payout) state = payoutState(status);
      else return { ok: false, reason: 'payments.webhookBodyMalformed' };
      const amountMinor = decimalToMinor(data.amount ?? data.collectedAmount);
      const currency = stringField(data, 'currency') ?? stringField(data, 'collectedCurrency');
      const id = stringField(data, 'paymentId') ?? stringField(data, 'id') ?? orderReference;
      const event: ProviderEvent = {
        eventId: `${eventName}:${id}:${status}`,
        state,
        providerState: status || eventName,
        providerReference: orderReference,
        findBy: 'our_reference',
        authenticated: true,
        raw: body,
        ...(amountMinor !== undefined ? { amountMinor } : {}),
        ...(currency ? { currency } : {}),
        ...(payout ? { payout: true } : {}),
      };
      return { ok: true, event };
    },

    async queryStatus({ reference }) {
      const { status, body } = await call(
        'query payment',
        `/payments/${encodeURIComponent(reference)}`,
        { method: 'GET' },
        [404],
      );
      const record = status === 404 ? undefined : firstRecord(body);
      // Not known (yet): still waiting, as far as anyone can tell; the status job asks again later.
      if (!record) return { state: 'pending', providerState: 'NOT_FOUND' };
      const state = (stringField(record, 'status') ?? 'UNKNOWN').toUpperCase();
      const amountMinor = decimalToMinor(record.collectedAmount ?? record.amount);
      const currency = stringField(record, 'collectedCurrency') ?? stringField(record, 'currency');
      return {
        state: paymentState(state),
        providerState: state,
        ...(amountMinor !== undefined ? { amountMinor } : {}),
        ...(currency ? { currency } : {}),
      };
    },

    async refund() {
      // PAYMENTS.md documents no refund API for ClickPesa: a person sends the money back (a payout or the portal).
      throw new ProviderError(CLICKPESA, 'ClickPesa has no refund API: refund this payment by hand', false);
    },

    async payout(request) {
      if (request.kind !== 'mobile_money' || !request.phone) {
        // Bank payouts exist at ClickPesa but PAYMENTS.md does not document them: not sent from here.
        throw new ProviderError(CLICKPESA, 'payouts go to mobile-money numbers only', false);
      }
      if (request.amountMinor % 100 !== 0)
        throw new ProviderError(CLICKPESA, 'payouts are in whole shillings', false);
      try {
        const { body } = await call('create-mobile-money-payout', '/payouts/create-mobile-money-payout', {
          method: 'POST',
          payload: {
            amount: String(request.amountMinor / 100),
            phoneNumber: request.phone,
            currency: 'TZS',
            orderReference: request.reference,
          },
        });
        const record = firstRecord(body) ?? {};
        const state = (stringField(record, 'status') ?? 'UNKNOWN').toUpperCase();
        return {
          state: payoutState(state),
          providerState: state,
          providerReference: stringField(record, 'id') ?? null,
        };
      } catch (err) {
        // Asked again after a lost answer, ClickPesa refuses the reference it already has: its state is
        // then the payout's, so the same reference never pays twice.
        if (!(err instanceof ProviderError) || err.retryable) throw err;
        const existing = await queryPayout(request);
        if (existing.providerState === 'NOT_FOUND') throw err;
        return existing;
      }
    },

    queryPayout,
  };
}
