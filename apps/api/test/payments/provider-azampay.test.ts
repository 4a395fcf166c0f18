import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, type ChargeRequest } from '../../src/lib/payments';
import { azamPayExpiry, createAzamPayProvider } from '../../src/lib/payments/azampay';
import {
  STANDIN_CREDENTIALS,
  startAzamPayStandin,
  startWebhookReceiver,
  type AzamPayStandin,
} from '../support/provider-standins';

// The AzamPay adapter against its stand-in (PAYMENTS.md "AzamPay"): token until `expire`, Bearer and
// X-API-Key checked by the stand-in, MNO checkout, the unsigned callback (a hint only), the status
// query (our design: see azampay.ts), errors.

const creds = STANDIN_CREDENTIALS.azampay;
let clock = new Date('2026-11-24T07:00:00Z');
const now = () => clock;
let standin: AzamPayStandin;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let seq = 0;

function adapter(overrides: Partial<{ apiKey: string; clientSecret: string; checkoutUrl: string }> = {}) {
  return createAzamPayProvider(
    {
      authUrl: standin.authUrl,
      checkoutUrl: standin.checkoutUrl,
      appName: creds.appName,
      clientId: creds.clientId,
      clientSecret: creds.clientSecret,
      apiKey: creds.apiKey,
      ...overrides,
    },
    { fetch: globalThis.fetch.bind(globalThis), now, publicUrl: 'http://localhost:3000' },
  );
}

function charge(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  seq += 1;
  return {
    reference: `DRAZ${Date.now().toString(36).toUpperCase()}${seq}`,
    amountMinor: 45_000_00,
    currency: 'TZS',
    channel: 'halopesa',
    payerPhone: '255621000111',
    payerName: 'Neema Said',
    payerEmail: 'neema@example.com',
    description: 'Trip seats',
    returnUrl: 'http://localhost:3000/trips/1',
    webhookUrl: 'http://localhost:3000/api/payments/webhooks/azampay',
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
  standin = await startAzamPayStandin({
    ...creds,
    now,
    tokenTtlMs: 30 * 60_000,
    webhookUrl: receiver.url('azampay'),
  });
});
afterAll(async () => {
  await standin.close();
  await receiver.close();
});

describe('AzamPay adapter', () => {
  it('reads `expire` as a date, an epoch or seconds from now, and never trusts an unreadable one long', () => {
    const t = Date.parse('2026-11-24T07:00:00Z');
    expect(azamPayExpiry('2026-11-24T08:00:00Z', t)).toBe(t + 3600_000);
    expect(azamPayExpiry(3600, t)).toBe(t + 3600_000);
    expect(azamPayExpiry(String((t + 60_000) / 1000), t)).toBe(t + 60_000);
    expect(azamPayExpiry(t + 60_000, t)).toBe(t + 60_000);
    expect(azamPayExpiry('soon', t)).toBe(t + 5 * 60_000);
  });

  it('pushes through MNO checkout with the network mapped to AzamPay’s provider word', async () => {
    const azampay = adapter();
    const expected = { mpesa: 'Mpesa', mixx: 'Tigo', airtel: 'Airtel', halopesa: 'Halopesa' } as const;
    for (const [channel, provider] of Object.entries(expected)) {
      const request = charge({ channel: channel as keyof typeof expected, amountMinor: 45_000_10 });
      const created = await azampay.createCharge(request);
      expect(created.flow).toBe('push');
      const transaction = standin.byExternalId(request.reference)!;
      expect(created.providerReference).toBe(transaction.transactionId);
      expect(transaction).toMatchObject({ provider, amount: '45001', accountNumber: '255621000111' });
    }
    expect((await rejected(azampay.createCharge(charge({ channel: 'card' })))).retryable).toBe(false);
  });

  it('keeps its token until shortly before `expire`, and renews it when refused', async () => {
    const azampay = adapter();
    const before = standin.tokensIssued();
    await azampay.createCharge(charge());
    await azampay.createCharge(charge());
    expect(standin.tokensIssued()).toBe(before + 1);
    clock = new Date(clock.getTime() + 29 * 60_000 + 30_000); // the stand-in's tokens live 30 minutes
    await azampay.createCharge(charge());
    expect(standin.tokensIssued()).toBe(before + 2);
    standin.failNext({
      status: 401,
      body: { success: false, message: 'Token expired' },
      pathPrefix: '/azampay',
    });
    await azampay.createCharge(charge());
    expect(standin.tokensIssued()).toBe(before + 3);
  });

  it('is refused with wrong credentials or a wrong API key (401): not retryable, no secret in the message', async () => {
    const badSecret = await rejected(adapter({ clientSecret: 'nope-secret' }).createCharge(charge()));
    expect(badSecret.retryable).toBe(false);
    expect(badSecret.message).toContain('GenerateToken');
    expect(badSecret.message).not.toContain('nope-secret');
    const badKey = await rejected(adapter({ apiKey: 'wrong-key' }).createCharge(charge()));
    expect(badKey.message).toContain('X-API-Key');
  });

  it('answers the unsigned callback as an unauthenticated hint by our reference; the query is the authority', async () => {
    const azampay = adapter();
    const request = charge();
    const created = await azampay.createCharge(request);
    const query = { providerReference: created.providerReference, reference: request.reference };
    expect(await azampay.queryStatus(query)).toEqual({
      state: 'pending',
      providerState: 'pending',
      amountMinor: 45_000_00,
      currency: 'TZS',
    });
    const { delivery } = await standin.approve(request.reference);
    expect(delivery?.status).toBe(200);
    const received = receiver.last();
    const hint = azampay.verifyWebhook(received.rawBody, received.headers);
    expect(hint.ok && hint.event).toMatchObject({
      authenticated: false,
      state: 'succeeded',
      providerReference: request.reference,
      findBy: 'our_reference',
    });
    expect(await azampay.queryStatus(query)).toMatchObject({ state: 'succeeded', providerState: 'success' });

    // A forged "success" for a payment the payer declined: the query says otherwise.
    const declined = charge();
    const declinedCreated = await azampay.createCharge(declined);
    await standin.decline(declined.reference, { deliver: false });
    const forged = JSON.stringify({
      utilityref: declined.reference,
      transactionstatus: 'success',
      amount: '45000',
    });
    const forgedHint = azampay.verifyWebhook(forged, {});
    expect(forgedHint.ok && forgedHint.event.authenticated).toBe(false);
    expect(
      (
        await azampay.queryStatus({
          providerReference: declinedCreated.providerReference,
          reference: declined.reference,
        })
      ).state,
    ).toBe('failed');
  });

  it('refuses a callback that is not JSON or names no payment', () => {
    const azampay = adapter();
    expect(azampay.verifyWebhook('<xml/>', {})).toEqual({
      ok: false,
      reason: 'payments.webhookBodyMalformed',
    });
    expect(azampay.verifyWebhook('{"transactionstatus":"success"}', {})).toEqual({
      ok: false,
      reason: 'payments.webhookBodyMalformed',
    });
  });

  it('answers pending NOT_FOUND for a transaction AzamPay does not know', async () => {
    expect(await adapter().queryStatus({ providerReference: 'AZNOPE', reference: 'X' })).toEqual({
      state: 'pending',
      providerState: 'NOT_FOUND',
    });
  });

  it('has no payout and no refund', async () => {
    const azampay = adapter();
    expect(azampay.payout).toBeUndefined();
    expect(azampay.queryPayout).toBeUndefined();
    const refund = await rejected(
      azampay.refund({ providerReference: 'x', amountCents: 100, currency: 'TZS', idempotencyKey: 'k' }),
    );
    expect(refund.retryable).toBe(false);
  });

  it('maps errors: 5xx retryable, a refused checkout not, no connection retryable', async () => {
    const azampay = adapter();
    standin.failNext({ status: 502, text: '<html>bad gateway</html>', pathPrefix: '/azampay' });
    expect((await rejected(azampay.createCharge(charge()))).retryable).toBe(true);
    standin.failNext({
      status: 200,
      body: { success: false, message: 'Invalid provider' },
      pathPrefix: '/azampay',
    });
    const refused = await rejected(azampay.createCharge(charge()));
    expect(refused.retryable).toBe(false);
    expect(refused.message).toContain('Invalid provider');
    const offline = adapter({ checkoutUrl: 'http://127.0.0.1:9' });
    expect((await rejected(offline.queryStatus({ providerReference: 'a', reference: 'A' }))).retryable).toBe(
      true,
    );
  });
});
