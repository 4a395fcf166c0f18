import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the three provider stand-ins share: a real HTTP server on 127.0.0.1 (a random port unless one
 * is given), JSON in and out, callbacks kept as values (URL, headers, exact body) so a test can deliver
 * one, deliver it twice, hold it back, deliver it out of order or tamper with it, and a queue of
 * injected failures (the next call answers 500, 429, …) to test how an adapter maps errors.
 */

export type Clock = () => Date;

export interface StandinRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  rawBody: string;
  /** The parsed JSON body (undefined when empty or not JSON). */
  body: unknown;
}

export interface StandinAnswer {
  status: number;
  body?: unknown;
  /** Raw text instead of JSON (an HTML error page from a gateway). */
  text?: string;
}

export type Handler = (request: StandinRequest) => StandinAnswer | Promise<StandinAnswer>;

/** A provider's callback to the merchant, as it would be sent: replayable and tamperable. */
export interface Callback {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface Delivery {
  status: number;
  body: string;
}

/** Posts a callback exactly as kept (same bytes, same headers). */
export async function deliver(callback: Callback): Promise<Delivery> {
  const response = await fetch(callback.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...callback.headers },
    body: callback.body,
  });
  return { status: response.status, body: await response.text() };
}

/** The same callback with its JSON body changed after it was signed (the headers stay as they were). */
export function tampered(callback: Callback, change: (body: Record<string, unknown>) => void): Callback {
  const body = JSON.parse(callback.body) as Record<string, unknown>;
  change(body);
  return { ...callback, body: JSON.stringify(body) };
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface InjectedFailure {
  status: number;
  body?: unknown;
  text?: string;
  /** Only calls whose path starts with this (all calls when absent). */
  pathPrefix?: string;
}

/** Starts a JSON HTTP server; `failures` answered first (each once), for error-mapping tests. */
export async function startJsonServer(
  handler: Handler,
  options: { port?: number; failures: InjectedFailure[] },
): Promise<RunningServer> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        const url = new URL(req.url ?? '/', 'http://standin');
        let body: unknown;
        try {
          body = rawBody ? JSON.parse(rawBody) : undefined;
        } catch {
          body = undefined;
        }
        const request: StandinRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          rawBody,
          body,
        };
        let answer: StandinAnswer;
        const failureAt = url.pathname.startsWith('/__control/')
          ? -1
          : options.failures.findIndex((f) => !f.pathPrefix || url.pathname.startsWith(f.pathPrefix));
        if (failureAt >= 0) {
          answer = options.failures.splice(failureAt, 1)[0]!;
        } else {
          try {
            answer = await handler(request);
          } catch (err) {
            answer = {
              status: 500,
              body: { message: err instanceof Error ? err.message : 'stand-in error' },
            };
          }
        }
        if (answer.text !== undefined) {
          res.writeHead(answer.status, { 'content-type': 'text/html' });
          res.end(answer.text);
        } else {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function header(request: StandinRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

let counter = 0;
/** A provider-style id: a prefix, the time and a counter (unique within the process). */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${counter.toString(36).toUpperCase().padStart(4, '0')}`;
}

/** The network a Tanzanian number belongs to, by prefix (enough for a stand-in's `channel`). */
export function networkOf(msisdn: string): string {
  const prefix = msisdn.slice(3, 5);
  if (['74', '75', '76'].includes(prefix)) return 'M-PESA';
  if (['65', '67', '71', '77'].includes(prefix)) return 'TIGO-PESA';
  if (['68', '69', '78'].includes(prefix)) return 'AIRTEL-MONEY';
  if (['61', '62'].includes(prefix)) return 'HALOPESA';
  return 'UNKNOWN';
}

/** The control routes every stand-in serves for tests driving it over HTTP (the e2e suite). */
export interface ControlRoutes {
  /** POST /__control/charges/:ref/:action (approve | decline), POST /__control/payouts/:ref/:action. */
  charge?(reference: string, action: string): Promise<StandinAnswer>;
  payout?(reference: string, action: string): Promise<StandinAnswer>;
}

/** Answers /__control/… requests, or undefined for the provider's own routes. */
export async function control(
  request: StandinRequest,
  routes: ControlRoutes,
): Promise<StandinAnswer | undefined> {
  const match = /^\/__control\/(charges|payouts)\/([^/]+)\/([a-z]+)$/.exec(request.path);
  if (!match) return undefined;
  if (request.method !== 'POST') return { status: 405, body: { message: 'POST only' } };
  const [, kind, reference, action] = match as unknown as [string, string, string, string];
  const run = kind === 'charges' ? routes.charge : routes.payout;
  if (!run) return { status: 404, body: { message: `no ${kind} here` } };
  return run(decodeURIComponent(reference), action);
}
