import { createHmac, randomBytes } from 'node:crypto';
import {
  control,
  deliver,
  header,
  isObject,
  networkOf,
  newId,
  startJsonServer,
  type Callback,
  type Clock,
  type InjectedFailure,
  type StandinAnswer,
  type StandinRequest,
} from './common';

/**
 * A stand-in for ClickPesa's third-party API (PAYMENTS.md "ClickPesa"), written from the document:
 * `POST /generate-token` with the `client-id` and `api-key` headers answers `{ success, token:
 * "Bearer …" }`, valid one hour by the stand-in's clock; every other call must carry a live token in
 * `Authorization` (401 otherwise), and every POST body its `checksum`: hex HMAC-SHA256 (checksum key)
 * over the compact JSON of the body with keys sorted recursively, `checksum` and `checksumMethod`
 * left out (400 otherwise). Payments and payouts are kept in memory; the controls settle them and send
 * ClickPesa's webhook (with its checksum) to the URL registered in the dashboard (`webhookUrl`).
 */

export interface ClickPesaStandinOptions {
  clientId: string;
  apiKey: string;
  checksumKey: string;
  /** The webhook URL "registered in ClickPesa's dashboard". */
  webhookUrl?: string;
  now?: Clock;
  port?: number;
}

export interface ClickPesaPayment {
  id: string;
  orderReference: string;
  amount: string;
  phoneNumber: string;
  channel: string;
  status: 'PROCESSING' | 'SUCCESS' | 'SETTLED' | 'FAILED';
  createdAt: Date;
}

export interface ClickPesaPayout {
  id: string;
  orderReference: string;
  amount: string;
  currency: string;
  phoneNumber: string;
  status: 'AUTHORIZED' | 'SUCCESS' | 'REVERSED' | 'REFUNDED';
  createdAt: Date;
}

export const CLICKPESA_TOKEN_TTL_MS = 3600_000;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (isObject(value)) {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = canonical(value[key]);
    return sorted;
  }
  return value;
}

export async function startClickPesaStandin(options: ClickPesaStandinOptions) {
  const now = options.now ?? (() => new Date());
  const tokens = new Map<string, number>();
  const payments = new Map<string, ClickPesaPayment>();
  const payouts = new Map<string, ClickPesaPayout>();
  const failures: InjectedFailure[] = [];
  const callbacks: Callback[] = [];
  let tokensIssued = 0;
  const state = { webhookUrl: options.webhookUrl ?? null };

  const checksumOf = (payload: Record<string, unknown>) => {
    const signed = { ...payload };
    delete signed.checksum;
    delete signed.checksumMethod;
    return createHmac('sha256', options.checksumKey)
      .update(JSON.stringify(canonical(signed)))
      .digest('hex');
  };

  const fail = (status: number, message: string): StandinAnswer => ({ status, body: { message } });

  function refuseToken(request: StandinRequest): StandinAnswer | undefined {
    const authorization = header(request, 'authorization');
    const issuedAt = authorization ? tokens.get(authorization) : undefined;
    if (issuedAt === undefined) return fail(401, 'Unauthorized: invalid token');
    if (now().getTime() - issuedAt >= CLICKPESA_TOKEN_TTL_MS) return fail(401, 'Unauthorized: token expired');
    return undefined;
  }

  function refuseChecksum(body: Record<string, unknown>): StandinAnswer | undefined {
    if (typeof body.checksum !== 'string') return fail(400, 'checksum is required');
    if (body.checksum !== checksumOf(body)) return fail(400, 'Invalid checksum');
    return undefined;
  }

  const wholeAmount = (value: unknown) =>
    (typeof value === 'string' || typeof value === 'number') &&
    /^\d+(\.0+)?$/.test(String(value)) &&
    Number(value) > 0;

  /** The callback, kept even when no URL is registered (a test may post it itself). */
  function webhook(event: string, data: Record<string, unknown>): Callback {
    const payload: Record<string, unknown> = { event, data };
    const callback: Callback = {
      url: state.webhookUrl ?? '',
      headers: {},
      body: JSON.stringify({ ...payload, checksum: checksumOf(payload), checksumMethod: 'canonical' }),
    };
    callbacks.push(callback);
    return callback;
  }

  const paymentView = (p: ClickPesaPayment) => ({
    id: p.id,
    status: p.status,
    paymentReference: p.id,
    orderReference: p.orderReference,
    channel: p.channel,
    collectedAmount: p.amount,
    collectedCurrency: 'TZS',
    message: p.status === 'FAILED' ? 'Payment failed' : 'Payment',
    createdAt: p.createdAt.toISOString(),
    updatedAt: now().toISOString(),
    customer: { customerPhoneNumber: p.phoneNumber },
  });
  const payoutView = (p: ClickPesaPayout) => ({
    id: p.id,
    status: p.status,
    orderReference: p.orderReference,
    amount: p.amount,
    currency: p.currency,
    channel: networkOf(p.phoneNumber),
    beneficiary: { accountNumber: p.phoneNumber },
    createdAt: p.createdAt.toISOString(),
    updatedAt: now().toISOString(),
  });

  async function settlePayment(orderReference: string, approve: boolean, opts: { deliver?: boolean } = {}) {
    const payment = payments.get(orderReference);
    if (!payment) throw new Error(`no ClickPesa payment ${orderReference}`);
    payment.status = approve ? 'SUCCESS' : 'FAILED';
    const callback = webhook(approve ? 'PAYMENT RECEIVED' : 'PAYMENT FAILED', {
      paymentId: payment.id,
      orderReference,
      amount: payment.amount,
      currency: 'TZS',
      status: payment.status,
      channel: payment.channel,
      customer: { customerName: 'Payer', customerPhoneNumber: payment.phoneNumber },
    });
    const delivery = callback.url && opts.deliver !== false ? await deliver(callback) : null;
    return { payment, callback, delivery };
  }

  const PAYOUT_ACTIONS = {
    // PAYMENTS.md lists no "payout succeeded" event: the success is told as PAYOUT INITIATED with status SUCCESS.
    complete: { status: 'SUCCESS', event: 'PAYOUT INITIATED' },
    fail: { status: 'REFUNDED', event: 'PAYOUT REFUNDED' },
    reverse: { status: 'REVERSED', event: 'PAYOUT REVERSED' },
  } as const;

  async function settlePayout(
    orderReference: string,
    action: keyof typeof PAYOUT_ACTIONS,
    opts: { deliver?: boolean } = {},
  ) {
    const payout = payouts.get(orderReference);
    if (!payout) throw new Error(`no ClickPesa payout ${orderReference}`);
    const { status, event } = PAYOUT_ACTIONS[action];
    payout.status = status;
    const callback = webhook(event, {
      id: payout.id,
      orderReference,
      amount: payout.amount,
      currency: payout.currency,
      status,
    });
    const delivery = callback.url && opts.deliver !== false ? await deliver(callback) : null;
    return { payout, callback, delivery };
  }

  async function handle(request: StandinRequest): Promise<StandinAnswer> {
    const controlled = await control(request, {
      charge: async (reference, action) => {
        if (!payments.has(reference)) return fail(404, 'Payment not found');
        if (action !== 'approve' && action !== 'decline') return fail(400, 'approve or decline');
        const { delivery } = await settlePayment(reference, action === 'approve');
        return { status: 200, body: { delivered: delivery } };
      },
      payout: async (reference, action) => {
        if (!payouts.has(reference)) return fail(404, 'Payout not found');
        if (!(action in PAYOUT_ACTIONS)) return fail(400, 'complete, fail or reverse');
        const { delivery } = await settlePayout(reference, action as keyof typeof PAYOUT_ACTIONS);
        return { status: 200, body: { delivered: delivery } };
      },
    });
    if (controlled) return controlled;

    if (request.method === 'POST' && request.path === '/third-parties/generate-token') {
      if (
        header(request, 'client-id') !== options.clientId ||
        header(request, 'api-key') !== options.apiKey
      ) {
        return fail(401, 'Invalid client id or api key');
      }
      const token = `Bearer ${randomBytes(24).toString('base64url')}`;
      tokens.set(token, now().getTime());
      tokensIssued += 1;
      return { status: 200, body: { success: true, token } };
    }
    const refused = refuseToken(request);
    if (refused) return refused;

    const byReference = /^\/third-parties\/(payments|payouts)\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && byReference) {
      const reference = decodeURIComponent(byReference[2]!);
      if (byReference[1] === 'payments') {
        const payment = payments.get(reference);
        return payment ? { status: 200, body: [paymentView(payment)] } : fail(404, 'Payment not found');
      }
      const payout = payouts.get(reference);
      return payout ? { status: 200, body: [payoutView(payout)] } : fail(404, 'Payout not found');
    }
    if (request.method !== 'POST') return fail(404, 'Not found');
    if (!isObject(request.body)) return fail(400, 'Body must be a JSON object');
    const body = request.body;
    const badChecksum = refuseChecksum(body);
    if (badChecksum) return badChecksum;
    const orderReference = typeof body.orderReference === 'string' ? body.orderReference : '';
    const phoneNumber = typeof body.phoneNumber === 'string' ? body.phoneNumber : '';
    const validOrder = /^[A-Za-z0-9]{1,30}$/.test(orderReference);
    const validPhone = /^255\d{9}$/.test(phoneNumber);

    switch (request.path) {
      case '/third-parties/payments/preview-ussd-push-request': {
        if (!wholeAmount(body.amount) || !validOrder)
          return fail(400, 'amount and orderReference are required');
        return {
          status: 200,
          body: {
            activeMethods: ['M-PESA', 'TIGO-PESA', 'AIRTEL-MONEY', 'HALOPESA'].map((name) => ({
              name,
              status: 'AVAILABLE',
              fee: 0,
              message: 'available',
            })),
          },
        };
      }
      case '/third-parties/payments/initiate-ussd-push-request': {
        if (!wholeAmount(body.amount)) return fail(400, 'amount must be whole shillings');
        if (!validOrder) return fail(400, 'orderReference must be alphanumeric, at most 30 characters');
        if (!validPhone) return fail(400, 'phoneNumber must be 255 and nine digits');
        if (body.currency !== undefined && body.currency !== 'TZS') return fail(400, 'currency must be TZS');
        if (payments.has(orderReference)) return fail(409, 'orderReference already used');
        const payment: ClickPesaPayment = {
          id: newId('CPP'),
          orderReference,
          amount: String(body.amount),
          phoneNumber,
          channel: networkOf(phoneNumber),
          status: 'PROCESSING',
          createdAt: now(),
        };
        payments.set(orderReference, payment);
        return {
          status: 200,
          body: {
            id: payment.id,
            status: payment.status,
            channel: payment.channel,
            orderReference,
            collectedAmount: payment.amount,
            collectedCurrency: 'TZS',
            createdAt: payment.createdAt.toISOString(),
            clientId: options.clientId,
          },
        };
      }
      case '/third-parties/payouts/preview-mobile-money-payout':
      case '/third-parties/payouts/create-mobile-money-payout': {
        if (!wholeAmount(body.amount)) return fail(400, 'amount must be whole shillings');
        if (!validOrder) return fail(400, 'orderReference must be alphanumeric, at most 30 characters');
        if (!validPhone) return fail(400, 'phoneNumber must be 255 and nine digits');
        if (body.currency !== 'TZS' && body.currency !== 'USD')
          return fail(400, 'currency must be TZS or USD');
        if (request.path.endsWith('preview-mobile-money-payout')) {
          return {
            status: 200,
            body: { amount: String(body.amount), fee: 0, channelProvider: networkOf(phoneNumber) },
          };
        }
        if (payouts.has(orderReference)) return fail(409, 'orderReference already used');
        const payout: ClickPesaPayout = {
          id: newId('CPO'),
          orderReference,
          amount: String(body.amount),
          currency: body.currency,
          phoneNumber,
          status: 'AUTHORIZED',
          createdAt: now(),
        };
        payouts.set(orderReference, payout);
        return { status: 200, body: payoutView(payout) };
      }
      default:
        return fail(404, 'Not found');
    }
  }

  const server = await startJsonServer(handle, { port: options.port, failures });
  return {
    name: 'clickpesa' as const,
    url: server.url,
    /** CLICKPESA_BASE_URL for the adapter. */
    baseUrl: `${server.url}/third-parties`,
    payments,
    payouts,
    callbacks,
    /** How many tokens /generate-token has issued (token caching). */
    tokensIssued: () => tokensIssued,
    setWebhookUrl(url: string) {
      state.webhookUrl = url;
    },
    approve: (orderReference: string, opts?: { deliver?: boolean }) =>
      settlePayment(orderReference, true, opts),
    decline: (orderReference: string, opts?: { deliver?: boolean }) =>
      settlePayment(orderReference, false, opts),
    completePayout: (orderReference: string, opts?: { deliver?: boolean }) =>
      settlePayout(orderReference, 'complete', opts),
    failPayout: (orderReference: string, opts?: { deliver?: boolean }) =>
      settlePayout(orderReference, 'fail', opts),
    reversePayout: (orderReference: string, opts?: { deliver?: boolean }) =>
      settlePayout(orderReference, 'reverse', opts),
    failNext(failure: InjectedFailure) {
      failures.push(failure);
    },
    close: server.close,
  };
}

export type ClickPesaStandin = Awaited<ReturnType<typeof startClickPesaStandin>>;
