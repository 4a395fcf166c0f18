import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAzamPayProvider } from '../../src/lib/payments/azampay';
import { createClickPesaProvider } from '../../src/lib/payments/clickpesa';
import { createSelcomProvider } from '../../src/lib/payments/selcom';
import { startWebhookReceiver } from '../support/provider-standins';

// The stand-ins as a process of their own (serve.ts, as the e2e suite starts them): they print their
// URLs and the app's variables, take our adapters' calls, and the HTTP controls settle a charge and
// send the provider's callback to the registered webhook URL.

const serveScript = fileURLToPath(new URL('../support/provider-standins/serve.ts', import.meta.url));
let child: ChildProcess;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let printed: { selcom: string; clickpesa: string; azampay: string; env: Record<string, string> };

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // The receiver stands in for the app's API: callbacks go to <base>/payments/webhooks/<provider>.
  const base = receiver.url('x').replace(/\/webhooks\/x$/, '');
  child = spawn(process.execPath, ['--import', 'tsx', serveScript, '--webhook-base', base], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
  });
  printed = JSON.parse(firstLine);
}, 60_000);
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await receiver?.close();
});

const options = { fetch: globalThis.fetch.bind(globalThis), now: () => new Date(), publicUrl: '' };
const env = () => printed.env;
const control = (url: string, path: string) => fetch(`${url}/__control/${path}`, { method: 'POST' });

describe('provider stand-ins as a process (serve.ts)', () => {
  it('prints the variables that point the app at them', () => {
    expect(env()).toMatchObject({
      SELCOM_BASE_URL: `${printed.selcom}/v1`,
      CLICKPESA_BASE_URL: `${printed.clickpesa}/third-parties`,
      AZAMPAY_AUTH_URL: printed.azampay,
      AZAMPAY_CHECKOUT_URL: printed.azampay,
    });
  });

  it('ClickPesa: a push, then the payer approves over HTTP and the signed webhook arrives', async () => {
    const e = env();
    const clickpesa = createClickPesaProvider(
      {
        baseUrl: e.CLICKPESA_BASE_URL!,
        clientId: e.CLICKPESA_CLIENT_ID!,
        apiKey: e.CLICKPESA_API_KEY!,
        checksumKey: e.CLICKPESA_CHECKSUM_KEY!,
      },
      options,
    );
    const reference = `DRSRV${Date.now()}`;
    await clickpesa.createCharge({
      reference,
      amountMinor: 10_000_00,
      currency: 'TZS',
      channel: 'mpesa',
      payerPhone: '255754000999',
      payerName: 'A',
      payerEmail: 'a@example.com',
      description: 'x',
      returnUrl: 'http://localhost/',
      webhookUrl: 'http://localhost/',
    });
    const res = await control(printed.clickpesa, `charges/${reference}/approve`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { delivered: { status: number } }).delivered.status).toBe(200);
    const received = receiver.last();
    expect(received.path).toBe('/payments/webhooks/clickpesa');
    const verified = clickpesa.verifyWebhook(received.rawBody, received.headers);
    expect(verified.ok && verified.event.state).toBe('succeeded');
  });

  it('Selcom: the callback goes to the webhook the order named; AzamPay: to the registered URL, unsigned', async () => {
    const e = env();
    const selcom = createSelcomProvider(
      {
        baseUrl: e.SELCOM_BASE_URL!,
        apiKey: e.SELCOM_API_KEY!,
        apiSecret: e.SELCOM_API_SECRET!,
        vendor: e.SELCOM_VENDOR!,
        payoutPin: e.SELCOM_PAYOUT_PIN,
      },
      options,
    );
    const reference = `DRSRVS${Date.now()}`;
    await selcom.createCharge({
      reference,
      amountMinor: 5_000_00,
      currency: 'TZS',
      channel: 'airtel',
      payerPhone: '255784000999',
      payerName: 'A',
      payerEmail: 'a@example.com',
      description: 'x',
      returnUrl: 'http://localhost/',
      webhookUrl: receiver.url('selcom-order'),
    });
    expect((await control(printed.selcom, `charges/${reference}/decline`)).status).toBe(200);
    const selcomHook = receiver.last();
    expect(selcomHook.path).toBe('/webhooks/selcom-order');
    expect(selcom.verifyWebhook(selcomHook.rawBody, selcomHook.headers)).toMatchObject({
      ok: true,
      event: { state: 'failed' },
    });

    const azampay = createAzamPayProvider(
      {
        authUrl: e.AZAMPAY_AUTH_URL!,
        checkoutUrl: e.AZAMPAY_CHECKOUT_URL!,
        appName: e.AZAMPAY_APP_NAME!,
        clientId: e.AZAMPAY_CLIENT_ID!,
        clientSecret: e.AZAMPAY_CLIENT_SECRET!,
        apiKey: e.AZAMPAY_API_KEY!,
      },
      options,
    );
    const azamReference = `DRSRVA${Date.now()}`;
    await azampay.createCharge({
      reference: azamReference,
      amountMinor: 5_000_00,
      currency: 'TZS',
      channel: 'halopesa',
      payerPhone: '255621000999',
      payerName: 'A',
      payerEmail: 'a@example.com',
      description: 'x',
      returnUrl: 'http://localhost/',
      webhookUrl: 'http://localhost/',
    });
    expect((await control(printed.azampay, `charges/${azamReference}/approve`)).status).toBe(200);
    const azamHook = receiver.last();
    expect(azamHook.path).toBe('/payments/webhooks/azampay');
    expect(azampay.verifyWebhook(azamHook.rawBody, azamHook.headers)).toMatchObject({
      ok: true,
      event: { authenticated: false, state: 'succeeded', providerReference: azamReference },
    });
    // An unknown reference is 404, not a crash.
    expect((await control(printed.azampay, 'charges/NOPE/approve')).status).toBe(404);
  });
});
