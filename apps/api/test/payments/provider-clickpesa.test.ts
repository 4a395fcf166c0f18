import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, type ChargeRequest, type PayoutRequest } from '../../src/lib/payments';
import { clickPesaChecksum, createClickPesaProvider } from '../../src/lib/payments/clickpesa';
import {
  STANDIN_CREDENTIALS,
  deliver,
  startClickPesaStandin,
  startWebhookReceiver,
  tampered,
  type ClickPesaStandin,
} from '../support/provider-standins';

// The ClickPesa adapter against its stand-in (PAYMENTS.md "ClickPesa"): token (one hour) and
// checksums checked by the stand-in, webhook checksums checked by the adapter, payment and payout
// queries, payouts, errors.

const creds = STANDIN_CREDENTIALS.clickpesa;
// One clock for the adapter and the stand-in: a test moves it to let tokens expire.
let clock = new Date('2026-11-24T07:00:00Z');
const now = () => clock;
let standin: ClickPesaStandin;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let seq = 0;

function adapter(overrides: Partial<{ apiKey: string; checksumKey: string; baseUrl: string }> = {}) {
  return createClickPesaProvider(
    {
      baseUrl: standin.baseUrl,
      clientId: creds.clientId,
      apiKey: creds.apiKey,
      checksumKey: creds.checksumKey,
      ...overrides,
    },
    { fetch: globalThis.fetch.bind(globalThis), now, publicUrl: 'http://localhost:3000' },
  );
}

const reference = (prefix = 'DRCP') => {
  seq += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${seq}`;
};

function charge(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    reference: reference(),
    amountMinor: 75_000_00,
    currency: 'TZS',
    channel: 'mixx',
    payerPhone: '255713456789',
    payerName: 'Juma Hamisi',
    payerEmail: 'juma@example.com',
    description: 'Trip seats',
    returnUrl: 'http://localhost:3000/trips/1',
    webhookUrl: 'http://localhost:3000/api/payments/webhooks/clickpesa',
    ...overrides,
  };
}

function payoutRequest(overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  return {
    reference: reference('DRPO'),
    amountMinor: 120_000_00,
    currency: 'TZS',
    kind: 'mobile_money',
    network: 'mpesa',
    phone: '255754111222',
    bankName: null,
    accountName: null,
    accountNumber: null,
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
  receiver = await startWebhookReceiver();
  standin = await startClickPesaStandin({ ...creds, now, webhookUrl: receiver.url('clickpesa') });
});
afterAll(async () => {
  await standin.close();
  await receiver.close();
});

describe('ClickPesa adapter', () => {
  it('signs the compact JSON with keys sorted at every depth, without checksum fields', () => {
    const a = clickPesaChecksum('k', { b: 1, a: { d: [2, { z: 1, y: 2 }], c: 'x' } });
    const b = clickPesaChecksum('k', {
      a: { c: 'x', d: [2, { y: 2, z: 1 }] },
      b: 1,
      checksum: 'old',
      checksumMethod: 'm',
    });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('pushes a prompt (whole shillings, checksum) and answers by our reference', async () => {
    const clickpesa = adapter();
    const request = charge({ amountMinor: 75_000_01 });
    const created = await clickpesa.createCharge(request);
    expect(created.flow).toBe('push');
    expect(created.checkoutUrl).toBeNull();
    const payment = standin.payments.get(request.reference)!;
    expect(created.providerReference).toBe(payment.id);
    expect(payment.amount).toBe('75001');
    expect(clickpesa.channels).toEqual(['mpesa', 'mixx', 'airtel', 'halopesa']);
    await expect(clickpesa.createCharge(charge({ channel: 'card' }))).rejects.toBeInstanceOf(ProviderError);
  });

  it('is refused by the stand-in with a wrong checksum key (400) or wrong API key (401): not retryable', async () => {
    const badChecksum = await rejected(adapter({ checksumKey: 'wrong' }).createCharge(charge()));
    expect(badChecksum.retryable).toBe(false);
    expect(badChecksum.message).toContain('Invalid checksum');
    const badKey = await rejected(adapter({ apiKey: 'wrong' }).createCharge(charge()));
    expect(badKey.retryable).toBe(false);
    expect(badKey.message).toContain('generate-token');
    expect(badKey.message).not.toContain('wrong');
  });

  it('keeps its token for the hour ClickPesa gives it, then fetches a new one', async () => {
    const clickpesa = adapter();
    const before = standin.tokensIssued();
    await clickpesa.createCharge(charge());
    await clickpesa.createCharge(charge());
    await clickpesa.queryStatus({ providerReference: 'x', reference: 'NOTHINGHERE' });
    expect(standin.tokensIssued()).toBe(before + 1);
    clock = new Date(clock.getTime() + 58 * 60_000);
    await clickpesa.createCharge(charge());
    expect(standin.tokensIssued()).toBe(before + 1);
    // Within a minute of the hour: renewed before it lapses.
    clock = new Date(clock.getTime() + 90_000);
    await clickpesa.createCharge(charge());
    expect(standin.tokensIssued()).toBe(before + 2);
  });

  it('fetches a new token when ClickPesa refuses the cached one', async () => {
    const clickpesa = adapter();
    await clickpesa.createCharge(charge());
    const before = standin.tokensIssued();
    standin.failNext({
      status: 401,
      body: { message: 'Unauthorized: token revoked' },
      pathPrefix: '/third-parties/payments',
    });
    await clickpesa.createCharge(charge());
    expect(standin.tokensIssued()).toBe(before + 1);
  });

  it('verifies a PAYMENT RECEIVED webhook by its checksum and maps it by our reference', async () => {
    const clickpesa = adapter();
    const request = charge();
    await clickpesa.createCharge(request);
    expect(await clickpesa.queryStatus({ providerReference: 'id', reference: request.reference })).toEqual({
      state: 'pending',
      providerState: 'PROCESSING',
      amountMinor: 75_000_00,
      currency: 'TZS',
    });
    const { delivery } = await standin.approve(request.reference);
    expect(delivery?.status).toBe(200);
    const received = receiver.last();
    const verified = clickpesa.verifyWebhook(received.rawBody, received.headers);
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    expect(verified.event).toMatchObject({
      state: 'succeeded',
      providerState: 'SUCCESS',
      providerReference: request.reference,
      findBy: 'our_reference',
      authenticated: true,
      amountMinor: 75_000_00,
      currency: 'TZS',
    });
    expect(verified.event.payout).toBeUndefined();
    // A duplicate delivery carries the same event id.
    await deliver(standin.callbacks.at(-1)!);
    const again = clickpesa.verifyWebhook(receiver.last().rawBody, receiver.last().headers);
    expect(again.ok && again.event.eventId).toBe(verified.event.eventId);
    expect(
      await clickpesa.queryStatus({ providerReference: 'id', reference: request.reference }),
    ).toMatchObject({
      state: 'succeeded',
    });
  });

  it('maps PAYMENT FAILED to a failed event, and the query agrees', async () => {
    const clickpesa = adapter();
    const request = charge();
    await clickpesa.createCharge(request);
    const { callback } = await standin.decline(request.reference, { deliver: false });
    const verified = clickpesa.verifyWebhook(callback!.body, callback!.headers);
    expect(verified.ok && verified.event.state).toBe('failed');
    expect(
      (await clickpesa.queryStatus({ providerReference: 'id', reference: request.reference })).state,
    ).toBe('failed');
  });

  it('refuses a tampered, a foreign-keyed and a checksum-less webhook', async () => {
    const clickpesa = adapter();
    const request = charge();
    await clickpesa.createCharge(request);
    const { callback } = await standin.approve(request.reference, { deliver: false });
    const cb = callback!;
    const forged = tampered(cb, (body) => {
      (body.data as Record<string, unknown>).amount = '1';
    });
    expect(clickpesa.verifyWebhook(forged.body, {})).toEqual({
      ok: false,
      reason: 'payments.webhookSignatureInvalid',
    });
    expect(adapter({ checksumKey: 'other' }).verifyWebhook(cb.body, {})).toEqual({
      ok: false,
      reason: 'payments.webhookSignatureInvalid',
    });
    const unsigned = tampered(cb, (body) => {
      delete body.checksum;
    });
    expect(clickpesa.verifyWebhook(unsigned.body, {})).toEqual({
      ok: false,
      reason: 'payments.webhookSignatureMissing',
    });
    const malformed = tampered(cb, (body) => {
      body.checksum = 'zz';
    });
    expect(clickpesa.verifyWebhook(malformed.body, {})).toEqual({
      ok: false,
      reason: 'payments.webhookSignatureMalformed',
    });
    expect(clickpesa.verifyWebhook('{', {})).toEqual({ ok: false, reason: 'payments.webhookBodyMalformed' });
    expect(clickpesa.verifyWebhook(cb.body, {}).ok).toBe(true);
  });

  it('answers pending NOT_FOUND for an order reference ClickPesa does not know', async () => {
    expect(await adapter().queryStatus({ providerReference: 'x', reference: 'UNKNOWNREF1' })).toEqual({
      state: 'pending',
      providerState: 'NOT_FOUND',
    });
  });

  it('sends a mobile-money payout, queries it, and maps its webhooks (completed, refunded, reversed)', async () => {
    const clickpesa = adapter();
    const request = payoutRequest();
    const sent = await clickpesa.payout!(request);
    expect(sent).toMatchObject({ state: 'pending', providerState: 'AUTHORIZED' });
    expect(sent.providerReference).toBe(standin.payouts.get(request.reference)!.id);
    expect(standin.payouts.get(request.reference)!.amount).toBe('120000');
    expect(
      await clickpesa.queryPayout!({ reference: request.reference, providerReference: null }),
    ).toMatchObject({
      state: 'pending',
    });

    const done = await standin.completePayout(request.reference);
    expect(done.delivery?.status).toBe(200);
    const completed = clickpesa.verifyWebhook(receiver.last().rawBody, receiver.last().headers);
    expect(completed.ok && completed.event).toMatchObject({
      payout: true,
      state: 'succeeded',
      providerReference: request.reference,
      findBy: 'our_reference',
    });
    expect(
      (await clickpesa.queryPayout!({ reference: request.reference, providerReference: null })).state,
    ).toBe('succeeded');
    const { callback: reversed } = await standin.reversePayout(request.reference, { deliver: false });
    const reversal = clickpesa.verifyWebhook(reversed!.body, {});
    expect(reversal.ok && reversal.event).toMatchObject({
      payout: true,
      state: 'failed',
      providerState: 'REVERSED',
    });
    // Completed, then reversed: two different events (the reversal is not a replay of the success).
    expect(completed.ok && reversal.ok && completed.event.eventId !== reversal.event.eventId).toBe(true);

    const other = payoutRequest();
    await clickpesa.payout!(other);
    const { callback: refunded } = await standin.failPayout(other.reference, { deliver: false });
    expect(clickpesa.verifyWebhook(refunded!.body, {})).toMatchObject({
      ok: true,
      event: { state: 'failed' },
    });
  });

  it('asking for the same payout again answers its state instead of paying twice', async () => {
    const clickpesa = adapter();
    const request = payoutRequest();
    await clickpesa.payout!(request);
    const again = await clickpesa.payout!(request);
    expect(again.state).toBe('pending');
    expect(standin.payouts.size).toBeGreaterThan(0);
    expect([...standin.payouts.values()].filter((p) => p.orderReference === request.reference)).toHaveLength(
      1,
    );
  });

  it('refuses bank payouts and fractions of a shilling; has no refund API', async () => {
    const clickpesa = adapter();
    const bank = await rejected(
      clickpesa.payout!(
        payoutRequest({
          kind: 'bank',
          network: null,
          phone: null,
          bankName: 'NMB',
          accountNumber: '1',
          accountName: 'A',
        }),
      ),
    );
    expect(bank.retryable).toBe(false);
    expect((await rejected(clickpesa.payout!(payoutRequest({ amountMinor: 100_50 })))).retryable).toBe(false);
    const refund = await rejected(
      clickpesa.refund({ providerReference: 'x', amountCents: 100, currency: 'TZS', idempotencyKey: 'k' }),
    );
    expect(refund.retryable).toBe(false);
  });

  it('maps errors: 5xx retryable, 4xx not, no connection retryable', async () => {
    const clickpesa = adapter();
    standin.failNext({ status: 500, body: { message: 'boom' }, pathPrefix: '/third-parties/payments' });
    expect((await rejected(clickpesa.createCharge(charge()))).retryable).toBe(true);
    standin.failNext({
      status: 400,
      body: { message: 'Invalid phone number' },
      pathPrefix: '/third-parties/payments',
    });
    const refused = await rejected(clickpesa.createCharge(charge()));
    expect(refused.retryable).toBe(false);
    expect(refused.message).toContain('Invalid phone number');
    const offline = adapter({ baseUrl: 'http://127.0.0.1:9/third-parties' });
    expect((await rejected(offline.queryStatus({ providerReference: 'a', reference: 'A' }))).retryable).toBe(
      true,
    );
  });
});
