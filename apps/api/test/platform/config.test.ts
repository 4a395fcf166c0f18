import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const dataDir = mkdtempSync(join(tmpdir(), 'dala-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, PAYMENTS_ALLOW_SANDBOX: 'true' };

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig', () => {
  it('has working defaults for the embedded setup', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemo: true,
      publicUrl: 'http://127.0.0.1:3000',
      logLevel: 'info',
      tzsPerUsd: 2500,
    });
  });

  it('reads the shillings-per-dollar display rate, refusing nonsense', () => {
    expect(loadConfig({ ...base, TZS_PER_USD: '2650' }).tzsPerUsd).toBe(2650);
    expect(configError({ TZS_PER_USD: 'lots' })).toBe(
      'Invalid configuration: TZS_PER_USD must be a number of shillings per dollar from 100 to 100000 (got "lots")',
    );
    expect(configError({ TZS_PER_USD: '5' })).toMatch(/^Invalid configuration: TZS_PER_USD /);
  });

  it('rejects a bad PORT in one line naming the variable', () => {
    expect(configError({ PORT: 'abc' })).toBe(
      'Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")',
    );
    expect(configError({ PORT: '70000' })).toMatch(/^Invalid configuration: PORT /);
    expect(configError({ PORT: '-1' })).toMatch(/^Invalid configuration: PORT /);
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL URL, hiding its password', () => {
    expect(configError({ DATABASE_URL: 'mysql://u:secret@db/app' })).toBe(
      'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://u:***@db/app")',
    );
    expect(configError({ DATABASE_URL: 'not a url' })).toMatch(
      /^Invalid configuration: DATABASE_URL must be a PostgreSQL URL/,
    );
  });

  it('rejects other bad values with their variable named', () => {
    expect(configError({ SEED_DEMO: 'maybe' })).toMatch(
      /^Invalid configuration: SEED_DEMO must be true or false/,
    );
    expect(configError({ LOG_LEVEL: 'loud' })).toMatch(/^Invalid configuration: LOG_LEVEL /);
    expect(configError({ SMTP_URL: 'http://mail' })).toMatch(
      /^Invalid configuration: SMTP_URL must start with smtp:/,
    );
    expect(configError({ JWT_SECRET: 'short' })).toBe(
      'Invalid configuration: JWT_SECRET must be at least 32 characters long',
    );
    expect(configError({ PUBLIC_URL: 'ftp://x' })).toMatch(/^Invalid configuration: PUBLIC_URL /);
  });

  it('accepts a PostgreSQL URL and boolean spellings', () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: 'postgresql:///dala?host=/var/run/postgresql',
      SEED_DEMO: 'false',
    });
    expect(config.databaseUrl).toBe('postgresql:///dala?host=/var/run/postgresql');
    expect(config.seedDemo).toBe(false);
  });

  it('generates JWT_SECRET once and keeps it in DATA_DIR', () => {
    const first = loadConfig(base).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'secrets/jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig(base).jwtSecret).toBe(first);
    expect(loadConfig({ ...base, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('resolves a relative DATA_DIR against the folder npm was started in', () => {
    expect(loadConfig({ ...base, DATA_DIR: 'sub', INIT_CWD: dataDir }).dataDir).toBe(join(dataDir, 'sub'));
  });
});

describe('payment providers', () => {
  it('uses the sandbox for npm start, and refuses it in production unless allowed', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).payments).toMatchObject({
      sandboxEnabled: true,
      mobileMoneyProvider: 'sandbox',
      cardProvider: 'sandbox',
      payoutProvider: 'sandbox',
    });
    expect(configError({ PAYMENTS_ALLOW_SANDBOX: undefined, NODE_ENV: 'production' })).toMatch(
      /No payment provider is configured/,
    );
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).payments.sandboxEnabled).toBe(true);
  });

  it('switches a provider on only when all its credentials are set, and prefers it to the sandbox', () => {
    const payments = loadConfig({
      ...base,
      CLICKPESA_CLIENT_ID: 'id',
      CLICKPESA_API_KEY: 'key',
      CLICKPESA_CHECKSUM_KEY: 'sum',
    }).payments;
    expect(payments.clickpesa).toMatchObject({
      baseUrl: 'https://api.clickpesa.com/third-parties',
      clientId: 'id',
    });
    expect(payments.mobileMoneyProvider).toBe('clickpesa');
    expect(payments.payoutProvider).toBe('clickpesa');
    expect(payments.cardProvider).toBe('sandbox');
  });

  it('sends payouts through ClickPesa, never Selcom (no payout status query is documented)', () => {
    const selcom = {
      ...base,
      SELCOM_API_KEY: 'k',
      SELCOM_API_SECRET: 's',
      SELCOM_VENDOR: 'TILL1',
      SELCOM_PAYOUT_PIN: '1234',
    };
    expect(loadConfig(selcom).payments.payoutProvider).toBe('sandbox');
    expect(configError({ ...selcom, PAYMENTS_PAYOUT_PROVIDER: 'selcom' })).toMatch(
      /PAYMENTS_PAYOUT_PROVIDER is selcom, but Selcom documents no payout status query/,
    );
  });

  it('reports every bad value on a line of its own, never printing a secret', () => {
    const message = configError({
      SELCOM_API_KEY: 'k',
      SELCOM_API_SECRET: 'very-secret-value',
      AZAMPAY_APP_NAME: 'app',
      PAYMENTS_CARD_PROVIDER: 'paypal',
      CLICKPESA_BASE_URL: 'ftp://nope',
      CLICKPESA_CLIENT_ID: 'id',
      CLICKPESA_API_KEY: 'key',
      CLICKPESA_CHECKSUM_KEY: 'sum',
    });
    const lines = message.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/SELCOM_VENDOR is missing/),
        expect.stringMatching(/AZAMPAY_CLIENT_ID is missing/),
        expect.stringMatching(/AZAMPAY_API_KEY is missing/),
        expect.stringMatching(/CLICKPESA_BASE_URL must be an http\(s\) URL/),
        expect.stringMatching(/PAYMENTS_CARD_PROVIDER must be one of selcom, sandbox/),
      ]),
    );
    expect(lines.every((l) => l.startsWith('Invalid configuration: '))).toBe(true);
    expect(message).not.toContain('very-secret-value');
  });
});
