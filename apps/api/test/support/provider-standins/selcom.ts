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
 * A stand-in for Selcom's API gateway (PAYMENTS.md "Selcom"), written from the document, not from our
 * adapter: every request must carry `Authorization: SELCOM base64(api key)`, a `Timestamp` (ISO 8601
 * with offset, within ten minutes of the stand-in's clock), `Digest-Method: HS256`, `Signed-Fields`
 * naming every field sent (body or query) and `Digest` = base64(HMAC-SHA256(api secret,
 * "timestamp=<ts>&f1=v1…")). Wrong or missing: 401. Orders and wallet cash-ins are kept in memory.
 * A payer's approval or refusal (`approve` / `decline`) sends Selcom's callback to the order's
 * `webhook`, signed the same way over transid, order_id, reference, result, resultcode, payment_status.
 */

export interface SelcomStandinOptions {
  apiKey: string;
  apiSecret: string;
  vendor: string;
  /** The float account's PIN for wallet cash-in. */
  pin?: string;
  now?: Clock;
  port?: number;
}

export interface SelcomOrder {
  orderId: string;
  amount: number;
  currency: string;
  buyerPhone: string;
  webhookUrl: string | null;
  redirectUrl: string | null;
  reference: string;
  transid: string | null;
  msisdn: string | null;
  channel: string | null;
  paymentStatus: 'PENDING' | 'COMPLETED' | 'REJECTED' | 'CANCELLED';
  pushes: number;
  createdAt: Date;
}

export interface SelcomCashin {
  transid: string;
  utilitycode: string;
  utilityref: string;
  amount: number;
  reference: string;
  result: string;
  resultcode: string;
}

export const SELCOM_SIGNED_CALLBACK_FIELDS = [
  'transid',
  'order_id',
  'reference',
  'result',
  'resultcode',
  'payment_status',
];

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/;

export async function startSelcomStandin(options: SelcomStandinOptions) {
  const now = options.now ?? (() => new Date());
  const orders = new Map<string, SelcomOrder>();
  const cashins = new Map<string, SelcomCashin>();
  const failures: InjectedFailure[] = [];
  const callbacks: Callback[] = [];
  /** What the next wallet cash-in answers (PAYMENTS.md documents no payout callback: its answer is final). */
  let nextCashin: 'success' | 'pending' | 'fail' = 'success';
  const expectedAuthorization = `SELCOM ${Buffer.from(options.apiKey).toString('base64')}`;

  const sign = (timestamp: string, fields: string[], values: Record<string, unknown>) =>
    createHmac('sha256', options.apiSecret)
      .update([`timestamp=${timestamp}`, ...fields.map((f) => `${f}=${String(values[f])}`)].join('&'))
      .digest('base64');

  /** The gateway's check of a merchant's request; an answer when it fails, undefined when it passes. */
  function refuseUnsigned(
    request: StandinRequest,
    values: Record<string, unknown>,
  ): StandinAnswer | undefined {
    const fail = (message: string): StandinAnswer => ({
      status: 401,
      body: { result: 'FAIL', resultcode: '401', message, data: [] },
    });
    if (header(request, 'authorization') !== expectedAuthorization) return fail('Invalid Authorization');
    const timestamp = header(request, 'timestamp');
    if (!timestamp || !TIMESTAMP.test(timestamp)) return fail('Invalid Timestamp');
    if (Math.abs(Date.parse(timestamp) - now().getTime()) > 10 * 60_000)
      return fail('Timestamp out of range');
    if (header(request, 'digest-method') !== 'HS256') return fail('Invalid Digest-Method');
    const signedFields = header(request, 'signed-fields');
    if (!signedFields) return fail('Missing Signed-Fields');
    const fields = signedFields.split(',');
    const sent = Object.keys(values);
    if (sent.some((f) => !fields.includes(f)) || fields.some((f) => !(f in values))) {
      return fail('Signed-Fields must name every field sent');
    }
    if (header(request, 'digest') !== sign(timestamp, fields, values)) return fail('Invalid Digest');
    return undefined;
  }

  const bad = (message: string, status = 400): StandinAnswer => ({
    status,
    body: { result: 'FAIL', resultcode: String(status), message, data: [] },
  });
  const decode = (value: unknown) =>
    typeof value === 'string' && value !== '' ? Buffer.from(value, 'base64').toString('utf8') : null;

  /** Selcom's signed callback, kept even when the order named no webhook (a test may post it itself). */
  function callbackFor(order: SelcomOrder, result: string, resultcode: string): Callback {
    const timestamp = `${new Date(now().getTime() + 3 * 3600_000).toISOString().slice(0, 19)}+03:00`;
    const body: Record<string, unknown> = {
      transid: order.transid ?? order.orderId,
      order_id: order.orderId,
      reference: order.reference,
      result,
      resultcode,
      payment_status: order.paymentStatus,
      channel: order.channel ?? 'CARD',
      amount: String(order.amount),
      phone: order.msisdn ?? order.buyerPhone,
    };
    const fields = SELCOM_SIGNED_CALLBACK_FIELDS;
    const callback: Callback = {
      url: order.webhookUrl ?? '',
      headers: {
        authorization: expectedAuthorization,
        timestamp,
        'digest-method': 'HS256',
        'signed-fields': fields.join(','),
        digest: sign(timestamp, fields, body),
      },
      body: JSON.stringify(body),
    };
    callbacks.push(callback);
    return callback;
  }

  /** The payer decides (PIN on the phone, or the card page): the order settles and Selcom calls back. */
  async function decide(orderId: string, approve: boolean, opts: { deliver?: boolean } = {}) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no Selcom order ${orderId}`);
    order.paymentStatus = approve ? 'COMPLETED' : 'REJECTED';
    if (!order.transid) order.transid = newId('SLT');
    const callback = approve ? callbackFor(order, 'SUCCESS', '000') : callbackFor(order, 'FAIL', '403');
    const delivery = callback.url && opts.deliver !== false ? await deliver(callback) : null;
    return { order, callback, delivery };
  }

  async function handle(request: StandinRequest): Promise<StandinAnswer> {
    const controlled = await control(request, {
      charge: async (reference, action) => {
        if (!orders.has(reference)) return bad('Order not found', 404);
        if (action !== 'approve' && action !== 'decline') return bad('approve or decline');
        const { delivery } = await decide(reference, action === 'approve');
        return { status: 200, body: { delivered: delivery } };
      },
    });
    if (controlled) return controlled;

    if (request.method === 'GET' && request.path === '/v1/checkout/order-status') {
      const values = Object.fromEntries(request.query.entries());
      const refused = refuseUnsigned(request, values);
      if (refused) return refused;
      const order = orders.get(values.order_id ?? '');
      if (!order) return bad('Order not found', 404);
      return {
        status: 200,
        body: {
          result: 'SUCCESS',
          resultcode: '000',
          message: 'Order fetch successful',
          data: [
            {
              order_id: order.orderId,
              creation_date: order.createdAt.toISOString(),
              amount: String(order.amount),
              payment_status: order.paymentStatus,
              transid: order.transid,
              channel: order.channel,
              reference: order.reference,
              phone: order.msisdn ?? order.buyerPhone,
            },
          ],
        },
      };
    }
    if (request.method !== 'POST') return bad('Not found', 404);
    if (!isObject(request.body)) return bad('Body must be a JSON object');
    const body = request.body;
    const refused = refuseUnsigned(request, body);
    if (refused) return refused;
    const missing = (fields: string[]) => fields.filter((f) => body[f] === undefined || body[f] === null);

    if (request.path === '/v1/checkout/create-order-minimal') {
      const absent = missing([
        'vendor',
        'order_id',
        'buyer_email',
        'buyer_name',
        'buyer_phone',
        'amount',
        'currency',
        'no_of_items',
      ]);
      if (absent.length > 0) return bad(`Missing ${absent.join(', ')}`);
      if (body.vendor !== options.vendor) return bad('Unknown vendor', 403);
      const orderId = String(body.order_id);
      if (!/^[A-Za-z0-9]{1,30}$/.test(orderId))
        return bad('order_id must be alphanumeric, at most 30 characters');
      if (body.currency !== 'TZS' && body.currency !== 'USD') return bad('currency must be TZS or USD');
      if (typeof body.amount !== 'number' || !(body.amount > 0))
        return bad('amount must be a positive number');
      if (body.currency === 'TZS' && !Number.isInteger(body.amount))
        return bad('TZS amounts are whole shillings');
      if (orders.has(orderId)) return bad('Order already exists', 409);
      const order: SelcomOrder = {
        orderId,
        amount: body.amount,
        currency: body.currency,
        buyerPhone: String(body.buyer_phone),
        webhookUrl: decode(body.webhook),
        redirectUrl: decode(body.redirect_url),
        reference: newId('SEL'),
        transid: null,
        msisdn: null,
        channel: null,
        paymentStatus: 'PENDING',
        pushes: 0,
        createdAt: now(),
      };
      orders.set(orderId, order);
      const host = header(request, 'host') ?? '127.0.0.1';
      return {
        status: 200,
        body: {
          reference: order.reference,
          resultcode: '000',
          result: 'SUCCESS',
          message: 'Order creation successful',
          data: [
            {
              gateway_buyer_uuid: randomBytes(8).toString('hex'),
              payment_token: randomBytes(4).toString('hex'),
              qr: 'QR',
              payment_gateway_url: Buffer.from(`http://${host}/checkout/pay/${orderId}`).toString('base64'),
            },
          ],
        },
      };
    }
    if (request.path === '/v1/checkout/wallet-payment') {
      const absent = missing(['transid', 'order_id', 'msisdn']);
      if (absent.length > 0) return bad(`Missing ${absent.join(', ')}`);
      const order = orders.get(String(body.order_id));
      if (!order) return bad('Order not found', 404);
      if (order.currency !== 'TZS') return bad('Mobile money orders are in TZS');
      const msisdn = String(body.msisdn);
      if (!/^255[67]\d{8}$/.test(msisdn)) return bad('msisdn must be 255 and nine digits');
      if (order.paymentStatus !== 'PENDING') return bad('Order is not pending');
      order.transid = String(body.transid);
      order.msisdn = msisdn;
      order.channel = networkOf(msisdn);
      order.pushes += 1;
      return {
        status: 200,
        body: {
          reference: order.reference,
          resultcode: '111',
          result: 'PENDING',
          message: 'Push sent',
          data: [],
        },
      };
    }
    if (request.path === '/v1/walletcashin/process') {
      const absent = missing(['transid', 'utilitycode', 'utilityref', 'amount', 'vendor', 'pin', 'msisdn']);
      if (absent.length > 0) return bad(`Missing ${absent.join(', ')}`);
      if (body.vendor !== options.vendor) return bad('Unknown vendor', 403);
      const transid = String(body.transid);
      if (cashins.has(transid)) {
        return {
          status: 200,
          body: { transid, resultcode: '409', result: 'FAIL', message: 'Duplicate transid', data: [] },
        };
      }
      if (!options.pin || body.pin !== options.pin) {
        return {
          status: 200,
          body: { transid, resultcode: '403', result: 'FAIL', message: 'Invalid PIN', data: [] },
        };
      }
      if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) {
        return bad('amount must be whole shillings');
      }
      const outcome = nextCashin;
      nextCashin = 'success';
      const [result, resultcode] =
        outcome === 'success'
          ? ['SUCCESS', '000']
          : outcome === 'pending'
            ? ['PENDING', '111']
            : ['FAIL', '999'];
      const cashin: SelcomCashin = {
        transid,
        utilitycode: String(body.utilitycode),
        utilityref: String(body.utilityref),
        amount: body.amount,
        reference: newId('SCI'),
        result,
        resultcode,
      };
      cashins.set(transid, cashin);
      return {
        status: 200,
        body: {
          transid,
          reference: cashin.reference,
          resultcode,
          result,
          message: `Cash-in ${result}`,
          data: [],
        },
      };
    }
    return bad('Not found', 404);
  }

  const server = await startJsonServer(handle, { port: options.port, failures });
  return {
    name: 'selcom' as const,
    url: server.url,
    /** SELCOM_BASE_URL for the adapter. */
    baseUrl: `${server.url}/v1`,
    orders,
    cashins,
    callbacks,
    approve: (orderId: string, opts?: { deliver?: boolean }) => decide(orderId, true, opts),
    decline: (orderId: string, opts?: { deliver?: boolean }) => decide(orderId, false, opts),
    /** How the next wallet cash-in answers (success by default). */
    setNextCashin(outcome: 'success' | 'pending' | 'fail') {
      nextCashin = outcome;
    },
    /** The next matching call answers this instead (once). */
    failNext(failure: InjectedFailure) {
      failures.push(failure);
    },
    close: server.close,
  };
}

export type SelcomStandin = Awaited<ReturnType<typeof startSelcomStandin>>;
