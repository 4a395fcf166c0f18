import { randomBytes } from 'node:crypto';
import {
  control,
  deliver,
  header,
  isObject,
  newId,
  startJsonServer,
  type Callback,
  type Clock,
  type InjectedFailure,
  type StandinAnswer,
  type StandinRequest,
} from './common';

/**
 * A stand-in for AzamPay (PAYMENTS.md "AzamPay"): the authenticator's `POST
 * /AppRegistration/GenerateToken` takes `{ appName, clientId, clientSecret }` and answers `data.accessToken`
 * and `data.expire` (an ISO date, `tokenTtlMs` after issue by the stand-in's clock); checkout calls must
 * carry `Authorization: Bearer <live token>` and `X-API-Key` (401 otherwise). `POST /azampay/mno/checkout`
 * keeps a pending transaction; the controls settle it and send AzamPay's callback, UNSIGNED, to the URL
 * "registered in the dashboard" (`webhookUrl`). One server plays both hosts (auth and checkout).
 *
 * The status query is not in PAYMENTS.md: this stand-in serves the call our adapter makes (see
 * apps/api/src/lib/payments/azampay.ts) — `GET /azampay/gettransactionstatus?pgReferenceId=<transactionId>`
 * answering `{ success, message, data: { reference, utilityref, amount, transactionstatus, operator, msisdn } }`.
 */

export interface AzamPayStandinOptions {
  appName: string;
  clientId: string;
  clientSecret: string;
  apiKey: string;
  webhookUrl?: string;
  /** How long an issued token lives (AzamPay says in `expire`). Default one hour. */
  tokenTtlMs?: number;
  now?: Clock;
  port?: number;
}

export interface AzamPayTransaction {
  transactionId: string;
  externalId: string;
  accountNumber: string;
  amount: string;
  provider: string;
  transactionstatus: 'pending' | 'success' | 'failure';
  createdAt: Date;
}

const PROVIDERS = ['Airtel', 'Tigo', 'Halopesa', 'Azampesa', 'Mpesa'];

export async function startAzamPayStandin(options: AzamPayStandinOptions) {
  const now = options.now ?? (() => new Date());
  const ttl = options.tokenTtlMs ?? 3600_000;
  const tokens = new Map<string, number>();
  const transactions = new Map<string, AzamPayTransaction>();
  const failures: InjectedFailure[] = [];
  const callbacks: Callback[] = [];
  let tokensIssued = 0;
  const state = { webhookUrl: options.webhookUrl ?? null };

  const fail = (status: number, message: string): StandinAnswer => ({
    status,
    body: { success: false, message, statusCode: status },
  });

  function refuseToken(request: StandinRequest): StandinAnswer | undefined {
    const authorization = header(request, 'authorization') ?? '';
    const expiresAt = authorization.startsWith('Bearer ') ? tokens.get(authorization.slice(7)) : undefined;
    if (expiresAt === undefined) return fail(401, 'Invalid token');
    if (now().getTime() >= expiresAt) return fail(401, 'Token expired');
    if (header(request, 'x-api-key') !== options.apiKey) return fail(401, 'Invalid X-API-Key');
    return undefined;
  }

  const byExternalId = (externalId: string) =>
    [...transactions.values()].find((t) => t.externalId === externalId);

  async function settle(externalId: string, approve: boolean, opts: { deliver?: boolean } = {}) {
    const transaction = byExternalId(externalId);
    if (!transaction) throw new Error(`no AzamPay transaction ${externalId}`);
    transaction.transactionstatus = approve ? 'success' : 'failure';
    // Kept even when no URL is registered (a test may post it itself).
    const callback: Callback = {
      url: state.webhookUrl ?? '',
      headers: {},
      body: JSON.stringify({
        msisdn: transaction.accountNumber,
        amount: transaction.amount,
        message: approve ? 'Transaction successful' : 'Transaction failed',
        utilityref: transaction.externalId,
        operator: transaction.provider,
        reference: transaction.transactionId,
        transactionstatus: transaction.transactionstatus,
        submerchantAcc: null,
      }),
    };
    callbacks.push(callback);
    const delivery = callback.url && opts.deliver !== false ? await deliver(callback) : null;
    return { transaction, callback, delivery };
  }

  async function handle(request: StandinRequest): Promise<StandinAnswer> {
    const controlled = await control(request, {
      charge: async (reference, action) => {
        if (!byExternalId(reference)) return fail(404, 'Transaction not found');
        if (action !== 'approve' && action !== 'decline') return fail(400, 'approve or decline');
        const { delivery } = await settle(reference, action === 'approve');
        return { status: 200, body: { delivered: delivery } };
      },
    });
    if (controlled) return controlled;

    if (request.method === 'POST' && request.path === '/AppRegistration/GenerateToken') {
      const body = isObject(request.body) ? request.body : {};
      if (
        body.appName !== options.appName ||
        body.clientId !== options.clientId ||
        body.clientSecret !== options.clientSecret
      ) {
        return fail(401, 'Provided detail is not valid for this app or secret key has expired');
      }
      const accessToken = randomBytes(24).toString('base64url');
      const expiresAt = now().getTime() + ttl;
      tokens.set(accessToken, expiresAt);
      tokensIssued += 1;
      return {
        status: 200,
        body: {
          data: { accessToken, expire: new Date(expiresAt).toISOString() },
          message: 'Token generated successfully',
          success: true,
          statusCode: 200,
        },
      };
    }
    const refused = refuseToken(request);
    if (refused) return refused;

    if (request.method === 'GET' && request.path === '/azampay/gettransactionstatus') {
      const transaction = transactions.get(request.query.get('pgReferenceId') ?? '');
      if (!transaction) return fail(404, 'Transaction not found');
      return {
        status: 200,
        body: {
          success: true,
          message: 'Success',
          data: {
            reference: transaction.transactionId,
            utilityref: transaction.externalId,
            amount: transaction.amount,
            transactionstatus: transaction.transactionstatus,
            operator: transaction.provider,
            msisdn: transaction.accountNumber,
          },
        },
      };
    }
    if (request.method === 'POST' && request.path === '/azampay/mno/checkout') {
      const body = isObject(request.body) ? request.body : {};
      const { accountNumber, amount, currency, externalId, provider } = body;
      if (typeof accountNumber !== 'string' || !/^255\d{9}$/.test(accountNumber)) {
        return fail(400, 'accountNumber must be 255 and nine digits');
      }
      if (typeof amount !== 'string' || !/^\d+$/.test(amount) || Number(amount) <= 0) {
        return fail(400, 'amount must be a string of whole shillings');
      }
      if (currency !== 'TZS') return fail(400, 'currency must be TZS');
      if (typeof externalId !== 'string' || externalId === '' || externalId.length > 128) {
        return fail(400, 'externalId is required, at most 128 characters');
      }
      if (typeof provider !== 'string' || !PROVIDERS.includes(provider)) {
        return fail(400, `provider must be one of ${PROVIDERS.join(', ')}`);
      }
      if (byExternalId(externalId)) return fail(400, 'externalId already used');
      const transaction: AzamPayTransaction = {
        transactionId: newId('AZ'),
        externalId,
        accountNumber,
        amount,
        provider,
        transactionstatus: 'pending',
        createdAt: now(),
      };
      transactions.set(transaction.transactionId, transaction);
      return {
        status: 200,
        body: {
          transactionId: transaction.transactionId,
          message: 'Request in progress. You will receive a callback shortly',
          success: true,
        },
      };
    }
    return fail(404, 'Not found');
  }

  const server = await startJsonServer(handle, { port: options.port, failures });
  return {
    name: 'azampay' as const,
    url: server.url,
    /** AZAMPAY_AUTH_URL and AZAMPAY_CHECKOUT_URL for the adapter. */
    authUrl: server.url,
    checkoutUrl: server.url,
    transactions,
    callbacks,
    byExternalId,
    tokensIssued: () => tokensIssued,
    setWebhookUrl(url: string) {
      state.webhookUrl = url;
    },
    approve: (externalId: string, opts?: { deliver?: boolean }) => settle(externalId, true, opts),
    decline: (externalId: string, opts?: { deliver?: boolean }) => settle(externalId, false, opts),
    failNext(failure: InjectedFailure) {
      failures.push(failure);
    },
    close: server.close,
  };
}

export type AzamPayStandin = Awaited<ReturnType<typeof startAzamPayStandin>>;
