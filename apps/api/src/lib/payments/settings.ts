/**
 * The payment providers' settings (issue 14): each real provider switches on only when its credentials
 * are all set; the built-in sandbox is the default for `npm start` and is refused in production unless
 * PAYMENTS_ALLOW_SANDBOX=true. Every bad value is reported, one line each, when the server starts.
 * The README's "Payments" table lists these variables.
 */

export interface SelcomSettings {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  vendor: string;
  /** Payouts (wallet cash-in) need the float account's PIN; without it Selcom sends no payouts. */
  payoutPin: string | undefined;
}

export interface ClickPesaSettings {
  baseUrl: string;
  clientId: string;
  apiKey: string;
  checksumKey: string;
}

export interface AzamPaySettings {
  authUrl: string;
  checkoutUrl: string;
  appName: string;
  clientId: string;
  clientSecret: string;
  apiKey: string;
}

export const REAL_PROVIDERS = ['selcom', 'clickpesa', 'azampay'] as const;
export type RealProvider = (typeof REAL_PROVIDERS)[number];
export type ProviderName = RealProvider | 'sandbox';

export interface PaymentSettings {
  selcom: SelcomSettings | undefined;
  clickpesa: ClickPesaSettings | undefined;
  azampay: AzamPaySettings | undefined;
  /** Whether the built-in sandbox may take payments (always outside production). */
  sandboxEnabled: boolean;
  /** Which provider charges mobile money, cards, and sends payouts (null: none can). */
  mobileMoneyProvider: ProviderName | null;
  cardProvider: ProviderName | null;
  payoutProvider: ProviderName | null;
}

const SELCOM_VARS = ['SELCOM_API_KEY', 'SELCOM_API_SECRET', 'SELCOM_VENDOR'] as const;
const CLICKPESA_VARS = ['CLICKPESA_CLIENT_ID', 'CLICKPESA_API_KEY', 'CLICKPESA_CHECKSUM_KEY'] as const;
const AZAMPAY_VARS = [
  'AZAMPAY_APP_NAME',
  'AZAMPAY_CLIENT_ID',
  'AZAMPAY_CLIENT_SECRET',
  'AZAMPAY_API_KEY',
] as const;

/** Which providers can do what (PAYMENTS.md): the order is the preference when none is chosen. */
const CAN: Record<'mobileMoney' | 'card' | 'payout', readonly ProviderName[]> = {
  mobileMoney: ['clickpesa', 'azampay', 'selcom', 'sandbox'],
  card: ['selcom', 'sandbox'],
  // Selcom's wallet cash-in works (its adapter sends it), but PAYMENTS.md documents no way to ask what
  // became of one: a payout whose answer is lost could be neither settled nor safely sent again (a resend
  // is refused as a duplicate, which would return paid money to "available"). Not offered until Selcom
  // confirms a status query.
  payout: ['clickpesa', 'sandbox'],
};

/**
 * Reads the providers' variables. Answers the settings, or the list of problems (one line per bad
 * value, naming the variable and never printing a secret).
 */
export function readPaymentSettings(
  env: NodeJS.ProcessEnv,
  nodeEnv: 'production' | 'development' | 'test',
): { settings: PaymentSettings; problems: string[] } {
  const problems: string[] = [];
  const value = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const url = (name: string, fallback: string) => {
    const v = value(name) ?? fallback;
    try {
      const parsed = new URL(v);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('protocol');
      if (
        parsed.protocol === 'http:' &&
        nodeEnv === 'production' &&
        !/^(localhost|127\.0\.0\.1)$/.test(parsed.hostname)
      ) {
        problems.push(`${name} must be an https:// URL in production`);
      }
    } catch {
      problems.push(`${name} must be an http(s) URL (got "${v}")`);
    }
    return v.replace(/\/+$/, '');
  };
  /** All of a provider's credentials, or none of them: a half-configured provider is a mistake worth stopping for. */
  const group = <K extends string>(provider: string, vars: readonly K[]): Record<K, string> | undefined => {
    const present = vars.filter((v) => value(v) !== undefined);
    if (present.length === 0) return undefined;
    if (present.length < vars.length) {
      for (const missing of vars.filter((v) => value(v) === undefined)) {
        problems.push(`${missing} is missing: ${provider} needs ${vars.join(', ')} (or none of them)`);
      }
      return undefined;
    }
    return Object.fromEntries(vars.map((v) => [v, value(v)!])) as Record<K, string>;
  };

  const s = group('Selcom', SELCOM_VARS);
  const selcom: SelcomSettings | undefined = s && {
    baseUrl: url('SELCOM_BASE_URL', 'https://apigw.selcommobile.com/v1'),
    apiKey: s.SELCOM_API_KEY,
    apiSecret: s.SELCOM_API_SECRET,
    vendor: s.SELCOM_VENDOR,
    payoutPin: value('SELCOM_PAYOUT_PIN'),
  };
  if (selcom?.payoutPin !== undefined && !/^\d{4,6}$/.test(selcom.payoutPin)) {
    problems.push('SELCOM_PAYOUT_PIN must be 4 to 6 digits');
  }
  const c = group('ClickPesa', CLICKPESA_VARS);
  const clickpesa: ClickPesaSettings | undefined = c && {
    baseUrl: url('CLICKPESA_BASE_URL', 'https://api.clickpesa.com/third-parties'),
    clientId: c.CLICKPESA_CLIENT_ID,
    apiKey: c.CLICKPESA_API_KEY,
    checksumKey: c.CLICKPESA_CHECKSUM_KEY,
  };
  const a = group('AzamPay', AZAMPAY_VARS);
  const azampay: AzamPaySettings | undefined = a && {
    authUrl: url('AZAMPAY_AUTH_URL', 'https://authenticator.azampay.co.tz'),
    checkoutUrl: url('AZAMPAY_CHECKOUT_URL', 'https://checkout.azampay.co.tz'),
    appName: a.AZAMPAY_APP_NAME,
    clientId: a.AZAMPAY_CLIENT_ID,
    clientSecret: a.AZAMPAY_CLIENT_SECRET,
    apiKey: a.AZAMPAY_API_KEY,
  };

  const allowSandbox = value('PAYMENTS_ALLOW_SANDBOX');
  if (allowSandbox !== undefined && !['true', 'false'].includes(allowSandbox.toLowerCase())) {
    problems.push(`PAYMENTS_ALLOW_SANDBOX must be true or false (got "${allowSandbox}")`);
  }
  const sandboxEnabled = nodeEnv !== 'production' || allowSandbox?.toLowerCase() === 'true';

  const available = (name: ProviderName) =>
    name === 'sandbox'
      ? sandboxEnabled
      : name === 'selcom'
        ? !!selcom && true
        : name === 'clickpesa'
          ? !!clickpesa
          : !!azampay;
  const choose = (variable: string, capability: keyof typeof CAN): ProviderName | null => {
    const chosen = value(variable)?.toLowerCase();
    if (chosen !== undefined) {
      if (capability === 'payout' && chosen === 'selcom') {
        problems.push(
          `${variable} is selcom, but Selcom documents no payout status query, so a lost answer could pay twice: use clickpesa`,
        );
        return null;
      }
      if (!(CAN[capability] as readonly string[]).includes(chosen)) {
        problems.push(`${variable} must be one of ${CAN[capability].join(', ')} (got "${chosen}")`);
        return null;
      }
      if (!available(chosen as ProviderName)) {
        problems.push(`${variable} is ${chosen}, but ${chosen} is not configured`);
        return null;
      }
      return chosen as ProviderName;
    }
    // Real providers first; the sandbox only when none is configured.
    const real = CAN[capability].filter((p) => p !== 'sandbox' && available(p));
    if (real.length > 0) return real[0]!;
    return sandboxEnabled ? 'sandbox' : null;
  };
  const settings: PaymentSettings = {
    selcom,
    clickpesa,
    azampay,
    sandboxEnabled,
    mobileMoneyProvider: choose('PAYMENTS_MOBILE_MONEY_PROVIDER', 'mobileMoney'),
    cardProvider: choose('PAYMENTS_CARD_PROVIDER', 'card'),
    payoutProvider: choose('PAYMENTS_PAYOUT_PROVIDER', 'payout'),
  };
  if (nodeEnv === 'production' && !settings.mobileMoneyProvider && !settings.cardProvider) {
    problems.push(
      'No payment provider is configured: set a provider\'s credentials (README, "Payments"), or PAYMENTS_ALLOW_SANDBOX=true for a demo',
    );
  }
  return { settings, problems };
}
