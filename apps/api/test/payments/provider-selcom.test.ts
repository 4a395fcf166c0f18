import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type ChargeRequest, type PaymentProvider } from '../../src/lib/payments';
import { createSelcomProvider, selcomTimestamp } from '../../src/lib/payments/selcom';
import {
  STANDIN_CREDENTIALS,
  deliver,
  startSelcomStandin,
  startWebhookReceiver,
  tampered,
  type SelcomStandin,
} from '../support/provider-standins';

// The Selcom adapter against its stand-in (PAYMENTS.md "Selcom"): signed requests checked by the
// stand-in, signed callbacks checked by the adapter, order status, wallet cash-in, errors.

const creds = STANDIN_CREDENTIALS.selcom;
// A fixed clock for the adapter and the stand-in (the stand-in checks the signed timestamp against it).
const clock = new Date('2026-11-24T07:00:00Z');
const now = () => clock;
let standin: SelcomStandin;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let selcom: PaymentProvider;
let seq = 0;

function adapter(
  overrides: Partial<{ apiKey: string; apiSecret: string; payoutPin: string | undefined }> = {},
) {
  return createSelcomProvider(
    {
      baseUrl: standin.baseUrl,
      apiKey: creds.apiKey,
      apiSecret: creds.apiSecret,
      vendor: creds.vendor,
      payoutPin: creds.pin,
      ...overrides,
    },
    { fetch: globalThis.fetch.bind(globalThis), now, publicUrl: 'http://localhost:3000' },
  );
}

function charge(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  seq += 1;
  return {
    reference: `DRSEL${Date.now().toString(36).toUpperCase()}${seq}`,
    amountMinor: 150_000_00,
    currency: 'TZS',
    channel: 'mpesa',
    payerPhone: '255754123456',
    payerName: 'Asha Mwinyi',
    payerEmail: 'asha@example.com',
    description: 'Safari deposit',
    returnUrl: 'http://localhost:3000/bookings/1',
    webhookUrl: receiver.url('selcom'),
    ...overrides,
  };
}

async function rejected(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

beforeAll(async () => {
  standin = await startSelcomStandin({ ...creds, now });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await standin.close();
  await receiver.close();
});
beforeEach(() => {
  selcom = adapter();
});

describe('Selcom adapter', () => {
  it('writes the timestamp in East Africa Time with its offset', () => {
    expect(selcomTimestamp(new Date('2026-11-23T06:30:46.123Z'))).toBe('2026-11-23T09:30:46+03:00');
  });

  it('pushes a mobile-money prompt on a checkout order, in whole shillings', async () => {
    const request = charge({ amountMinor: 3_250_000_50 });
    const created = await selcom.createCharge(request);
    expect(created).toEqual({ providerReference: request.reference, flow: 'push', checkoutUrl: null });
    const order = standin.orders.get(request.reference)!;
    expect(order.amount).toBe(3_250_001); // rounded up: never less than owed
    expect(order.currency).toBe('TZS');
    expect(order.msisdn).toBe('255754123456');
    expect(order.pushes).toBe(1);
    expect(order.webhookUrl).toBe(receiver.url('selcom'));
  });

  it('opens the hosted card page in USD with cents, decoding payment_gateway_url', async () => {
    const request = charge({ channel: 'card', currency: 'USD', amountMinor: 1999, payerPhone: null });
    const created = await selcom.createCharge(request);
    expect(created.flow).toBe('redirect');
    expect(created.checkoutUrl).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/checkout/pay/${request.reference}$`),
    );
    expect(standin.orders.get(request.reference)!.amount).toBe(19.99);
    expect(standin.orders.get(request.reference)!.pushes).toBe(0);
  });

  it('refuses mobile money in another currency, and a push without a number, before calling Selcom', async () => {
    expect((await rejected(selcom.createCharge(charge({ currency: 'USD' })))).retryable).toBe(false);
    expect((await rejected(selcom.createCharge(charge({ payerPhone: null })))).retryable).toBe(false);
  });

  it('is refused by the gateway when a signature is wrong (wrong secret, wrong key): a non-retryable error', async () => {
    const wrongSecret = await rejected(adapter({ apiSecret: 'not-the-secret' }).createCharge(charge()));
    expect(wrongSecret.retryable).toBe(false);
    expect(wrongSecret.message).toContain('401');
    expect(wrongSecret.message).not.toContain('not-the-secret');
    const wrongKey = await rejected(adapter({ apiKey: 'OTHER' }).createCharge(charge()));
    expect(wrongKey.message).toContain('Invalid Authorization');
  });

  it('is refused when its clock is far off (the timestamp is signed)', async () => {
    const skewed = createSelcomProvider(
      {
        baseUrl: standin.baseUrl,
        apiKey: creds.apiKey,
        apiSecret: creds.apiSecret,
        vendor: creds.vendor,
        payoutPin: undefined,
      },
      {
        fetch: globalThis.fetch.bind(globalThis),
        now: () => new Date(clock.getTime() + 3600_000),
        publicUrl: '',
      },
    );
    expect((await rejected(skewed.createCharge(charge()))).message).toContain('Timestamp');
  });

  it('verifies a signed success callback and maps it to a succeeded event by our reference', async () => {
    const request = charge();
    await selcom.createCharge(request);
    expect(
      await selcom.queryStatus({ providerReference: request.reference, reference: request.reference }),
    ).toEqual({
      state: 'pending',
      providerState: 'PENDING',
      amountMinor: 150_000_00,
    });
    const { delivery } = await standin.approve(request.reference);
    expect(delivery?.status).toBe(200);
    const received = receiver.last();
    const verified = selcom.verifyWebhook(received.rawBody, received.headers);
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    expect(verified.event).toMatchObject({
      state: 'succeeded',
      providerState: 'COMPLETED',
      providerReference: request.reference,
      findBy: 'our_reference',
      authenticated: true,
      amountMinor: 150_000_00,
    });
    // A redelivery is the same event (same id): applied once.
    await deliver(standin.callbacks.at(-1)!);
    const again = selcom.verifyWebhook(receiver.last().rawBody, receiver.last().headers);
    expect(again.ok && again.event.eventId).toBe(verified.event.eventId);
    expect(
      await selcom.queryStatus({ providerReference: request.reference, reference: request.reference }),
    ).toMatchObject({
      state: 'succeeded',
      providerState: 'COMPLETED',
    });
  });

  it('maps a declined payment to a failed event', async () => {
    const request = charge({ channel: 'airtel', payerPhone: '255784000111' });
    await selcom.createCharge(request);
    const { callback } = await standin.decline(request.reference, { deliver: false });
    const verified = selcom.verifyWebhook(callback!.body, callback!.headers);
    expect(verified.ok && verified.event.state).toBe('failed');
    expect(
      await selcom.queryStatus({ providerReference: request.reference, reference: request.reference }),
    ).toMatchObject({
      state: 'failed',
    });
  });

  it('refuses a tampered, a wrongly signed and an unsigned callback', async () => {
    const request = charge();
    await selcom.createCharge(request);
    const { callback } = await standin.approve(request.reference, { deliver: false });
    const cb = callback!;
    // The result changed after signing.
    const forged = tampered(cb, (body) => {
      body.order_id = 'SOMEONEELSE';
    });
    expect(selcom.verifyWebhook(forged.body, forged.headers)).toEqual({
      ok: false,
      reason: 'payments.webhookSignatureInvalid',
    });
    // Signed with another secret.
    const other = adapter({ apiSecret: 'another-secret' });
    expect(other.verifyWebhook(cb.body, cb.headers)).toEqual({
      ok: false,
      reason: 'payments.webhookSignatureInvalid',
    });
    // No digest at all.
    const { digest: _digest, ...unsigned } = cb.headers;
    expect(selcom.verifyWebhook(cb.body, unsigned)).toEqual({
      ok: false,
      reason: 'payments.webhookSignatureMissing',
    });
    // Signing fewer fields than Selcom documents (payment_status left unsigned).
    const partial = { ...cb.headers, 'signed-fields': 'transid,order_id,reference,result,resultcode' };
    expect(selcom.verifyWebhook(cb.body, partial)).toEqual({
      ok: false,
      reason: 'payments.webhookSignatureMalformed',
    });
    // Not JSON.
    expect(selcom.verifyWebhook('not json', cb.headers)).toEqual({
      ok: false,
      reason: 'payments.webhookBodyMalformed',
    });
    // Another account's key in Authorization is refused; no Authorization at all, the Digest decides.
    const otherKey = { ...cb.headers, authorization: `SELCOM ${Buffer.from('OTHER').toString('base64')}` };
    expect(selcom.verifyWebhook(cb.body, otherKey)).toEqual({
      ok: false,
      reason: 'payments.webhookSignatureInvalid',
    });
    const { authorization: _authorization, ...withoutAuthorization } = cb.headers;
    expect(selcom.verifyWebhook(cb.body, withoutAuthorization).ok).toBe(true);
    // The genuine one passes.
    expect(selcom.verifyWebhook(cb.body, cb.headers).ok).toBe(true);
  });

  it('answers pending NOT_FOUND for an order Selcom does not know', async () => {
    expect(
      await selcom.queryStatus({ providerReference: 'NOSUCHORDER1', reference: 'NOSUCHORDER1' }),
    ).toEqual({
      state: 'pending',
      providerState: 'NOT_FOUND',
    });
  });

  it('pays out to a wallet by wallet cash-in (whole shillings, the network’s utility code)', async () => {
    expect(selcom.payout).toBeDefined();
    const paid = await selcom.payout!({
      reference: `DRPO${Date.now()}`,
      amountMinor: 250_000_00,
      currency: 'TZS',
      kind: 'mobile_money',
      network: 'mixx',
      phone: '255713000222',
      bankName: null,
      accountName: null,
      accountNumber: null,
    });
    expect(paid.state).toBe('succeeded');
    const cashin = [...standin.cashins.values()].at(-1)!;
    expect(cashin).toMatchObject({ utilitycode: 'TPCASHIN', utilityref: '255713000222', amount: 250_000 });

    standin.setNextCashin('pending');
    const pending = await selcom.payout!({
      reference: `DRPO${Date.now()}B`,
      amountMinor: 1_000_00,
      currency: 'TZS',
      kind: 'mobile_money',
      network: 'mpesa',
      phone: '255754000333',
      bankName: null,
      accountName: null,
      accountNumber: null,
    });
    expect(pending.state).toBe('pending');
    standin.setNextCashin('fail');
    const failed = await selcom.payout!({
      reference: `DRPO${Date.now()}C`,
      amountMinor: 1_000_00,
      currency: 'TZS',
      kind: 'mobile_money',
      network: 'airtel',
      phone: '255784000333',
      bankName: null,
      accountName: null,
      accountNumber: null,
    });
    expect(failed.state).toBe('failed');
  });

  it('sends no payouts without the float PIN, and none to a bank', async () => {
    expect(adapter({ payoutPin: undefined }).payout).toBeUndefined();
    const bank = await rejected(
      selcom.payout!({
        reference: 'DRPOBANK1',
        amountMinor: 1_000_00,
        currency: 'TZS',
        kind: 'bank',
        network: null,
        phone: null,
        bankName: 'CRDB',
        accountName: 'Kili Tours',
        accountNumber: '0150000000',
      }),
    );
    expect(bank.retryable).toBe(false);
  });

  it('has no refund API: a non-retryable ProviderError for a person to handle', async () => {
    const err = await rejected(
      selcom.refund({ providerReference: 'X', amountCents: 100, currency: 'TZS', idempotencyKey: 'k' }),
    );
    expect(err.retryable).toBe(false);
    expect(err.provider).toBe('selcom');
  });

  it('maps errors: 5xx and 429 retryable, a gateway HTML page retryable, 4xx not, no connection retryable', async () => {
    standin.failNext({ status: 503, body: { message: 'Service unavailable' } });
    expect((await rejected(selcom.createCharge(charge()))).retryable).toBe(true);
    standin.failNext({ status: 429, body: { message: 'slow down' } });
    expect((await rejected(selcom.createCharge(charge()))).retryable).toBe(true);
    standin.failNext({ status: 502, text: '<html>Bad gateway</html>' });
    expect((await rejected(selcom.createCharge(charge()))).retryable).toBe(true);
    standin.failNext({ status: 400, body: { result: 'FAIL', resultcode: '400', message: 'Invalid phone' } });
    const refused = await rejected(selcom.createCharge(charge()));
    expect(refused.retryable).toBe(false);
    expect(refused.message).toContain('Invalid phone');
    const offline = createSelcomProvider(
      { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', apiSecret: 's', vendor: 'v', payoutPin: undefined },
      { fetch: globalThis.fetch.bind(globalThis), now, publicUrl: '' },
    );
    expect((await rejected(offline.queryStatus({ providerReference: 'A', reference: 'A' }))).retryable).toBe(
      true,
    );
  });

  it('refuses a duplicate order id at create-order (non-retryable)', async () => {
    const request = charge();
    await selcom.createCharge(request);
    expect((await rejected(selcom.createCharge(request))).retryable).toBe(false);
  });
});
