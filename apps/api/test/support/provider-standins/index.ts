import { startAzamPayStandin, type AzamPayStandin } from './azampay';
import { startClickPesaStandin, type ClickPesaStandin } from './clickpesa';
import type { Clock } from './common';
import { startSelcomStandin, type SelcomStandin } from './selcom';

export * from './common';
export * from './selcom';
export * from './clickpesa';
export * from './azampay';

/** The credentials the stand-ins expect (test values: never a real account's). */
export const STANDIN_CREDENTIALS = {
  selcom: {
    apiKey: 'DALA-TEST-KEY',
    apiSecret: 'dala-test-selcom-secret',
    vendor: 'TILL61000001',
    pin: '4321',
  },
  clickpesa: { clientId: 'IDdalatest', apiKey: 'SKdalatestkey', checksumKey: 'CHKdalatestchecksum' },
  azampay: {
    appName: 'dala-rides-test',
    clientId: 'dala-test-client',
    clientSecret: 'dala-test-client-secret',
    apiKey: 'dala-test-azampay-api-key',
  },
} as const;

export interface ProviderStandins {
  selcom: SelcomStandin;
  clickpesa: ClickPesaStandin;
  azampay: AzamPayStandin;
  /** The environment variables that point the app at these stand-ins (README "Payments"). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The three stand-ins at once. `webhookBase` is the app's API base (`http://127.0.0.1:3000/api`): the
 * dashboard-registered callbacks (ClickPesa, AzamPay) go to `<base>/payments/webhooks/<provider>`;
 * Selcom's goes to the `webhook` each order names.
 */
export async function startProviderStandins(
  options: {
    webhookBase?: string;
    now?: Clock;
    ports?: { selcom?: number; clickpesa?: number; azampay?: number };
  } = {},
): Promise<ProviderStandins> {
  const c = STANDIN_CREDENTIALS;
  const hook = (name: string) =>
    options.webhookBase ? `${options.webhookBase}/payments/webhooks/${name}` : undefined;
  const selcom = await startSelcomStandin({ ...c.selcom, now: options.now, port: options.ports?.selcom });
  const clickpesa = await startClickPesaStandin({
    ...c.clickpesa,
    webhookUrl: hook('clickpesa'),
    now: options.now,
    port: options.ports?.clickpesa,
  });
  const azampay = await startAzamPayStandin({
    ...c.azampay,
    webhookUrl: hook('azampay'),
    now: options.now,
    port: options.ports?.azampay,
  });
  const env = {
    SELCOM_BASE_URL: selcom.baseUrl,
    SELCOM_API_KEY: c.selcom.apiKey,
    SELCOM_API_SECRET: c.selcom.apiSecret,
    SELCOM_VENDOR: c.selcom.vendor,
    SELCOM_PAYOUT_PIN: c.selcom.pin,
    CLICKPESA_BASE_URL: clickpesa.baseUrl,
    CLICKPESA_CLIENT_ID: c.clickpesa.clientId,
    CLICKPESA_API_KEY: c.clickpesa.apiKey,
    CLICKPESA_CHECKSUM_KEY: c.clickpesa.checksumKey,
    AZAMPAY_AUTH_URL: azampay.authUrl,
    AZAMPAY_CHECKOUT_URL: azampay.checkoutUrl,
    AZAMPAY_APP_NAME: c.azampay.appName,
    AZAMPAY_CLIENT_ID: c.azampay.clientId,
    AZAMPAY_CLIENT_SECRET: c.azampay.clientSecret,
    AZAMPAY_API_KEY: c.azampay.apiKey,
  };
  return {
    selcom,
    clickpesa,
    azampay,
    env,
    close: async () => {
      await Promise.all([selcom.close(), clickpesa.close(), azampay.close()]);
    },
  };
}
export * from './receiver';
