import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { TZS_PER_USD_DEFAULT } from '@dala/shared';
import { z } from 'zod';
import { DEFAULT_WEB_DIST_DIR } from './lib/paths';
import { readPaymentSettings, type PaymentSettings } from './lib/payments/settings';

/** Parses "true/false/1/0/yes/no"; anything else is a configuration error, not a silent false. */
const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const v = value.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(v)) return true;
      if (['false', '0', 'no', 'off'].includes(v)) return false;
      ctx.addIssue({ code: 'custom', message: `must be true or false (got "${value}")` });
      return z.NEVER;
    });

const urlWithProtocols = (protocols: string[], what: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be a ${what} URL` });
        return z.NEVER;
      }
      if (!protocols.includes(url.protocol)) {
        ctx.addIssue({
          code: 'custom',
          message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
        });
        return z.NEVER;
      }
      return value.trim();
    });

/**
 * TRUST_PROXY: which X-Forwarded-For entries to believe. A client writes whatever it likes at the left
 * of that header, so trusting every hop would let it pick its own address (and its own rate-limit
 * key). We trust a number of hops counted from our side (`true` is one proxy), or the proxies'
 * addresses: the client address is the first one, from the right, that is not a trusted proxy.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): number | string[] | false => {
    const v = (value ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'no', 'off'].includes(v)) return false;
    if (['true', 'yes', 'on'].includes(v)) return 1;
    if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const valid = entries.every((entry) => {
      const [address, bits, extra] = entry.split('/');
      if (extra !== undefined || !address) return false;
      const family = isIP(address);
      if (!family) return false;
      if (bits === undefined) return true;
      return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
    });
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a number of proxy hops (1–10), or proxy addresses/CIDRs separated by commas (got "${value}")`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A duration in milliseconds within [min, max]. */
const milliseconds = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const n = Number(value.trim());
      if (!/^\d+$/.test(value.trim()) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a number of milliseconds from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z
    .string()
    .default('3000')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 0 && Number(v) <= 65535, {
      message: 'must be an integer between 0 and 65535',
    })
    .transform(Number),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'PostgreSQL'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'http(s)'),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'SMTP'),
  MAIL_FROM: z.string().min(3).default('Dala Rides <no-reply@dalarides.co.tz>'),
  SUPPORT_EMAIL: z.email({ message: 'must be an email address' }).default('support@dalarides.co.tz'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag(true),
  WEB_DIST_DIR: z.string().optional(),
  CORS_ORIGIN: urlWithProtocols(['http:', 'https:'], 'http(s)'),
  TRUST_PROXY: trustProxySetting,
  REQUEST_TIMEOUT_MS: milliseconds(120_000, 1_000, 3_600_000),
  HEADERS_TIMEOUT_MS: milliseconds(20_000, 1_000, 600_000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GEOLOCATION_URL: urlWithProtocols(['http:', 'https:'], 'http(s)'),
  JOBS_ENABLED: booleanFlag(true),
  JOBS_POLL_MS: milliseconds(1_000, 10, 600_000),
  JOBS_LEASE_MS: milliseconds(120_000, 1_000, 3_600_000),
  CATALOG_CACHE_MS: milliseconds(10_000, 0, 30_000),
  TZS_PER_USD: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return TZS_PER_USD_DEFAULT;
      const rate = Number(value.trim());
      if (!Number.isFinite(rate) || rate < 100 || rate > 100_000) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a number of shillings per dollar from 100 to 100000',
        });
        return z.NEVER;
      }
      return rate;
    }),
  TICKET_SIGNING_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      // One line in an .env file: the PEM's line breaks may be written as \n.
      const pem = value.trim().replace(/\\n/g, '\n');
      if (!isP256PrivateKey(pem)) {
        ctx.addIssue({ code: 'custom', message: 'must be an ECDSA P-256 private key in PKCS#8 PEM form' });
        return z.NEVER;
      }
      return pem;
    }),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  logLevel: string;
  seedDemo: boolean;
  webDistDir: string;
  corsOrigin: string | undefined;
  /** Proxy hops or proxy addresses whose X-Forwarded-For entries are believed; false: none. */
  trustProxy: number | string[] | false;
  /** The whole request, body included, must arrive within this (else 408). */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this (else 408). */
  headersTimeoutMs: number;
  googleClientId: string | undefined;
  geolocationUrl: string | undefined;
  /** Whether this process runs background jobs (lib/jobs); they are enqueued either way. */
  jobsEnabled: boolean;
  /** How often the job worker looks for due jobs when no enqueue in this process woke it. */
  jobsPollMs: number;
  /** How long a claimed job is held: a job whose process died is claimed again after this. */
  jobsLeaseMs: number;
  /** How long this process keeps a public catalog answer (lib/http-cache.ts); 0 keeps none. */
  catalogCacheMs: number;
  /** Shillings per US dollar for the "≈ $" shown beside TZS fares (an estimate: fares are charged in TZS). */
  tzsPerUsd: number;
  /** PKCS#8 PEM of the ECDSA P-256 key that signs tickets' QR codes (never logged, never answered). */
  ticketSigningKey: string;
  /** The payment providers switched on by their credentials, and which one does what (lib/payments/settings.ts). */
  payments: PaymentSettings;
}

/** A configuration problem, told to the operator as one line; never a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads every setting from the environment. Relative paths resolve against the folder npm was started
 * in (INIT_CWD), so `npm run db:migrate` inside a workspace still means the repository's ./data.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const raw = env[variable];
    const secret = variable === 'JWT_SECRET' || variable === 'TICKET_SIGNING_KEY';
    const shown = secret || raw === undefined ? '' : ` (got "${redactUrl(raw)}")`;
    const message = issue.message.includes('(got') ? issue.message : `${issue.message}${shown}`;
    throw new ConfigError(`Invalid configuration: ${variable} ${message}`);
  }
  const e = parsed.data;
  const payments = readPaymentSettings(env, e.NODE_ENV);
  if (payments.problems.length > 0) {
    throw new ConfigError(payments.problems.map((p) => `Invalid configuration: ${p}`).join('\n'));
  }
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(baseDir, e.DATA_DIR);
  const publicHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${publicHost}:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ? e.JWT_SECRET : readOrCreateSecret(dataDir, 'jwt-secret'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    webDistDir: e.WEB_DIST_DIR ? resolve(baseDir, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    corsOrigin: e.CORS_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    // Node requires the headers' limit to be at most the whole request's.
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    googleClientId: e.GOOGLE_CLIENT_ID || undefined,
    geolocationUrl: e.GEOLOCATION_URL,
    jobsEnabled: e.JOBS_ENABLED,
    jobsPollMs: e.JOBS_POLL_MS,
    jobsLeaseMs: e.JOBS_LEASE_MS,
    catalogCacheMs: e.CATALOG_CACHE_MS,
    tzsPerUsd: e.TZS_PER_USD,
    ticketSigningKey: e.TICKET_SIGNING_KEY ?? readOrCreateTicketKey(dataDir),
    payments: payments.settings,
  };
}

function isP256PrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

/**
 * The ticket signing key generated once and kept in DATA_DIR/secrets (mode 0600), as JWT_SECRET is:
 * tickets sold before a restart still verify after it. Several processes must share one key: set
 * TICKET_SIGNING_KEY for them (a process with its own DATA_DIR would otherwise make its own).
 */
function readOrCreateTicketKey(dataDir: string): string {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, 'ticket-signing-key.pem');
  try {
    if (existsSync(file)) {
      const pem = readFileSync(file, 'utf8').trim();
      if (isP256PrivateKey(pem)) return pem;
    }
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey } = generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(file, privateKey, { mode: 0o600 });
    return privateKey.trim();
  } catch (err) {
    throw new ConfigError(
      `Invalid configuration: DATA_DIR "${dataDir}" is not writable (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}

/** A secret generated once and kept in DATA_DIR, so restarts keep sessions valid. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  try {
    if (existsSync(file)) {
      const value = readFileSync(file, 'utf8').trim();
      if (value.length >= 32) return value;
    }
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const value = randomBytes(48).toString('base64url');
    writeFileSync(file, value, { mode: 0o600 });
    return value;
  } catch (err) {
    throw new ConfigError(
      `Invalid configuration: DATA_DIR "${dataDir}" is not writable (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}

/** Hides the password of a URL so it can be printed. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}
