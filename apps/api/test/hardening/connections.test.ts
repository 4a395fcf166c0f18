import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { apiErrorSchema } from '@dala/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

// What Node's HTTP parser and Fastify's router meet before any route runs: slow clients, headers too
// large, URLs that do not decode, parameters over the router's limit. Sent over a real socket, as a
// client would, because app.inject() skips the parser. Every answer is our error shape.

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * Sends raw bytes and reads until the server closes the connection. A server that holds it open
 * longer than `giveUpAfterMs` fails the test: the bounded time of REQUEST_TIMEOUT_MS (1.5 s here)
 * plus Node's check interval (1 s), with room for a loaded machine.
 */
function raw(request: string, options: { giveUpAfterMs?: number } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${options.giveUpAfterMs ?? 10_000} ms`));
    }, options.giveUpAfterMs ?? 10_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body,
      });
    });
    socket.write(request);
  });
}

function expectErrorShape(answer: RawAnswer) {
  expect(answer.headers).toMatch(/content-type: application\/json/i);
  const parsed = apiErrorSchema.strict().safeParse(JSON.parse(answer.body));
  expect(parsed.success, answer.body).toBe(true);
}

describe('slow clients', () => {
  it('cuts off a request that declares a body and sends part of it, with a 408', async () => {
    const answer = await raw(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"email":"slow@example.com",',
    );
    expect(answer.status).toBe(408);
    expectErrorShape(answer);
    expect(JSON.parse(answer.body)).toEqual({
      detail: 'The request took too long to arrive',
      code: 'request_timeout',
    });
  });

  it('cuts off a client that never finishes its headers', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    expect(answer.status).toBe(408);
    expectErrorShape(answer);
  });
});

describe('errors before any route runs', () => {
  it('headers too large → 431 in our shape', async () => {
    const answer = await raw(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectErrorShape(answer);
  });

  it('an unparsable request → 400 in our shape', async () => {
    const answer = await raw('NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expectErrorShape(answer);
  });

  it('a URL that does not decode → 400, without echoing it', async () => {
    const answer = await raw(
      'GET /api/safaris/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expectErrorShape(answer);
    expect(answer.body).not.toContain('%E0');
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Malformed URL', code: 'bad_request' });
    // Answered before any hook runs, it still carries the security headers.
    expect(answer.headers).toMatch(/content-security-policy: default-src 'self'/i);
    expect(answer.headers).toMatch(/x-frame-options: DENY/i);
  });

  it('a path parameter over the router limit → 404, without echoing it', async () => {
    const long = 'k'.repeat(500);
    const answer = await raw(
      `GET /api/safaris/${long} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(404);
    expectErrorShape(answer);
    expect(answer.body).not.toContain(long);
  });

  it('an unknown API path → 404, without echoing it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%3Cscript%3Enope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No API route matches this path', code: 'not_found' });
  });
});
