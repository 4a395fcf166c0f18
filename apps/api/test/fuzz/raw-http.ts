/**
 * Requests app.inject() cannot make: bytes on a real socket to a listening server, through Node's HTTP
 * parser (headers too large, malformed request lines, bad Content-Length or chunking).
 */
import { connect } from 'node:net';
import type { Answer } from './check';

export interface RawCase {
  label: string;
  /** The exact bytes sent. */
  bytes: Buffer;
}

export interface RawAnswer extends Answer {
  /** False when the server closed the connection without answering. */
  answered: boolean;
}

function decodeChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses the first HTTP/1.1 answer in `data`. */
export function parseAnswer(data: Buffer): RawAnswer {
  const headEnd = data.indexOf('\r\n\r\n');
  if (!data.length || headEnd < 0)
    return { answered: false, status: 0, headers: {}, body: data.toString('utf8') };
  const [statusLine = '', ...headerLines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(headEnd + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = decodeChunked(body);
  else if (headers['content-length'] !== undefined)
    body = body.subarray(0, Number(headers['content-length']));
  return { answered: true, status, headers, body: body.toString('utf8') };
}

/** Sends `bytes` to 127.0.0.1:`port` and reads until the server closes or `timeoutMs` passes. */
export function sendRaw(port: number, bytes: Buffer, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port });
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // One answer is all we want: stop once its body is complete.
      const answer = parseAnswer(Buffer.concat(chunks));
      const length = Number(answer.headers['content-length'] ?? NaN);
      if (answer.answered && Number.isFinite(length) && Buffer.byteLength(answer.body) >= length) finish();
    });
    socket.on('end', finish);
    socket.on('error', finish);
    socket.on('connect', () => socket.write(bytes));
  });
}

const request = (head: string, body: Buffer | string = '') =>
  Buffer.concat([Buffer.from(head, 'latin1'), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1')]);

/** The raw cases; `safariId` is a real package id (so only the malformed part is wrong). */
export function rawCases(safariId: number): RawCase[] {
  const host = 'Host: 127.0.0.1\r\nConnection: close\r\n';
  const json = '{"name":"Neema","email":"neema@example.com","subject":"feedback","message":"Hello"}';
  return [
    {
      label: 'header over 16 KB',
      bytes: request(`GET /api/health HTTP/1.1\r\n${host}X-Fuzz: ${'a'.repeat(20_000)}\r\n\r\n`),
    },
    {
      label: 'URL over 64 KB',
      bytes: request(`GET /api/safaris?q=${'a'.repeat(70_000)} HTTP/1.1\r\n${host}\r\n`),
    },
    { label: 'path %E0%A4%A', bytes: request(`GET /api/safaris/%E0%A4%A HTTP/1.1\r\n${host}\r\n`) },
    { label: 'path lone %', bytes: request(`GET /api/safaris/% HTTP/1.1\r\n${host}\r\n`) },
    { label: 'query %E0%A4%A', bytes: request(`GET /api/safaris?q=%E0%A4%A HTTP/1.1\r\n${host}\r\n`) },
    { label: 'path %00', bytes: request(`GET /api/safaris/${safariId}%00 HTTP/1.1\r\n${host}\r\n`) },
    {
      label: 'raw byte 0xFF in the path',
      bytes: request(`GET /api/safaris/${safariId}\xff HTTP/1.1\r\n${host}\r\n`),
    },
    { label: 'raw NUL in the request line', bytes: request(`GET /api/health\x00 HTTP/1.1\r\n${host}\r\n`) },
    { label: 'space in the URL', bytes: request(`GET /api/sa faris HTTP/1.1\r\n${host}\r\n`) },
    { label: 'unknown method', bytes: request(`FUZZ /api/health HTTP/1.1\r\n${host}\r\n`) },
    { label: 'HTTP/9.9', bytes: request(`GET /api/health HTTP/9.9\r\n${host}\r\n`) },
    {
      label: 'control character in a header value',
      bytes: request(`GET /api/health HTTP/1.1\r\n${host}X-Fuzz: a\x01b\r\n\r\n`),
    },
    {
      label: 'header without a colon',
      bytes: request(`GET /api/health HTTP/1.1\r\n${host}NotAHeader\r\n\r\n`),
    },
    { label: 'absolute-form URL', bytes: request(`GET http://127.0.0.1/api/health HTTP/1.1\r\n${host}\r\n`) },
    { label: 'asterisk URL', bytes: request(`GET * HTTP/1.1\r\n${host}\r\n`) },
    {
      label: 'Content-Length not a number',
      bytes: request(
        `POST /api/contact HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: abc\r\n\r\n`,
        json,
      ),
    },
    {
      label: 'two different Content-Lengths',
      bytes: request(
        `POST /api/contact HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n`,
        json,
      ),
    },
    {
      label: 'Content-Length and chunked',
      bytes: request(
        `POST /api/contact HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n`,
        '0\r\n\r\n',
      ),
    },
    {
      label: 'bad chunk size',
      bytes: request(
        `POST /api/contact HTTP/1.1\r\n${host}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
        'zz\r\nabc\r\n0\r\n\r\n',
      ),
    },
    {
      label: 'JSON body with invalid UTF-8',
      bytes: request(
        `POST /api/contact HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 18\r\n\r\n`,
        Buffer.from([...Buffer.from('{"name":"'), 0xff, 0xfe, 0xed, 0xa0, 0x80, ...Buffer.from('"}  ')]),
      ),
    },
    {
      label: 'Content-Length shorter than the body',
      bytes: request(
        `POST /api/contact HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 10\r\n\r\n`,
        json,
      ),
    },
    {
      label: 'multipart with no boundary',
      bytes: request(
        `POST /api/auth/verify HTTP/1.1\r\n${host}Content-Type: multipart/form-data\r\nContent-Length: 4\r\n\r\n`,
        'abcd',
      ),
    },
  ];
}
