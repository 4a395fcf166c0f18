import { ProviderError } from './provider';

/**
 * What the real providers' adapters share: one JSON call with its failures mapped to ProviderError
 * (retryable or not), a cached access token, and amounts between our minor units and the decimal
 * text providers use. Nothing here logs or repeats a credential: a ProviderError's message names the
 * call and the provider's own words, never a header.
 */

/** A call that takes longer than this is given up (and retried later by the caller's job). */
export const PROVIDER_TIMEOUT_MS = 20_000;

export interface ProviderResponse {
  status: number;
  /** The parsed JSON body (undefined when the body was empty). */
  body: unknown;
}

/** A provider's own explanation in an error body, shortened: it goes into logs and job errors. */
export function providerMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'errorMessage', 'detail', 'title']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
  }
  return undefined;
}

/**
 * Sends one request and answers its status and JSON body. A network failure, a timeout, 429 and 5xx
 * are retryable ProviderErrors; any other status outside 2xx is answered as is when the caller lists
 * it in `accept` (401 for a token refresh, 404 for "not known yet"), otherwise a non-retryable
 * ProviderError naming the call: asking the same thing again gets the same refusal.
 */
export async function callProvider(
  provider: string,
  fetchFn: typeof fetch,
  what: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  accept: readonly number[] = [],
): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new ProviderError(provider, `${what}: ${reason}`, true);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      // A gateway's HTML error page, or a truncated answer: the call's outcome is unknown.
      if (response.ok || response.status >= 500) {
        throw new ProviderError(
          provider,
          `${what}: answered ${response.status} with a body that is not JSON`,
          true,
        );
      }
    }
  }
  if (response.ok || accept.includes(response.status)) return { status: response.status, body };
  const detail = providerMessage(body);
  const message = `${what}: answered ${response.status}${detail ? ` (${detail})` : ''}`;
  const retryable = response.status === 429 || response.status >= 500 || response.status === 408;
  throw new ProviderError(provider, message, retryable);
}

/**
 * An access token reused until shortly before it expires; a refusal (401) of a call drops it so the
 * next call fetches a new one. Concurrent callers share one token request.
 */
export class TokenCache {
  private token: { value: string; expiresAt: number } | null = null;
  private inflight: Promise<string> | null = null;

  constructor(
    private readonly now: () => Date,
    /** Fetches a token and says until when the provider accepts it (ms since the epoch). */
    private readonly fetchToken: () => Promise<{ value: string; expiresAt: number }>,
    /** Renewed this long before it expires, so that a call never carries a token about to lapse. */
    private readonly marginMs = 60_000,
  ) {}

  async get(): Promise<string> {
    const current = this.token;
    if (current && this.now().getTime() < current.expiresAt - this.marginMs) return current.value;
    if (!this.inflight) {
      this.inflight = this.fetchToken()
        .then((token) => {
          this.token = token;
          return token.value;
        })
        .finally(() => {
          this.inflight = null;
        });
    }
    return this.inflight;
  }

  invalidate(value: string): void {
    if (this.token?.value === value) this.token = null;
  }
}

/** Minor units (hundredths) → the decimal text providers take: 150000 → "1500", 1999 → "19.99". */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError('amounts are whole minor units');
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * A provider's amount ("1500", 1500, "19.99", "1,500.00") → minor units, without floating point;
 * undefined when it is not a plain non-negative amount with at most two decimals.
 */
export function decimalToMinor(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().replace(/,/g, '');
  const match = /^(\d{1,15})(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A header's single value (Node gives arrays for repeated headers). */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** `value` as a non-empty string, or undefined. */
export function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
