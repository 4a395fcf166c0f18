import type { FastifyServerOptions } from 'fastify';

/** Never logged: credentials in headers and bodies (pino redaction paths). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.password2',
  '*.current_password',
  '*.token',
  '*.access_token',
  '*.refresh_token',
];

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  /** The SQL text of a failed query: its placeholders ($1, $2 …), never their values. */
  query?: string;
  cause?: SerializedError;
}

/**
 * A failed query's message carries every parameter ("Failed query: … params: hash,name,phone"), and
 * the database's own message may quote a value ("Key (email)=(…) already exists"). Both are cut:
 * what is left is the statement, the SQLSTATE and the constraint, enough to find the bug.
 */
function withoutValues(message: string): string {
  return message
    .replace(/\nparams: [\s\S]*$/, '')
    .replace(/\(([^()]*)\)=\([\s\S]*?\)(?= |$)/g, '($1)=(…)')
    .replace(/: "[\s\S]*"$/, ': "…"');
}

/**
 * Logs an error without the data it was handling: no SQL parameter values, no row values from the
 * database's detail, no `params` property. Walks `cause` (Drizzle wraps the driver's error).
 */
export function serializeError(err: Error, depth = 0): SerializedError {
  const e = err as Error & Record<string, unknown>;
  const message = withoutValues(String(e.message ?? ''));
  const frames = (e.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const out: SerializedError = {
    type: e.name,
    message,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof e.code === 'string') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (typeof e.query === 'string') out.query = e.query;
  if (typeof e.constraint === 'string') out.constraint = e.constraint;
  if (typeof e.table === 'string') out.table = e.table;
  if (e.cause instanceof Error && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/**
 * An email address as logs show it: enough to tell a support ticket's mail from another
 * ("n•••@example.com"), not enough to read a customer list out of the logs.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** The pino options of the server (tests reuse them with their own level and stream). */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
  };
}
